import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { createUser } from './fixtures';
import { insertIdeas } from './ideas-fixtures';

// The planner estimates a word-similarity test on the titles and categories by running it on the
// sampled values of that expression, at every search. Migration 0023 keeps one sampled value, so
// there is no histogram to run it on; the stored lower-cased titles keep their full statistics
// (their LIKE tests are estimated from them). 40 distinct titles give a full target a histogram of 40 bounds.

const TITLES = Array.from({ length: 40 }, (_, i) => `Harbor lantern ${String(i).padStart(2, '0')} kit`);

interface StatisticsRow extends Record<string, unknown> {
  target: number;
  bounds: number | null;
}

/** The statistics target of an expression index's column, and how many histogram bounds ANALYZE kept. */
async function statisticsOf(index: string): Promise<StatisticsRow> {
  const [row] = (await getDb().execute<StatisticsRow>(sql`
    select coalesce(a.attstattarget::int, -1) as target,
      (select array_length(s.histogram_bounds::text::text[], 1)
         from pg_stats s
         join pg_namespace n on n.nspname = s.schemaname
         where s.tablename = ${index} and n.oid = c.relnamespace) as bounds
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum = 1
    where c.oid = to_regclass(${index})`)) as unknown as StatisticsRow[];
  return row!;
}

beforeAll(async () => {
  const ada = await createUser({ displayName: 'Ada' });
  await insertIdeas(
    ada,
    TITLES.map((title) => ({ title })),
  );
  await getDb().execute(sql`analyze ideas`);
}, 60_000);

/** The statistics target of a table's column, and how many histogram bounds ANALYZE kept. */
async function columnStatisticsOf(table: string, column: string): Promise<StatisticsRow> {
  const [row] = (await getDb().execute<StatisticsRow>(sql`
    select coalesce(a.attstattarget::int, -1) as target,
      (select array_length(s.histogram_bounds::text::text[], 1)
         from pg_stats s
         join pg_namespace n on n.nspname = s.schemaname
         where s.tablename = ${table} and s.attname = ${column} and n.oid = c.relnamespace) as bounds
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attname = ${column}
    where c.oid = to_regclass(${table})`)) as unknown as StatisticsRow[];
  return row!;
}

describe('the statistics search statements are planned with', () => {
  it('keep no histogram of the titles and categories to test words against', async () => {
    const publicText = await statisticsOf('ideas_public_text_trgm_idx');
    expect(publicText.target).toBe(1);
    // The planner runs the test on a histogram of 10 bounds or more only.
    expect(publicText.bounds ?? 0).toBeLessThan(10);
  });

  it('keep the full histogram of the lower-cased titles, the same data giving one', async () => {
    const titles = await columnStatisticsOf('ideas', 'title_lower');
    expect(titles.target).toBe(-1);
    expect(titles.bounds).toBeGreaterThanOrEqual(TITLES.length);
  });

  it('find the titles holding a part of a word by their stored lower-cased column', async () => {
    // The trigram index of the titles is on the stored column the searches test (migration 0024).
    const [row] = (await getDb().execute<{ definition: string }>(
      sql`select pg_get_indexdef('ideas_title_trgm_idx'::regclass) as definition`,
    )) as unknown as { definition: string }[];
    expect(row!.definition).toMatch(/gin \(title_lower gin_trgm_ops\)/);
  });
});
