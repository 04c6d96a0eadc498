import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/platform/net';
import { signInOnServer, startAppServer, type AppServer } from './app-server';
import { testDriver } from './driver';

// What an operator scrapes and traces (README "Operating"): /metrics in Prometheus's text format,
// never public, its request histogram by route template; and, with OTEL_EXPORTER_OTLP_ENDPOINT
// set, request spans with the database calls as children, exported over OTLP/HTTP to a receiver
// started here.

const TOKEN = 'metrics-token-for-the-test-0123456789';
const MISSING_IDEA = '0123456789abcdef01234567';
const ADMIN = { email: 'operator@example.test', password: 'operator-password-1' };

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** An OTLP/HTTP receiver: keeps every span posted to /v1/traces (JSON). */
async function startTraceReceiver() {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Reads Prometheus's text exposition format strictly: every line is a HELP or TYPE comment or a
 * sample `name{label="value",…} number`; anything else fails the test.
 */
function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  // prom-client writes a metric without samples yet (the event loop's lag at start) as `Nan`;
  // Prometheus reads NaN in any case.
  const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})? (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$`);
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = new RegExp(`^# (HELP|TYPE) (${name}) (.*)$`).exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = sampleLine.exec(line);
    expect(match, `not a Prometheus sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    const body = match![2] ?? '';
    let consumed = 0;
    for (const pair of body.matchAll(label)) {
      labels[pair[1]!] = pair[2]!;
      consumed += pair[0].length;
    }
    expect(consumed, `labels not readable: ${line}`).toBe(body.length);
    samples.push({ name: match![1]!, labels, value: Number(match![3]) });
  }
  return { samples, types };
}

const sampleValue = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe('metrics and traces', () => {
  let server: AppServer;
  let receiver: Awaited<ReturnType<typeof startTraceReceiver>>;
  let metricsPort: number;

  beforeAll(async () => {
    receiver = await startTraceReceiver();
    metricsPort = await freePort();
    server = await startAppServer({
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // Every read goes to the database, so each request has database spans.
      API_CACHE_SECONDS: '0',
      ADMIN_EMAILS: ADMIN.email,
    });
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, confirmPassword: ADMIN.password, displayName: 'Operator' }),
    });
    expect(registered.status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
  });

  it('refuses /metrics without the token, on the main port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('counts the requests made here under their route templates, never their raw paths', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/ideas?limit=5`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/ideas/${MISSING_IDEA}`)).status).toBe(404);
    const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    const { samples, types } = parsePrometheusText(text);

    const count = 'http_request_duration_seconds_count';
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(
      sampleValue(samples, count, { method: 'GET', route: '/api/ideas', status: '200' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sampleValue(samples, count, { method: 'GET', route: '/api/ideas/[id]', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(MISSING_IDEA);
    // The database calls of those requests, by operation and table.
    expect(
      sampleValue(samples, 'db_call_duration_seconds_count', { operation: 'select', table: 'ideas' }),
    ).toBeGreaterThan(0);
    // What an operator watches beside the requests.
    for (const metric of [
      'http_requests_waiting',
      'http_requests_refused_total',
      'db_calls_pending',
      'jobs',
      'event_streams_open',
      'users_online',
      'mail_sent_total',
      'anonymous_cache_reads_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(types.has(metric), metric).toBe(true);
  });

  it('serves /metrics without a token on METRICS_PORT, bound to 127.0.0.1', async () => {
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(parsePrometheusText(await scrape.text()).types.get('http_request_duration_seconds')).toBe(
      'histogram',
    );
  });

  it('exports a span per request with its database calls as children; the log names the trace', async () => {
    // An idea is always read from the database (a list page of an empty one may be answered
    // from the kept counts).
    const reply = await fetch(`${server.url}/api/ideas/${MISSING_IDEA}`);
    expect(reply.status).toBe(404);
    const requestId = reply.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    let requestSpan: OtlpSpan | undefined;
    let children: OtlpSpan[] = [];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      requestSpan = receiver.spans.find((span) => span.traceId === requestId && span.kind === 2);
      const ofTrace = receiver.spans.filter((span) => span.traceId === requestId);
      // Database spans anywhere under the request span (Next's own spans sit in between).
      const under = (span: OtlpSpan): boolean => {
        for (let parent = span.parentSpanId; parent;) {
          if (parent === requestSpan?.spanId) return true;
          parent = ofTrace.find((other) => other.spanId === parent)?.parentSpanId;
        }
        return false;
      };
      children = ofTrace.filter(
        (span) => span.attributes.some((a) => a.key === 'db.operation.name') && under(span),
      );
      if (requestSpan && children.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(requestSpan?.name).toBe('GET /api/ideas/[id]');
    const route = requestSpan!.attributes.find((a) => a.key === 'http.route');
    expect(route?.value.stringValue).toBe('/api/ideas/[id]');
    expect(children.map((span) => span.name)).toContain('select ideas');
    // A statement's span names it: no text, no values.
    for (const child of children)
      expect(child.attributes.map((a) => a.key).sort()).toEqual(
        ['db.collection.name', 'db.driver', 'db.operation.name', 'db.system.name'].filter(
          (key) => key !== 'db.collection.name' || child.attributes.some((a) => a.key === key),
        ),
      );

    const logLine = server
      .log()
      .split('\n')
      .find((line) => line.includes(`"requestId":"${requestId}"`));
    expect(logLine).toContain('"route":"/api/ideas/[id]"');
  });

  it('/admin/system shows an admin the figures /metrics serves, and is a 404 page for others', async () => {
    expect((await fetch(`${server.url}/admin/system`)).status).toBe(404);
    const cookie = await signInOnServer(server.url, ADMIN.email, ADMIN.password);
    const page = await fetch(`${server.url}/admin/system`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const figure = (id: string) =>
      new RegExp(`data-testid="system-${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.replace(/<!-- -->/g, '');

    const { samples } = parsePrometheusText(
      await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text(),
    );
    const build = samples.find((sample) => sample.name === 'build_info')!;
    expect(figure('instance')).toBe(build.labels.instance_name);
    expect(figure('version')).toBe(build.labels.version);
    expect(figure('database-kind')).toBe(testDriver === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL');
    expect(figure('database-size')).toMatch(/^\d+(\.\d)? (KB|MB|GB)$/);
    const dead = samples
      .filter((sample) => sample.name === 'jobs' && sample.labels.state === 'dead')
      .reduce((total, sample) => total + sample.value, 0);
    expect(figure('jobs-dead')).toBe(String(dead));
    expect(Number(figure('requests-served'))).toBeGreaterThan(0);
    expect(figure('backup-last')).toBe('Never');
  });
});
