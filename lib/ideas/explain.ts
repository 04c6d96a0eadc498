import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { getDb, resultRows } from '@/lib/db';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas, type Viewer } from '@/models';
import { readCursor } from './cursor';
import { filters } from './list-filters';
import { cursorScope, pageQuery, sortKey } from './list-paging';
import { selectRecords } from './record-columns';
import { searchHints } from './search-corrections';

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, its parameters inlined (benchmark diagnostics). */
async function explainStatement(q: { sql: string; params: unknown[] }): Promise<string[]> {
  const inlined = q.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = q.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  const rows = resultRows<Record<string, string>>(
    await getDb().execute(sql.raw(`explain (analyze, buffers) ${inlined}`)),
  );
  return rows.map((row) => Object.values(row)[0] ?? '');
}

/** EXPLAIN ANALYZE of the query behind `getIdea` for an anonymous viewer (benchmark diagnostics). */
export async function explainGetIdea(id: string): Promise<string[]> {
  return explainStatement(selectRecords(undefined).where(eq(ideas.id, id.toLowerCase())).limit(1).toSQL());
}

/** EXPLAIN ANALYZE of the count and page queries behind `listIdeas` (benchmark diagnostics). */
export async function explainListIdeas(
  query: IdeaListQuery,
  viewer: Viewer | null,
): Promise<{ count: string[]; page: string[] }> {
  const hints = query.search ? await searchHints(query.search) : undefined;
  const { where, search } = filters(query, viewer, hints);
  const key = sortKey(query);
  const db = getDb();
  const countQuery = db.select({ n: count() }).from(ideas).where(where).toSQL();
  const { after, offset } = query.cursor
    ? cursorScope(key, readCursor(query, key), query.limit)
    : { after: undefined, offset: (query.page - 1) * query.limit };
  const reader = { viewer: viewer ? { id: viewer.id } : null, base: '' };
  const page = pageQuery(where, key, search, query.limit, offset, reader, after).toSQL();
  // A search counts its candidates in the page's statement.
  return {
    count: search ? [] : await explainStatement(countQuery),
    page: await explainStatement(page),
  };
}
