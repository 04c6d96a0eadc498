import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getHealth } from '@/app/api/health/route';
import { GET as listIdeas } from '@/app/api/ideas/route';
import { getDatabase, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { freePort } from '@/lib/platform/net';
import { testDriver } from './harness';
import { call } from './http';

/** The ErrorResponse a PostgreSQL server sends its sessions when it shuts down (57P01). */
function adminShutdown(): Buffer {
  const fields = Buffer.from(
    'SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0',
  );
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

/** A TCP relay to the test server that the test can "restart": sessions end, new ones are refused. */
class Relay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();

  constructor(
    private readonly target: URL,
    readonly port: number,
  ) {}

  up(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = createServer((client) => {
      const upstream = createConnection(Number(this.target.port || 5432), this.target.hostname);
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** Like a restart: every session gets 57P01 and is closed; the port refuses until up() again. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.end(adminShutdown());
      setTimeout(() => socket.destroy(), 20);
    }
    await new Promise((resolve) => server?.close(resolve));
  }
}

interface Outcome {
  started: number;
  ms: number;
  status: number;
  body: Record<string, unknown>;
}

describe.skipIf(testDriver !== 'postgres')('a PostgreSQL restart during requests', () => {
  let previous: DatabaseHandle | undefined;
  let handle: DatabaseHandle | undefined;
  let relay: Relay | undefined;

  afterAll(async () => {
    await relay?.up();
    if (handle?.schema)
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${handle.schema}" CASCADE`)).catch(() => {});
    await handle?.close();
    await relay?.down();
    if (previous) setDatabase(previous);
  });

  it('answers only 503 JSON within 2 s while it is down, and 2xx within 1 s after it is back', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    relay = new Relay(target, await freePort());
    await relay.up();
    const url = new URL(target);
    url.host = `127.0.0.1:${relay.port}`;
    previous = getDatabase();
    handle = openPostgres(url.toString(), { schema: `test_${randomBytes(6).toString('hex')}`, max: 4 });
    await migrateDatabase(handle);
    setDatabase(handle);

    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const outcomes: Outcome[] = [];
    let stop = false;
    const routes = [
      () => call(getCategories, '/api/categories'),
      () => call(listIdeas, '/api/ideas'),
      () => call(getHealth, '/api/health'),
    ];
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const started = now();
        const reply = await routes[(n + i) % routes.length]!();
        outcomes.push({ started, ms: now() - started, status: reply.status, body: reply.body });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const clients = Array.from({ length: 12 }, (_, n) => client(n));

    await new Promise((resolve) => setTimeout(resolve, 800));
    const downAt = now();
    await relay.down();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await relay.up();
    const backAt = now();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    stop = true;
    await Promise.all(clients);

    const during = outcomes.filter((o) => o.started >= downAt && o.started < backAt);
    const after = outcomes.filter((o) => o.started >= backAt + 1000);
    expect(during.length).toBeGreaterThan(10);
    expect(after.length).toBeGreaterThan(10);
    // Nothing but 200 and 503 JSON, and never a wait of 2 s or more.
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    expect(outcomes.filter((o) => o.ms >= 2000).map((o) => Math.round(o.ms))).toEqual([]);
    for (const o of outcomes.filter((x) => x.status === 503)) expect(o.body.success).toBe(false);
    expect(during.some((o) => o.status === 503)).toBe(true);
    // Served again within 1 s of the database being back.
    expect(after.filter((o) => o.status !== 200)).toEqual([]);
    const firstOk = outcomes.find((o) => o.started >= backAt && o.status === 200);
    expect(firstOk!.started + firstOk!.ms - backAt).toBeLessThan(1000);
  });
});
