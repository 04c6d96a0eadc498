import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getHealth } from '@/app/api/health/route';
import { GET as listIdeas } from '@/app/api/ideas/route';
import { getDatabase, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPglite } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { testDriver } from './harness';
import { call } from './http';

describe.skipIf(testDriver !== 'pglite')('the embedded database under more work than it can do', () => {
  let previous: DatabaseHandle | undefined;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    previous = getDatabase();
    // A queue bound of 1 ms of work, so that a burst of requests goes past it.
    handle = openPglite(undefined, { maxWaitMs: 1 });
    await migrateDatabase(handle);
    setDatabase(handle);
  });

  afterAll(async () => {
    setDatabase(previous);
    await handle?.close();
  });

  it('answers 503 "busy" with Retry-After beyond its queue bound, serves the rest, and health does not wait', async () => {
    // Distinct queries: identical ones in flight are shared by the ideas layer.
    const burst = Array.from({ length: 300 }, (_, i) => call(listIdeas, `/api/ideas?priceMin=${i}`));
    const health = await call(getHealth, '/api/health');
    const replies = await Promise.all(burst);
    expect(health.status).toBe(200);
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const busy = replies.filter((reply) => reply.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({ success: false, message: 'The server is busy, try again' });
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Once the queue has drained, everything is served again.
    expect((await call(listIdeas, '/api/ideas')).status).toBe(200);
  });
});
