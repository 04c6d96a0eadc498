import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inArrivalOrder } from '@/lib/server/request-queue.mjs';

class FakeResponse extends EventEmitter {
  destroyed = false;
  status = 0;
  headers: Record<string, string> = {};
  body = '';
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  end(body = '') {
    this.body = body;
    this.emit('finish');
  }
}

const request = (url: string, accept = '*/*') =>
  ({ url, headers: { accept }, destroyed: false }) as unknown as IncomingMessage;

describe('requests in arrival order', () => {
  it('runs at most `limit` at a time, the others in the order they came', () => {
    const started: string[] = [];
    const open = new Map<string, FakeResponse>();
    const handle = inArrivalOrder(
      (req: IncomingMessage, res: ServerResponse) => {
        started.push(req.url!);
        open.set(req.url!, res as unknown as FakeResponse);
      },
      { limit: 2, maxWaitMs: 10_000 },
    );
    for (const url of ['/a', '/b', '/c', '/d'])
      handle(request(url), new FakeResponse() as unknown as ServerResponse);
    expect(started).toEqual(['/a', '/b']);
    open.get('/b')!.end();
    expect(started).toEqual(['/a', '/b', '/c']);
    open.get('/a')!.emit('close');
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('never queues health checks, presence streams and static files', () => {
    const started: string[] = [];
    const handle = inArrivalOrder((req: IncomingMessage) => started.push(req.url!), {
      limit: 1,
      maxWaitMs: 10_000,
    });
    handle(request('/api/ideas'), new FakeResponse() as unknown as ServerResponse);
    handle(request('/api/ideas?page=2'), new FakeResponse() as unknown as ServerResponse);
    handle(request('/api/health'), new FakeResponse() as unknown as ServerResponse);
    handle(request('/api/presence'), new FakeResponse() as unknown as ServerResponse);
    handle(request('/_next/static/chunk.js'), new FakeResponse() as unknown as ServerResponse);
    handle(request('/events', 'text/event-stream'), new FakeResponse() as unknown as ServerResponse);
    expect(started).toEqual([
      '/api/ideas',
      '/api/health',
      '/api/presence',
      '/_next/static/chunk.js',
      '/events',
    ]);
  });

  it('answers 503 "busy" with Retry-After to a request that waited too long to start', async () => {
    let first: FakeResponse | undefined;
    const handle = inArrivalOrder(
      (_req: IncomingMessage, res: ServerResponse) => {
        first ??= res as unknown as FakeResponse;
      },
      { limit: 1, maxWaitMs: 20 },
    );
    handle(request('/slow'), new FakeResponse() as unknown as ServerResponse);
    const late = new FakeResponse();
    handle(request('/late'), late as unknown as ServerResponse);
    await new Promise((resolve) => setTimeout(resolve, 40));
    first!.end();
    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toBe('1');
    expect(JSON.parse(late.body)).toEqual({ success: false, message: 'The server is busy, try again' });
  });
});
