import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, getDb, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { PLANNED_ONCE } from '@/lib/db/planning';
import { listIdeas, parseIdeaListQuery } from '@/lib/ideas';
import type { Viewer } from '@/models';
import { createUser, viewerOf } from './fixtures';
import { insertIdeas } from './ideas-fixtures';
import { testDriver } from './driver';

// A page of a list without filters is planned once per connection, for any values: such lists
// run on connections of their own that keep one generic plan per statement (lib/db/planning.ts).
// A generic plan is made without the LIMIT's value, and PostgreSQL then assumes a tenth of the
// table; the statement must leave it no plan but the walk of a listing index and a key lookup per
// row. Prepared statements and settings belong to a connection, so the test uses a handle of one
// connection per pool and asks that connection what it holds. The table holds 20,000 more ideas,
// so that a tenth of it is more than a page's key lookups are worth; its scans are turned off on
// that connection, so that the plan shows how the page is read, not that a small table is cheap
// to read whole.

let suite: DatabaseHandle;
let single: DatabaseHandle | undefined;
let ada: Viewer;

const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;

interface PreparedStatement {
  name: string;
  statement: string;
  parameter_types: string;
  generic_plans: string;
  custom_plans: string;
}

/** A statement run on the connection of the statements planned once. */
const onPlannedOnce = <T>(text: string) =>
  getDatabase().sql.unsafe(`${text} ${PLANNED_ONCE}`) as unknown as Promise<T[]>;

/** The list pages' statements that connection holds. */
const listStatements = () =>
  onPlannedOnce<PreparedStatement>(
    `select name, statement, parameter_types::text, generic_plans, custom_plans
     from pg_prepared_statements where statement like '%chosen_id%'`,
  );

/** A value of each type, in SQL: a generic plan is the same for any. */
const sampleValue = (type: string) =>
  ({
    text: "''",
    bigint: '20',
    integer: '20',
    numeric: '1',
    boolean: 'false',
    'timestamp with time zone': 'now()',
  })[type] ?? 'null';

beforeAll(async () => {
  const creator = await createUser({ displayName: 'Ada' });
  ada = viewerOf(creator);
  await insertIdeas(
    creator,
    Array.from({ length: 60 }, (_, i) => ({
      title: `Planned list idea ${i}`,
      desiredPrice: 10 + i,
      createdAt: new Date(Date.UTC(2025, 2, 1, 0, 0, i)),
    })),
  );
  suite = getDatabase();
  if (testDriver === 'postgres') {
    await getDb().execute(sql`
      insert into ideas (id, title, category, problem_description, solution_description, desired_price, creator_id, created_at)
      select substr(md5('filler' || n), 1, 24), 'Filler idea ' || n, 'Home', 'A problem.', 'A solution.', 1 + n % 1000,
        ${creator.id}, timestamptz '2024-01-01' + n * interval '1 minute'
      from generate_series(1, 20000) n`);
    await getDb().execute(sql`analyze ideas`);
    single = openPostgres(process.env.TEST_DATABASE_URL!, { schema: suite.schema, max: 1 });
    setDatabase(single);
    await onPlannedOnce('set enable_seqscan = off');
    await onPlannedOnce('set enable_bitmapscan = off');
  }
}, 60_000);

afterAll(async () => {
  if (single) {
    setDatabase(suite);
    await single.close();
  }
});

describe.skipIf(testDriver !== 'postgres')('a list without filters, planned once', () => {
  it('runs on connections that keep a generic plan, while other statements are planned as usual', async () => {
    const [setting] = await onPlannedOnce<{ mode: string }>(
      `select current_setting('plan_cache_mode') as mode`,
    );
    expect(setting?.mode).toBe('force_generic_plan');
    const [usual] = (await getDatabase().sql.unsafe(
      `select current_setting('plan_cache_mode') as mode`,
    )) as unknown as { mode: string }[];
    expect(usual?.mode).toBe('auto');
  });

  it('answers every order, page and cursor as before, its statements planned once and never for their values', async () => {
    for (const viewer of [null, ada]) {
      for (const sort of SORTS) {
        const query = (params: Record<string, string>) =>
          listIdeas(parseIdeaListQuery(new URLSearchParams({ sort, limit: '5', ...params })), viewer);
        const first = await query({ page: '1' });
        const second = await query({ page: '2' });
        const third = await query({ page: '3' });
        expect(second.ideas).toHaveLength(5);
        // The pages follow each other: the second starts where the first ended.
        const ids = [...first.ideas, ...second.ideas, ...third.ideas].map((idea) => idea._id);
        expect(new Set(ids).size).toBe(15);
        // Read by cursor, the pages are the same.
        const start = await query({ cursor: 'start' });
        expect(start.ideas.map((idea) => idea._id)).toEqual(first.ideas.map((idea) => idea._id));
        const next = await query({ cursor: start.nextCursor! });
        expect(next.ideas.map((idea) => idea._id)).toEqual(second.ideas.map((idea) => idea._id));
      }
    }
    // One category by date, from its own listing index.
    for (const viewer of [null, ada]) {
      for (const sort of ['newest', 'oldest']) {
        const query = (params: Record<string, string>) =>
          listIdeas(
            parseIdeaListQuery(new URLSearchParams({ sort, limit: '5', category: 'Tech', ...params })),
            viewer,
          );
        const start = await query({ cursor: 'start' });
        expect(start.ideas.every((idea) => idea.category === 'Tech')).toBe(true);
        const next = await query({ cursor: start.nextCursor! });
        expect(next.ideas.map((idea) => idea._id)).toEqual(
          (await query({ page: '2' })).ideas.map((idea) => idea._id),
        );
      }
    }
    const statements = await listStatements();
    // Each order, with and without a cursor, for a visitor and for a member; and a category by date.
    expect(statements).toHaveLength((SORTS.length + 2) * 2 * 2);
    for (const statement of statements) {
      expect(Number(statement.custom_plans)).toBe(0);
      expect(Number(statement.generic_plans)).toBeGreaterThan(0);
    }
  });

  it('walks a listing index and reads each row of the page by its key, whatever the plan assumes of the LIMIT', async () => {
    const statements = await listStatements();
    expect(statements.length).toBeGreaterThan(0);
    for (const { name, parameter_types } of statements) {
      const types = parameter_types.replace(/^\{|\}$/g, '').split(',');
      const values = types.map((type) => sampleValue(type.replace(/^"|"$/g, '')));
      const plan = (
        await onPlannedOnce<{ 'QUERY PLAN': string }>(`explain execute "${name}"(${values.join(', ')})`)
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(
        /Index (Only )?Scan (Backward )?using ideas_listing_(created|price|category_created)_idx/,
      );
      expect(plan).toMatch(/Index Scan using ideas_pkey/);
      expect(plan).not.toMatch(/Seq Scan on ideas|Hash Join/);
    }
  });
});
