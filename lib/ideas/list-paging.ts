import 'server-only';
import { and, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { getDb, plannedOnce, plannedPerCall, preparedStatements, type Database } from '@/lib/db';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas } from '@/models';
import type { CursorPosition, SortKey } from './cursor';
import { ideaJson, ideaJsonFor, type JsonViewer, type PhotoBase } from './idea-json';
import { conditionsFor, presenceOf, type ListPresence, type ListValues } from './list-filters';
import { ideaColumns } from './record-columns';
import {
  asSearchPlaceholder,
  namedSearchValues,
  searchParts,
  searchShape,
  shapeValues,
  type SearchParts,
  type SearchValues,
  unranked,
} from './search';
import type { Pagination } from './types';

interface SortColumns {
  createdAt: SQL | Column;
  id: SQL | Column;
  desiredPrice: SQL | Column;
  rank?: SQL;
}

/** By relevance when searching (unless another sort is asked for); without a search, relevance is newest. */
export function sortKey(query: IdeaListQuery): SortKey {
  const key = query.sort ?? 'relevance';
  return key === 'relevance' && !query.search ? 'newest' : key;
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

/** A cursor's sort key and id, or the placeholders of a statement built once (`selectListPage`). */
type CursorValues = [string | number | Placeholder, string | Placeholder];

/**
 * SQL: the idea comes after `after` in the order of `key` (keyset paging). Row comparisons match
 * the btree indexes (created_at, id) and (desired_price, id), so the page starts inside the index.
 */
function afterCursor(key: SortKey, after: CursorValues, c: SortColumns = ideas): SQL {
  const [value, id] = after;
  switch (key) {
    case 'oldest':
      return sql`(${c.createdAt}, ${c.id}) > (${value}::timestamptz, ${id})`;
    case 'price_asc':
      return sql`(${c.desiredPrice}, ${c.id}) > (${value}::numeric, ${id})`;
    case 'price_desc':
      return sql`(${c.desiredPrice}, ${c.id}) < (${value}::numeric, ${id})`;
    default:
      return sql`(${c.createdAt}, ${c.id}) < (${value}::timestamptz, ${id})`;
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
 * A search ranks at most the SEARCH_CANDIDATES newest ideas matching in their title or category
 * and as many matching in their texts only. Ranking visits every candidate, and a common word is
 * in a good part of all texts: without the cap a search costs more the bigger the marketplace.
 * Levels tie often (one word: every title holding it), and ties go to the newest, so the pages a
 * buyer reads are exactly those of an uncapped search; deep pages of very common words end at
 * the cap. Each side is read newest first inside the filters: the listing index by created_at,
 * whose order `desc nulls last` names, or a GIN index and a top-N sort when matches are few (and
 * always where PostgreSQL cannot know how few: see newestFirstSorted).
 */
export const SEARCH_CANDIDATES = 2000;

const page = {
  id: sql`${sql.identifier('page')}.${sql.identifier('id')}`,
  createdAt: sql`${sql.identifier('page')}.${sql.identifier('created_at')}`,
  desiredPrice: sql`${sql.identifier('page')}.${sql.identifier('desired_price')}`,
  rank: sql`${sql.identifier('page')}.${sql.identifier('rank')}`,
};
const candidate = {
  id: sql`${sql.identifier('id')}`,
  createdAt: sql`${sql.identifier('created_at')}`,
  desiredPrice: sql`${sql.identifier('desired_price')}`,
  rank: sql`${sql.identifier('rank')}`,
};

/** Who reads a page, and where its addresses point (idea-json.ts). */
export interface PageReader {
  viewer: JsonViewer | null;
  base: PhotoBase;
}

/** A page's row: the idea as JSON text, and what its cursor and the search's total need. */
const pageColumns = (json: SQL<string>) => ({
  id: ideas.id,
  desiredPrice: ideas.desiredPrice,
  createdAtText: sql<string>`${ideas.createdAt}::text`,
  json,
});

const newestFirst = sql`order by created_at desc nulls last, id desc nulls last limit ${sql.raw(String(SEARCH_CANDIDATES))}`;
/**
 * `newestFirst` in an order no index holds: the matches are found in their GIN index and sorted,
 * a cost that grows with how many they are. A walk of the listing index costs what it reads until
 * SEARCH_CANDIDATES of them are found: every row when there are fewer. PostgreSQL picks the walk
 * from its guess of their number, and has none worth the name for a word nobody uses (a fraction
 * of a percent: at 1M ideas the walk for the titles and categories of `serrvice` read all of
 * them, 1 s) nor for a word's similar ones.
 */
const newestFirstSorted = sql`order by created_at + interval '0 s' desc nulls last, id desc nulls last limit ${sql.raw(String(SEARCH_CANDIDATES))}`;

/**
 * The candidates of a search, as common table expressions ending in `candidates` (id,
 * created_at, desired_price, rank). Each way of matching reads the newest ideas it matches inside
 * the scope, with its own index, each idea ranked in the scan that finds it: an idea found by its
 * texts is not tested against them again, one found approximately not looked up in the trigram
 * index again. Approximate matching (typos, prefixes) is for searches whose words the titles and
 * categories hold too rarely: when they hold them as written in SEARCH_CANDIDATES ideas or more,
 * no idea matches approximately (a word of a common category would otherwise cost a comparison
 * with every title and category). Unless `ranked`, every candidate's rank is 0.
 */
function searchCandidates(scope: SQL | undefined, search: SearchParts, ranked: boolean): SQL {
  // Sorted by date or price, the candidates are the same and their rank is never read.
  const side = (match: SQL, rank: SQL, order = newestFirst) =>
    sql`select ${ideas.id}, ${ideas.createdAt}, ${ideas.desiredPrice}, ${ranked ? rank : unranked} as rank from ${ideas} where ${and(scope, match, search.notExcluded)} ${order}`;
  // A word that matches nothing as written is in few titles, categories and texts, if any.
  const fewOrder = search.hasUnmatchedWord ? newestFirstSorted : newestFirst;
  const publicOrder = search.fewPublicMatches ? newestFirstSorted : fewOrder;
  const exact = sql`exact as materialized (${side(search.exactPublicMatch, search.rankOf({ publicMatched: true }), publicOrder)})`;
  const approximateMatch = search.approximateMatch;
  if (!approximateMatch) {
    const text = side(search.textMatch, search.rankOf({ textMatched: true }), fewOrder);
    return sql`${exact}, candidates as materialized ((select * from exact) union (${text}))`;
  }
  const exactFew = sql`(select count(*) from exact) < ${sql.raw(String(SEARCH_CANDIDATES))}`;
  // The exact matches are candidates already, with the same rank: the approximate side looks only
  // at the others, and compares its words with their titles alone.
  const notExact = sql`${ideas.id} not in (select id from exact)`;
  // Sorted too: PostgreSQL cannot estimate how many ideas a word is similar to, and a walk of the
  // listing index for a word similar to 1 % of them reads 100,000 rows at 1M ideas (640 ms for
  // `carrt`), where the trigram index's matches, sorted, cost what they number (230 ms).
  const approximate = side(
    and(exactFew, notExact, approximateMatch)!,
    search.rankOf({ textMatched: false, approximate: true }),
    newestFirstSorted,
  );
  // Every approximate match in the scope is in `approximate` unless it holds SEARCH_CANDIDATES.
  const isApproximate = sql`(${sql.identifier('ideas')}.${sql.identifier('id')} in (select id from approximate) or ((select count(*) from approximate) >= ${sql.raw(String(SEARCH_CANDIDATES))} and ${sql.identifier('ideas')}.${sql.identifier('id')} in (select ${ideas.id} from ${ideas} where ${approximateMatch})))`;
  const text = side(
    search.textMatch,
    search.rankOf({ textMatched: true, approximate: isApproximate }),
    fewOrder,
  );
  return sql`${exact}, approximate as materialized (${approximate}),
    public_matches as (select * from (select * from exact union select * from approximate) found ${newestFirst}),
    candidates as materialized ((select * from public_matches) union (${text}))`;
}

/**
 * One page of a search, in one statement: its candidates (searchCandidates) are counted and
 * sorted; only the page's ideas are read again, with their creators. The total comes on a row of
 * its own when the page is past the last one (its columns null), so it is never counted twice.
 */
function searchPageQuery(
  db: Database,
  scope: SQL | undefined,
  key: SortKey,
  search: SearchParts,
  limit: number | Placeholder,
  offset: number | Placeholder,
  json: SQL<string>,
  after: CursorValues | undefined,
) {
  const kept = after ? sql`where ${afterCursor(key, after, candidate)}` : sql``;
  // Planned for its words at every call: how common they are decides the plan.
  const chosen = sql`(${plannedPerCall} with ${searchCandidates(scope, search, key === 'relevance')}
    select total.n as total, chosen.id, chosen.created_at, chosen.desired_price, chosen.rank
    from (select count(*) as n from candidates ${kept}) total
    left join (select * from candidates ${kept} order by ${sql.join(orderBy(key, candidate), sql`, `)} limit ${limit} offset ${offset}) chosen on true) as page`;
  return db
    .select({
      ...pageColumns(json),
      total: sql<number>`${sql.identifier('page')}.${sql.identifier('total')}`.mapWith(Number),
    })
    .from(chosen)
    .leftJoin(ideas, eq(ideas.id, page.id))
    .orderBy(...orderBy(key, page));
}

/**
 * One page of ideas, its values written in (EXPLAIN, tests): without a search, see
 * listPageQuery; with one, searchPageQuery.
 */
export function pageQuery(
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  limit: number,
  offset: number,
  reader: PageReader,
  after?: [string | number, string],
) {
  const json = ideaJson(reader.viewer, reader.base);
  if (search) return searchPageQuery(getDb(), where, key, search, limit, offset, json, after);
  return listPageQuery(
    getDb(),
    after ? and(where, afterCursor(key, after)) : where,
    key,
    limit,
    offset,
    json,
  );
}

/**
 * One page of a list without a search: its ideas are chosen by id alone, inside a listing index
 * that holds every filtered column (an index-only scan, however deep the page), then only the
 * page's rows are read with their creators, each by its key: the row is a lateral subquery that
 * PostgreSQL may not flatten (it has a LIMIT), so no plan can join the page by scanning the
 * table, not even one made without the LIMIT's value (`planned once`). `planned`: a mark of
 * lib/db/planning.ts, written anywhere in the text (here beside the total's constant).
 */
function listPageQuery(
  db: Database,
  where: SQL | undefined,
  key: SortKey,
  limit: number | Placeholder,
  offset: number | Placeholder,
  json: SQL<string>,
  planned: SQL = sql``,
) {
  const chosen = db
    .select({ id: sql<string>`${ideas.id}`.as('chosen_id') })
    .from(ideas)
    .where(where)
    .orderBy(...orderBy(key, ideas))
    .limit(limit)
    .offset(offset)
    .as('chosen');
  const row = db.select(ideaColumns).from(ideas).where(eq(ideas.id, chosen.id)).limit(1).as('ideas');
  return db
    .select({ ...pageColumns(json), total: sql`0 ${planned}`.mapWith(Number) })
    .from(chosen)
    .crossJoinLateral(row)
    .orderBy(...orderBy(key, ideas));
}

/** What a list's statement depends on besides its values: one statement is built for each. */
interface ListShape extends ListPresence {
  key: SortKey;
  after: boolean;
  signedIn: boolean;
  absolutes: boolean;
}

/** A page's span: from `offset`, or after a cursor's sort key and id. */
interface PageSpan {
  limit: number;
  offset: number;
  after?: [string | number, string];
}

/** The shape of a page's statement besides what it searches: its filters, order, cursor and reader. */
const shapeOf = (values: ListValues, key: SortKey, span: PageSpan, reader: PageReader): ListShape => ({
  ...presenceOf(values),
  key,
  after: span.after !== undefined,
  signedIn: reader.viewer !== null,
  absolutes: reader.base !== '',
});

/** The values of a page's statement built once per shape (`shapeOf`). */
const spanValues = (values: ListValues, span: PageSpan, reader: PageReader) => ({
  ...values,
  viewerId: reader.viewer?.id ?? values.viewerId,
  base: reader.base,
  limit: span.limit,
  offset: span.offset,
  afterValue: span.after?.[0],
  afterId: span.after?.[1],
});

/** The cursor's placeholders of a statement built once per shape. */
const afterPlaceholders: CursorValues = [sql.placeholder('afterValue'), sql.placeholder('afterId')];

/**
 * A list whose only conditions are who may see the ideas (and a cursor), or one category by
 * date: every plan of its page walks the listing index of its order (the category's own, which
 * leads with it), whatever the values, so it is planned once (lib/db/planning.ts). Other filters'
 * plans depend on their values (a price range's width; a rare NDA setting or type, or a rare
 * category by price, is read from another index and sorted), and those lists are planned for
 * their values at every call.
 */
const plansAlike = (shape: ListShape) =>
  !shape.mine &&
  shape.present.every(
    (name) =>
      name === 'viewerId' || (name === 'category' && (shape.key === 'newest' || shape.key === 'oldest')),
  );

/** The statements of lists, one per shape (a `ListShape` as JSON text). */
const listStatements = preparedStatements((db, text: string) => {
  const shape = JSON.parse(text) as ListShape;
  const conditions = conditionsFor(shape);
  const json = ideaJsonFor(shape, sql.placeholder('viewerId'), sql.placeholder('base'));
  const where = shape.after ? and(conditions, afterCursor(shape.key, afterPlaceholders)) : conditions;
  return listPageQuery(
    db,
    where,
    shape.key,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    json,
    plansAlike(shape) ? plannedOnce : undefined,
  ).prepare(`list_page_${text}`);
});

/**
 * One page of a list without a search, from `offset` or after a cursor's key. Its statement is
 * built once for every list of the same shape (the filters present, the order, a cursor or not,
 * the kind of reader) and given the values at each call: building and rendering the query anew
 * took the server more time than PostgreSQL took to run it.
 */
export async function selectListPage(
  values: ListValues,
  key: SortKey,
  span: PageSpan,
  reader: PageReader,
): Promise<PageRecord[]> {
  const statement = listStatements(JSON.stringify(shapeOf(values, key, span, reader)));
  return (await statement.execute(spanValues(values, span, reader))) as PageRecord[];
}

/** A row of a page: the idea as JSON text, with its sort keys. */
export interface PageRecord {
  id: string;
  desiredPrice: number;
  createdAtText: string;
  json: string;
  total: number;
}

/** What a search's statement depends on besides its values: one statement is built for each. */
interface SearchStatementShape extends ListShape {
  search: string;
}

/** The statements of searches, one per shape (a `SearchStatementShape` as JSON text). */
const searchStatements = preparedStatements((db, text: string) => {
  const shape = JSON.parse(text) as SearchStatementShape;
  const search = searchParts(shapeValues(shape.search), asSearchPlaceholder);
  const json = ideaJsonFor(shape, sql.placeholder('viewerId'), sql.placeholder('base'));
  return searchPageQuery(
    db,
    conditionsFor(shape),
    shape.key,
    search,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    json,
    shape.after ? afterPlaceholders : undefined,
  ).prepare(`search_page_${text}`);
});

/**
 * One page of a search and its total, from `offset` or after a cursor's key; past its last page
 * no records, and its total still. Its statement is built once for every search of the same
 * shape (the words' structure, the filters present, the order, a cursor or not, the kind of
 * reader) and given the values at each call: building and rendering it anew cost the server 1.4
 * ms of CPU per search, a quarter of its own work on a search.
 */
export async function selectSearchPage(
  values: ListValues,
  search: SearchValues,
  key: SortKey,
  span: PageSpan,
  reader: PageReader,
): Promise<{ records: PageRecord[]; total: number }> {
  const shape: SearchStatementShape = { ...shapeOf(values, key, span, reader), search: searchShape(search) };
  const rows = (await searchStatements(JSON.stringify(shape)).execute({
    ...spanValues(values, span, reader),
    ...namedSearchValues(search),
  })) as PageRecord[];
  return { records: rows.filter((row) => row.id !== null), total: rows[0]?.total ?? 0 };
}

/**
 * The page's records and the total of a search (0 for a list: its total comes from counts.ts),
 * from a statement built anew with its values written in: what the statements kept per shape
 * must answer alike (tests), and what EXPLAIN reads.
 */
export async function selectPage(
  where: SQL | undefined,
  key: SortKey,
  search: SearchParts | undefined,
  limit: number,
  offset: number,
  reader: PageReader,
  after?: [string | number, string],
): Promise<{ records: PageRecord[]; total: number }> {
  const rows = (await pageQuery(where, key, search, limit, offset, reader, after)) as PageRecord[];
  const total = rows[0]?.total ?? 0;
  return { records: search ? rows.filter((row) => row.id !== null) : rows, total };
}

/**
 * Where a cursor's page starts: after the cursor's key, or, for a ranked search, at its position.
 */
export function cursorScope(key: SortKey, position: CursorPosition, limit: number) {
  const byPosition = key === 'relevance';
  return {
    byPosition,
    after: byPosition ? undefined : position.after,
    offset: byPosition ? (position.page - 1) * limit : 0,
  };
}
