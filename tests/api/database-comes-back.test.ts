import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getHealth } from '@/app/api/health/route';
import { getDatabase, migrateWhenReachable, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { freePort } from '@/lib/platform/net';
import { testDriver } from './harness';
import { call } from './http';

/** A TCP relay to the test PostgreSQL server on `port`: the database "comes back" when it starts. */
function relayTo(target: URL, port: number): Promise<Server> {
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(testDriver !== 'postgres')('a PostgreSQL server that is down at start', () => {
  let previous: DatabaseHandle | undefined;
  let handle: DatabaseHandle | undefined;
  let relay: Server | undefined;

  afterAll(async () => {
    if (handle?.schema)
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${handle.schema}" CASCADE`)).catch(() => {});
    await handle?.close();
    relay?.close();
    if (previous) setDatabase(previous);
  });

  it('answers 503 while it is down, then migrates and serves once it is back', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const port = await freePort();
    const url = new URL(target);
    url.host = `127.0.0.1:${port}`;
    previous = getDatabase();
    handle = openPostgres(url.toString(), { schema: `test_${randomBytes(6).toString('hex')}`, max: 2 });
    setDatabase(handle);

    let attempts = 0;
    const migrated = migrateWhenReachable({ retryMs: 100, onUnreachable: () => attempts++ });
    const health = await call(getHealth, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ success: false });
    expect((await call(getCategories, '/api/categories')).status).toBe(503);
    await expect.poll(() => attempts).toBeGreaterThan(1);

    relay = await relayTo(target, port);
    await migrated;
    expect((await call(getHealth, '/api/health')).status).toBe(200);
    const categories = await call<{ categories: { name: string }[] }>(getCategories, '/api/categories');
    expect(categories.status).toBe(200);
    expect(categories.body.categories[0]).toEqual({ name: 'Health' });
  });
});

describe('a broken migration', () => {
  it('is not retried as if the database were down', async () => {
    const { isDatabaseUnavailable } = await import('@/lib/db');
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
  });
});
