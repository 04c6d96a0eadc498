import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, getDb, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { createApiToken, userForApiToken } from '@/lib/identity/auth/api-tokens';
import { getIdea, listIdeas, parseIdeaListQuery } from '@/lib/ideas';
import type { User } from '@/models';
import { createUser } from './fixtures';
import { insertIdeas } from './ideas-fixtures';
import { testDriver } from './driver';

// PostgreSQL keeps a generic plan for a prepared statement once it costs no more than the plans
// made for each call's values: one idea's statement is then planned once per connection. A search
// is planned for its words every time, since how common a word is decides its plan. Prepared
// statements belong to a connection, so on PostgreSQL the test uses a handle of one connection.
// The embedded database plans every execution for its values (lib/db/planning.ts).

let ada: User;
let ids: string[];
let suite: DatabaseHandle;
let single: DatabaseHandle | undefined;

const WORDS = ['garden', 'solar', 'kitchen', 'travel', 'music', 'bicycle', 'coffee', 'harbor'];

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  ids = await insertIdeas(
    ada,
    WORDS.map((word, i) => ({
      title: `A ${word} planner ${i}`,
      problemDescription: `Planning ${word} trips.`,
    })),
  );
  suite = getDatabase();
  if (testDriver === 'postgres') {
    single = openPostgres(process.env.TEST_DATABASE_URL!, { schema: suite.schema, max: 1 });
    setDatabase(single);
  }
}, 60_000);

afterAll(async () => {
  if (single) {
    setDatabase(suite);
    await single.close();
  }
});

interface PreparedRow extends Record<string, unknown> {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

const prepared = async () =>
  (await getDb().execute<PreparedRow>(
    sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
  )) as unknown as PreparedRow[];

describe('how statements are planned', () => {
  it('plans one idea once and reuses the plan on PostgreSQL, and plans every search for its words', async () => {
    for (let round = 0; round < 2; round++) {
      for (const id of ids) expect((await getIdea(id, null))._id).toBe(id);
    }
    for (const word of WORDS) {
      const page = await listIdeas(parseIdeaListQuery(new URLSearchParams({ search: word })), null);
      expect(page.ideas.map((idea) => idea.title)).toEqual([expect.stringContaining(word)]);
    }

    const statements = await prepared();
    const oneIdea = statements.filter(
      (row) => row.statement.includes('from "ideas"') && row.statement.includes('where "ideas"."id" = $'),
    );
    expect(oneIdea.length).toBeGreaterThan(0);
    const searches = statements.filter((row) => row.statement.includes('candidates'));
    if (testDriver === 'postgres') {
      expect(Math.max(...oneIdea.map((row) => row.generic_plans))).toBeGreaterThan(0);
      // Sent unnamed: never kept, so never given a generic plan.
      expect(searches).toEqual([]);
    } else {
      for (const row of [...oneIdea, ...searches]) expect(row.generic_plans, row.statement).toBe(0);
      expect(searches.length).toBeGreaterThan(0);
    }
  });

  it('reads bearer tokens with a plan kept once per connection on PostgreSQL, however many come together', async () => {
    const grace = await createUser({ displayName: 'Grace' });
    const [adaToken, graceToken] = [
      (await createApiToken(ada.id, 'cli')).token,
      (await createApiToken(grace.id, 'cli')).token,
    ];
    for (let round = 0; round < 7; round++) {
      expect((await userForApiToken(adaToken))?.id).toBe(ada.id);
      // Arriving together: one statement for both, and an unknown token finds no one.
      const together = await Promise.all([
        userForApiToken(graceToken),
        userForApiToken(adaToken),
        userForApiToken(`${adaToken}x`),
      ]);
      expect(together.map((user) => user?.id ?? null)).toEqual([grace.id, ada.id, null]);
    }
    const tokenReads = (await prepared()).filter((row) => row.statement.includes('from "api_tokens"'));
    expect(tokenReads.length).toBe(2);
    for (const row of tokenReads) {
      if (testDriver === 'postgres') expect(row.generic_plans, row.statement).toBeGreaterThan(0);
      else expect(row.generic_plans, row.statement).toBe(0);
    }
  });

  it.runIf(testDriver === 'postgres')(
    'keeps no statement without prepared statements (behind a pooler), also those built once',
    async () => {
      const unprepared = openPostgres(process.env.TEST_DATABASE_URL!, {
        schema: suite.schema,
        max: 1,
        prepare: false,
      });
      setDatabase(unprepared);
      try {
        for (const id of ids) expect((await getIdea(id, null))._id).toBe(id);
        const list = await listIdeas(parseIdeaListQuery(new URLSearchParams({ category: 'Tech' })), null);
        expect(list.ideas.length).toBe(WORDS.length);
        const page = await listIdeas(parseIdeaListQuery(new URLSearchParams({ search: 'garden' })), null);
        expect(page.ideas.map((idea) => idea.title)).toEqual(['A garden planner 0']);
        expect(await prepared()).toEqual([]);
      } finally {
        setDatabase(single!);
        await unprepared.close();
      }
    },
  );
});
