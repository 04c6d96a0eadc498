import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, type DatabaseHandle } from '@/lib/db';
import { defaultPoolSize, openPostgres } from '@/lib/db/client';
import { testDriver } from './driver';

// Without DATABASE_POOL_MAX a PostgreSQL pool opens two connections per core; the statements that
// arrive while all of them are busy are pipelined on them and still each get their own answer.

let pool: DatabaseHandle | undefined;

beforeAll(() => {
  if (testDriver === 'postgres') {
    pool = openPostgres(process.env.TEST_DATABASE_URL!, { schema: getDatabase().schema });
  }
});

afterAll(async () => {
  await pool?.close();
});

describe.runIf(testDriver === 'postgres')('the PostgreSQL pool without a size', () => {
  it('opens two connections per core and pipelines the statements beyond them', async () => {
    expect(defaultPoolSize()).toBe(2 * availableParallelism());
    const calls = 4 * defaultPoolSize();
    const rows = await Promise.all(
      Array.from({ length: calls }, async (_, i) => {
        const [row] = (await pool!.db.execute(
          sql`select pg_backend_pid() as pid, ${i}::int as i from pg_sleep(0.05)`,
        )) as unknown as { pid: number; i: number }[];
        return row!;
      }),
    );
    expect(rows.map((row) => row.i)).toEqual(Array.from({ length: calls }, (_, i) => i));
    const backends = new Set(rows.map((row) => row.pid));
    expect(backends.size).toBe(defaultPoolSize());
  });
});
