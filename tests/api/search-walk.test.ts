import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, getDb, resultRows, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { GET as listRoute } from '@/app/api/ideas/route';
import { explainListIdeas, parseIdeaListQuery } from '@/lib/ideas';
import { FEW_PUBLIC_MATCHES } from '@/lib/ideas/search-corrections';
import { createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';
import { testDriver } from './driver';

// A search of a common word walks a listing index by date until it has the newest matches of the
// titles and categories. The listing indexes by date hold what that walk tests and ranks (the
// lexemes and the lower-cased title, migration 0024), so it reads nothing from the table: an
// index-only scan. With the table's other ways in turned off (a scan of it, the GIN indexes), the
// plan would be an index scan reading every skipped idea from the table unless the index held all
// it tests. The matches of a word few titles hold are found in the GIN indexes and sorted instead:
// a walk would read every idea to find them. Settings belong to a connection, so on PostgreSQL the
// test uses a handle of one connection.

let suite: DatabaseHandle;
let single: DatabaseHandle | undefined;

beforeAll(async () => {
  const ada = await createUser({ displayName: 'Ada' });
  await insertIdeas(ada, [
    {
      title: 'Write to hello@quokka.io',
      problemDescription: 'Questions go to hello@quokka.io.',
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    },
    { title: 'Helloo quokkaa tours', createdAt: new Date(Date.UTC(2025, 0, 2)) },
  ]);
  // More ideas hold 'garden' than a search's candidates, few hold 'quillwort'.
  await insertIdeas(
    ada,
    Array.from({ length: FEW_PUBLIC_MATCHES + 20 }, (_, i) => ({
      title: i < 20 ? `Quillwort planter ${i}` : `Garden bench ${i}`,
      category: i % 2 === 0 ? 'Tech' : 'Health',
      createdAt: new Date(Date.UTC(2025, 1, 1, 0, 0, i)),
    })),
  );
  suite = getDatabase();
  if (testDriver === 'postgres') {
    single = openPostgres(process.env.TEST_DATABASE_URL!, { schema: suite.schema, max: 1 });
    setDatabase(single);
  }
  // Every page all-visible and the statistics fresh, as on a table the autovacuum keeps. A vacuum
  // cannot mark a page all-visible while a transaction older than its rows is open anywhere in the
  // database (another test file's, on PostgreSQL): it is repeated until that one has ended.
  await allVisible();
  await getDb().execute(sql`set enable_seqscan = off; set enable_bitmapscan = off`);
}, 60_000);

afterAll(async () => {
  await getDb().execute(sql`reset enable_seqscan; reset enable_bitmapscan`);
  if (single) {
    setDatabase(suite);
    await single.close();
  }
});

/** Vacuums `ideas` until every page of it is marked all-visible (at most ~30 s). */
async function allVisible() {
  for (let attempt = 0; ; attempt++) {
    await getDb().execute(sql`vacuum analyze ideas`);
    const [pages] = resultRows<{ visible: number; total: number }>(
      await getDb().execute(
        sql`select relallvisible as visible, relpages as total from pg_class where oid = 'ideas'::regclass`,
      ),
    );
    if (pages && pages.visible >= pages.total) return;
    if (attempt === 60) throw new Error(`Only ${pages?.visible} of ${pages?.total} pages all-visible`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The lines of a search plan's `exact` common table expression: the walk of the title and category matches. */
async function exactWalk(query: string): Promise<string> {
  const { page } = await explainListIdeas(parseIdeaListQuery(new URLSearchParams(query)), null);
  const start = page.findIndex((line) => line.includes('CTE exact'));
  expect(start).toBeGreaterThanOrEqual(0);
  const end = page.findIndex((line, i) => i > start && /CTE (approximate|candidates)/.test(line));
  return page.slice(start, end).join('\n');
}

/** The sort of matches found in an index and sorted, not walked in date order (list-paging.ts). */
const SORTED = "+ '00:00:00'::interval";

describe('a search walks the titles and categories inside a listing index', () => {
  it('finds and ranks the newest title matches of a common word with an index-only scan by date', async () => {
    const walk = await exactWalk('search=garden');
    expect(walk).toMatch(/Index Only Scan using ideas_listing_created_idx/);
    expect(walk).toContain('Heap Fetches: 0');
    // The search as typed, a part of a title, is tested on the stored lower-cased title.
    expect(walk).toContain('title_lower ~~');
    expect(walk).not.toContain(SORTED);
  });

  it('does the same inside one category, by the category’s listing index', async () => {
    const walk = await exactWalk('category=Tech&search=garden');
    expect(walk).toMatch(/Index Only Scan using ideas_listing_category_created_idx/);
  });

  it('sorts the matches of a word few titles hold instead of walking every idea to find them', async () => {
    expect(await exactWalk('search=quillwort')).toContain(SORTED);
    expect(await exactWalk('search=garden quillwort')).toContain(SORTED);
    expect(await exactWalk('search=garden or quillwort')).not.toContain(SORTED);
  });
});

describe('a search ranks what its walk finds by title and category alone', () => {
  it('puts a title holding the search as written before newer titles that only look like it', async () => {
    // The parser keeps an address whole: the title holds the quoted search, though none of its
    // words alone; the newer title is only similar to them. The texts hold the address too, and
    // the idea is still listed once.
    const reply = await call<{ ideas: { title: string }[]; pagination: { totalCount: number } }>(
      listRoute,
      `/api/ideas?${new URLSearchParams({ search: '"hello@quokka.io"' })}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.ideas.map((idea) => idea.title)).toEqual([
      'Write to hello@quokka.io',
      'Helloo quokkaa tours',
    ]);
    expect(reply.body.pagination.totalCount).toBe(2);
  });
});
