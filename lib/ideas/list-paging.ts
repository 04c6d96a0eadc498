import 'server-only';
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas, users } from '@/models';
import type { CursorPosition, SortKey } from './cursor';
import type { IdeaRecord } from './dto';
import { creatorColumns, ideaColumns, viewerRequest } from './record-columns';
import type { SearchParts } from './search';
import type { Pagination } from './types';

interface SortColumns {
  createdAt: SQL | Column;
  id: SQL | Column;
  desiredPrice: SQL | Column;
  rank?: SQL;
}

/** By relevance when searching (unless another sort is asked for); without a search, relevance is newest. */
export function sortKey(query: IdeaListQuery, search: SearchParts | undefined): SortKey {
  const key = query.sort ?? 'relevance';
  return key === 'relevance' && !search ? 'newest' : key;
}

// NULLS placement matches the btree indexes (created_at DESC NULLS LAST, desired_price ASC) so
// that a page is read in index order instead of sorting the table; the columns are NOT NULL.
function orderBy(key: SortKey, c: SortColumns): SQL[] {
  switch (key) {
    case 'oldest':
      return [sql`${c.createdAt} asc nulls first`, sql`${c.id} asc nulls first`];
    case 'price_asc':
      return [sql`${c.desiredPrice} asc`, sql`${c.id} asc`];
    case 'price_desc':
      return [sql`${c.desiredPrice} desc`, sql`${c.id} desc`];
    case 'relevance':
      return [sql`${c.rank} desc`, sql`${c.createdAt} desc nulls last`, sql`${c.id} desc nulls last`];
    default:
      return [sql`${c.createdAt} desc nulls last`, sql`${c.id} desc nulls last`];
  }
}

/**
 * SQL: the idea comes after `after` in the order of `key` (keyset paging). Row comparisons match
 * the btree indexes (created_at, id) and (desired_price, id), so the page starts inside the index.
 */
function afterCursor(key: SortKey, after: [string | number, string]): SQL {
  const [value, id] = after;
  switch (key) {
    case 'oldest':
      return sql`(${ideas.createdAt}, ${ideas.id}) > (${String(value)}::timestamptz, ${id})`;
    case 'price_asc':
      return sql`(${ideas.desiredPrice}, ${ideas.id}) > (${String(value)}::numeric, ${id})`;
    case 'price_desc':
      return sql`(${ideas.desiredPrice}, ${ideas.id}) < (${String(value)}::numeric, ${id})`;
    default:
      return sql`(${ideas.createdAt}, ${ideas.id}) < (${String(value)}::timestamptz, ${id})`;
  }
}

/** The sort key of a row as a cursor names it: created_at as PostgreSQL prints it (to the microsecond), or the price. */
export const cursorKey = (key: SortKey, row: { createdAtText: string; desiredPrice: number; id: string }) =>
  [key === 'price_asc' || key === 'price_desc' ? row.desiredPrice : row.createdAtText, row.id] as [
    string | number,
    string,
  ];

/** Pagination as the spec names it; with no results totalPages is 0 (and currentPage stays as asked). */
export function paginate(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { currentPage: page, totalPages, totalCount, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

/**
 * One page of ideas: the ideas of the page are chosen (and counted, when searching) in a subquery,
 * then joined with their creators, so only the rows of the page touch the users table.
 */
export function pageQuery(
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  limit: number,
  offset: number,
  viewerId: string | undefined,
) {
  const db = getDb();
  if (!search) return listPageQuery(where, key, limit, offset, viewerId);
  const page = db
    .select({
      ...ideaColumns,
      viewerRequest: viewerRequest(viewerId).as('viewer_request'),
      createdAtText: sql<string>`${ideas.createdAt}::text`.as('created_at_text'),
      rank: (search ? search.rank : sql`0`).mapWith(Number).as('rank'),
      total: (search ? sql`count(*) over ()` : sql`0`).mapWith(Number).as('total'),
    })
    .from(ideas)
    .where(where)
    .orderBy(...orderBy(key, { ...ideas, rank: search?.rank }))
    .limit(limit)
    .offset(offset)
    .as('page');
  const { rank, total, ...pageColumns } = page._.selectedFields;
  return db
    .select({ ...pageColumns, ...creatorColumns, total })
    .from(page)
    .innerJoin(users, eq(users.id, page.creatorId))
    .orderBy(
      ...orderBy(key, {
        createdAt: page.createdAt,
        id: page.id,
        desiredPrice: page.desiredPrice,
        rank: sql`${rank}`,
      }),
    );
}

/**
 * One page of a list without a search: its ideas are chosen by id alone, inside a listing index
 * that holds every filtered column (an index-only scan, however deep the page), then only the
 * page's rows are read with their creators.
 */
function listPageQuery(
  where: SQL | undefined,
  key: SortKey,
  limit: number,
  offset: number,
  viewerId: string | undefined,
) {
  const db = getDb();
  const chosen = db
    .select({ id: sql<string>`${ideas.id}`.as('chosen_id') })
    .from(ideas)
    .where(where)
    .orderBy(...orderBy(key, ideas))
    .limit(limit)
    .offset(offset)
    .as('chosen');
  return db
    .select({
      ...ideaColumns,
      viewerRequest: viewerRequest(viewerId),
      createdAtText: sql<string>`${ideas.createdAt}::text`,
      ...creatorColumns,
      total: sql`0`.mapWith(Number),
    })
    .from(chosen)
    .innerJoin(ideas, eq(ideas.id, chosen.id))
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .orderBy(...orderBy(key, ideas));
}

export type PageRecord = IdeaRecord & { total: number; createdAtText: string };

export function selectPage(
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  limit: number,
  offset: number,
  viewerId: string | undefined,
): Promise<PageRecord[]> {
  return pageQuery(where, key, search, limit, offset, viewerId);
}

/**
 * Where a cursor's page starts: after the cursor's key, or, for a ranked search, at its position.
 */
export function cursorScope(where: SQL | undefined, key: SortKey, position: CursorPosition, limit: number) {
  const byPosition = key === 'relevance';
  return {
    byPosition,
    scoped: !byPosition && position.after ? and(where, afterCursor(key, position.after)) : where,
    offset: byPosition ? (position.page - 1) * limit : 0,
  };
}
