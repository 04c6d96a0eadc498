import 'server-only';
import { and, count, eq, gte, lte, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { getDatabase, getDb, preparedStatement, resultRows } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { NotFoundError, UnauthorizedError } from '@/lib/core/errors';
import type { AccessRequestStatus } from '@/lib/core/access-enums';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { isUserId, normalizeUserId } from '@/lib/validation/user-id';
import { accessRequests, ideas, users, type Viewer } from '@/models';
import { onChange } from '@/lib/events';
import { readCursor, writeCursor, type CursorPosition, type SortKey } from './cursor';
import { toIdeaDTO, type IdeaRecord } from './dto';
import { IDEA_MESSAGES } from './messages';
import { searchParts, type SearchParts } from './search';
import type { IdeaDTO, IdeaPage, Pagination } from './types';
import { canOpenIdea, listedFor, listedIdea } from './visibility';

export { gatedVisibleTo } from './search';

/** The idea's own columns (never the search vectors). */
export const ideaColumns = {
  id: ideas.id,
  title: ideas.title,
  category: ideas.category,
  type: ideas.type,
  problemDescription: ideas.problemDescription,
  solutionDescription: ideas.solutionDescription,
  protectionStatus: ideas.protectionStatus,
  requireNDA: ideas.requireNDA,
  desiredPrice: ideas.desiredPrice,
  contactPreference: ideas.contactPreference,
  additionalNotes: ideas.additionalNotes,
  photos: ideas.photos,
  creatorId: ideas.creatorId,
  reviewStatus: ideas.reviewStatus,
  reviewReason: ideas.reviewReason,
  reviewedAt: ideas.reviewedAt,
  hiddenAt: ideas.hiddenAt,
  hiddenReason: ideas.hiddenReason,
  creatorSuspended: ideas.creatorSuspended,
  createdAt: ideas.createdAt,
  updatedAt: ideas.updatedAt,
};

/** The creator's current profile: one JOIN, never a query per idea. */
const creatorColumns = {
  creatorDisplayName: users.displayName,
  creatorPhotoURL: users.photoURL,
  creatorEmail: users.email,
  creatorPhone: users.phone,
  creatorEmailVerifiedAt: users.emailVerifiedAt,
};

export const ideaRecordColumns = { ...ideaColumns, ...creatorColumns };

/**
 * `ideas.id` always table-qualified: Drizzle leaves columns unqualified in single-table queries,
 * where inside a subquery on access_requests a bare "id" would name the request's id.
 */
const outerIdeaId = sql`${sql.identifier('ideas')}.${sql.identifier('id')}`;

/**
 * The status of `viewerId`'s latest access request to the idea of the row (null: none, or no
 * viewer). There is at most one open request per idea and requester, so the latest is the open one
 * when there is one.
 */
const viewerRequest = (viewerId: string | Placeholder | undefined) =>
  (viewerId
    ? sql`(select ${accessRequests.status} from ${accessRequests} where ${accessRequests.ideaId} = ${outerIdeaId} and ${accessRequests.requesterId} = ${viewerId} order by ${accessRequests.createdAt} desc, ${accessRequests.id} desc limit 1)`
    : sql`null::text`
  ).mapWith((value: AccessRequestStatus | null) => value);

const selectRecords = (viewerId: string | Placeholder | undefined) =>
  getDb()
    .select({ ...ideaRecordColumns, viewerRequest: viewerRequest(viewerId) })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId));

/**
 * A search ranks at most the SEARCH_CANDIDATES newest ideas matching in their title or category
 * and as many matching in their texts only. Ranking visits every candidate, and a common word is
 * in a good part of all texts: without the cap a search costs more the bigger the marketplace.
 * Levels tie often (one word: every title holding it), and ties go to the newest, so the pages a
 * buyer reads are exactly those of an uncapped search; deep pages of very common words end at
 * the cap. Each side is read newest first inside the filters (the created_at index, or a GIN
 * index and a top-N sort when matches are few).
 */
export const SEARCH_CANDIDATES = 2000;

function searchCandidates(search: SearchParts, scope: SQL): SQL {
  const newest = (match: SQL) =>
    sql`(select ${ideas.id} from ${ideas} where ${and(scope, match, search.notExcluded)} order by ${ideas.createdAt} desc limit ${SEARCH_CANDIDATES})`;
  // One IN over a union, which PostgreSQL joins by primary key (an OR of two INs reads the table).
  return sql`${outerIdeaId} in (${newest(search.publicMatch)} union ${newest(search.textMatch)})`;
}

function filters(
  query: IdeaListQuery,
  viewer: Viewer | null,
): { where: SQL | undefined; search?: SearchParts } {
  const conditions: SQL[] = [listedFor(viewer)];
  if (query.mine) {
    if (!viewer) throw new UnauthorizedError(IDEA_MESSAGES.signInForMine);
    conditions.push(eq(ideas.creatorId, viewer.id));
  }
  if (query.creator) conditions.push(eq(ideas.creatorId, query.creator));
  if (query.category) conditions.push(eq(ideas.category, query.category));
  if (query.type) conditions.push(eq(ideas.type, query.type));
  if (query.priceMin !== undefined) conditions.push(gte(ideas.desiredPrice, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(ideas.desiredPrice, query.priceMax));
  if (query.requireNDA) conditions.push(eq(ideas.requireNDA, query.requireNDA === 'Yes'));
  let search: SearchParts | undefined;
  if (query.search) {
    search = searchParts(query.search, viewer);
    conditions.push(searchCandidates(search, and(...conditions)!));
  }
  return { where: conditions.length ? and(...conditions) : undefined, search };
}

interface SortColumns {
  createdAt: SQL | Column;
  id: SQL | Column;
  desiredPrice: SQL | Column;
  rank?: SQL;
}

/** By relevance when searching (unless another sort is asked for); without a search, relevance is newest. */
function sortKey(query: IdeaListQuery, search: SearchParts | undefined): SortKey {
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
const cursorKey = (key: SortKey, row: { createdAtText: string; desiredPrice: number; id: string }) =>
  [key === 'price_asc' || key === 'price_desc' ? row.desiredPrice : row.createdAtText, row.id] as [
    string | number,
    string,
  ];

/** Pagination as the spec names it; with no results totalPages is 0 (and currentPage stays as asked). */
export function paginate(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { currentPage: page, totalPages, totalCount, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

async function countIdeas(where: SQL | undefined): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(ideas).where(where);
  return Number(row?.n ?? 0);
}

/**
 * Counting a result means visiting every matching row, which dominates a list request on a big
 * table. Totals are kept for COUNT_CACHE_TTL_MS (one computation shared by concurrent requests) and
 * forgotten at every write through this process. The embedded database has a single process, so
 * its totals stay exact. On PostgreSQL several instances may write, so only totals of at least
 * COUNT_CACHE_MIN are kept (they may lag other instances' writes by up to the TTL); smaller ones
 * are cheap and always exact.
 */
const COUNT_CACHE_MIN = 1000;
const countCacheMinimum = () => (getDatabase().driver === 'pglite' ? 0 : COUNT_CACHE_MIN);
const COUNT_CACHE_TTL_MS = 30_000;
const COUNT_CACHE_MAX_KEYS = 1000;
const globalForCounts = globalThis as unknown as {
  ideaCounts?: Map<string, { value: Promise<number>; expires: number }>;
};
const countCache = () => (globalForCounts.ideaCounts ??= new Map());

// Any write to ideas, by any domain, makes the kept totals stale.
onChange('idea-counts', () => countCache().clear());

/**
 * What a count depends on: the filters and who asks (their own unlisted ideas count for them);
 * not the paging or the order. Cheaper than compiling the statement to tell counts apart.
 */
const countKey = (query: IdeaListQuery, viewer: Viewer | null) =>
  JSON.stringify({
    ...query,
    page: undefined,
    limit: undefined,
    sort: undefined,
    cursor: undefined,
    viewer: viewer?.id,
  });

function cachedCount(where: SQL | undefined, key: string): Promise<number> {
  const cache = countCache();
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = countIdeas(where);
  if (cache.size >= COUNT_CACHE_MAX_KEYS) cache.delete(cache.keys().next().value!);
  const entry = { value, expires: Date.now() + COUNT_CACHE_TTL_MS };
  cache.set(key, entry);
  value.then(
    (n) => {
      if (n < countCacheMinimum() && cache.get(key) === entry) cache.delete(key);
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return value;
}

/**
 * One page of ideas: the ideas of the page are chosen (and counted, when searching) in a subquery,
 * then joined with their creators, so only the rows of the page touch the users table.
 */
function pageQuery(
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  limit: number,
  offset: number,
  viewerId: string | undefined,
) {
  const db = getDb();
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

type PageRecord = IdeaRecord & { total: number; createdAtText: string };

function selectPage(
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  limit: number,
  offset: number,
  viewerId: string | undefined,
): Promise<PageRecord[]> {
  return pageQuery(where, key, search, limit, offset, viewerId);
}

/** One page of ideas for `viewer` (null: anonymous), filtered, searched and sorted; NDA-redacted. */
export async function listIdeas(query: IdeaListQuery, viewer: Viewer | null): Promise<IdeaPage> {
  const { where, search } = filters(query, viewer);
  const key = sortKey(query, search);
  if (query.cursor) return listAfterCursor(query, viewer, where, key, search, readCursor(query, key));
  const offset = (query.page - 1) * query.limit;
  let records: PageRecord[];
  let totalCount: number;
  if (search) {
    // A search visits every match to rank it anyway: the window count comes with it.
    records = await selectPage(where, key, search, query.limit, offset, viewer?.id);
    totalCount = records[0]?.total ?? (offset > 0 ? await countIdeas(where) : 0);
  } else {
    totalCount = await cachedCount(where, countKey(query, viewer));
    records =
      offset < totalCount ? await selectPage(where, key, undefined, query.limit, offset, viewer?.id) : [];
  }
  return {
    ideas: records.map((record) => toIdeaDTO(record, viewer)),
    pagination: paginate(query.page, query.limit, totalCount),
  };
}

/**
 * Where a cursor's page starts: after the cursor's key, or, for a ranked search, at its position.
 */
function cursorScope(where: SQL | undefined, key: SortKey, position: CursorPosition, limit: number) {
  const byPosition = key === 'relevance';
  return {
    byPosition,
    scoped: !byPosition && position.after ? and(where, afterCursor(key, position.after)) : where,
    offset: byPosition ? (position.page - 1) * limit : 0,
  };
}

/**
 * A page of the keyset paging: the ideas after the cursor's key (one more is read to know whether
 * a next page exists). Ranked searches continue by position.
 */
async function listAfterCursor(
  query: IdeaListQuery,
  viewer: Viewer | null,
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  position: CursorPosition,
): Promise<IdeaPage> {
  const { scoped, offset, byPosition } = cursorScope(where, key, position, query.limit);
  const [rows, counted] = await Promise.all([
    selectPage(scoped, key, search, query.limit + 1, offset, viewer?.id),
    search ? null : cachedCount(where, countKey(query, viewer)),
  ]);
  const records = rows.slice(0, query.limit);
  const last = records.at(-1);
  const more = rows.length > query.limit;
  const totalCount = counted ?? records[0]?.total ?? 0;
  return {
    ideas: records.map((record) => toIdeaDTO(record, viewer)),
    pagination: { ...paginate(position.page, query.limit, totalCount), hasNextPage: more },
    nextCursor:
      more && last
        ? writeCursor(query, key, position.page, byPosition ? undefined : cursorKey(key, last))
        : null,
  };
}

/**
 * The idea row with its creator, or null (also for a malformed id); with `viewerId`, the status of
 * that viewer's latest access request to it.
 */
export async function findIdeaRecord(id: string, viewerId?: string): Promise<IdeaRecord | null> {
  if (!isId(id)) return null;
  const [row] = await (viewerId
    ? ideaRecordForViewer().execute({ id: id.toLowerCase(), viewerId })
    : ideaRecordForAnyone().execute({ id: id.toLowerCase() }));
  return row ?? null;
}

/** One idea with its creator: read by every idea page, detail call and write. */
const ideaRecordForAnyone = preparedStatement(() =>
  selectRecords(undefined)
    .where(eq(ideas.id, sql.placeholder('id')))
    .limit(1)
    .prepare('idea_record'),
);

const ideaRecordForViewer = preparedStatement(() =>
  selectRecords(sql.placeholder('viewerId'))
    .where(eq(ideas.id, sql.placeholder('id')))
    .limit(1)
    .prepare('idea_record_for_viewer'),
);

/** One idea as `viewer` may see it; 404 'Idea not found'. */
export async function getIdea(id: string, viewer: Viewer | null): Promise<IdeaDTO> {
  const record = await findIdeaRecord(id, viewer?.id);
  if (!record || !canOpenIdea(record, viewer)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  return toIdeaDTO(record, viewer);
}

/** How many listed ideas the member has (what their profile says). */
export async function countIdeasByCreator(userId: string): Promise<number> {
  if (!isUserId(userId)) return 0;
  return countIdeas(and(eq(ideas.creatorId, normalizeUserId(userId)), listedIdea));
}

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
  const { where, search } = filters(query, viewer);
  const key = sortKey(query, search);
  const db = getDb();
  const countQuery = db.select({ n: count() }).from(ideas).where(where).toSQL();
  const { scoped, offset } = query.cursor
    ? cursorScope(where, key, readCursor(query, key), query.limit)
    : { scoped: where, offset: (query.page - 1) * query.limit };
  const page = pageQuery(scoped, key, search, query.limit, offset, viewer?.id).toSQL();
  return { count: await explainStatement(countQuery), page: await explainStatement(page) };
}

/**
 * The cursor that opens page `page` of a list (no search), found once by OFFSET: for benchmarks
 * that compare a deep page read by cursor with the same page read by `page`.
 */
export async function cursorForPage(
  query: IdeaListQuery,
  viewer: Viewer | null,
  page: number,
): Promise<string | null> {
  const { where, search } = filters(query, viewer);
  const key = sortKey(query, search);
  const [before] = await selectPage(where, key, search, 1, (page - 1) * query.limit - 1, viewer?.id);
  return before ? writeCursor(query, key, page - 1, cursorKey(key, before)) : null;
}
