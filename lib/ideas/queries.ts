import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { preparedStatement } from '@/lib/db';
import { siteUrl } from '@/lib/core/config';
import { isId } from '@/lib/core/ids';
import { NotFoundError } from '@/lib/core/errors';
import { JsonText } from '@/lib/core/json-text';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas, type Viewer } from '@/models';
import { countList, countListed } from './counts';
import { readCursor, writeCursor, type CursorPosition, type SortKey } from './cursor';
import { toIdeaDTO, type IdeaRecord } from './dto';
import type { PhotoBase } from './idea-json';
import { listValues } from './list-filters';
import {
  cursorKey,
  cursorScope,
  paginate,
  selectListPage,
  selectSearchPage,
  sortKey,
  type PageReader,
  type PageRecord,
} from './list-paging';
import { IDEA_MESSAGES } from './messages';
import { selectRecords } from './record-columns';
import { searchHints, suggestedSearch } from './search-corrections';
import { searchValues } from './search';
import type { IdeaDTO, IdeaPage, Pagination } from './types';
import { canOpenIdea, IdeaArchivedError, isWithdrawn } from './visibility';

export { gatedVisibleTo } from './search';

/**
 * A page of ideas whose ideas are JSON texts as the database wrote them (idea-json.ts).
 */
interface JsonPage {
  ideas: string[];
  pagination: Pagination;
  nextCursor?: string | null;
  suggestion?: string;
}

/** The reader of a page: the viewer, and where the ideas' addresses point. */
function readerOf(viewer: Viewer | null, base: PhotoBase): PageReader {
  return { viewer: viewer ? { id: viewer.id } : null, base };
}

/** The pages' addresses stay site-relative; the API's are absolute (`absoluteUrl`). */
const PAGES: PhotoBase = '';
const apiBase = (): PhotoBase => siteUrl();

/**
 * One page of ideas for `viewer` (null: anonymous), filtered, searched and sorted; NDA-redacted.
 * A search that finds nothing carries a `suggestion` when correcting its misspelt words finds
 * ideas with the same filters.
 */
export async function listIdeas(query: IdeaListQuery, viewer: Viewer | null): Promise<IdeaPage> {
  const page = await listJsonPage(query, viewer, readerOf(viewer, PAGES));
  return { ...page, ideas: page.ideas.map((idea) => JSON.parse(idea) as IdeaDTO) };
}

/** `listIdeas` as the API answers it (absolute addresses), as JSON text. */
export async function listIdeasReply(query: IdeaListQuery, viewer: Viewer | null): Promise<JsonText> {
  const { ideas: found, ...rest } = await listJsonPage(query, viewer, readerOf(viewer, apiBase()));
  return new JsonText(`{"ideas":[${found.join(',')}],${JSON.stringify(rest).slice(1)}`);
}

async function listJsonPage(
  query: IdeaListQuery,
  viewer: Viewer | null,
  reader: PageReader,
): Promise<JsonPage> {
  const page = await listPage(query, viewer, reader);
  if (!query.search || page.pagination.totalCount > 0) return page;
  const suggestion = await suggestedSearch(query.search);
  if (suggestion === null) return page;
  const corrected = { ...query, search: suggestion, page: 1, limit: 1, cursor: undefined };
  const found = await listPage(corrected, viewer, reader);
  return found.pagination.totalCount > 0 ? { ...page, suggestion } : page;
}

/** How a list's or a search's pages are read: its order, its pages, and a list's total. */
interface PageSource {
  key: SortKey;
  /** Some of its ideas; a search's total comes with them (past its last page, alone). */
  read: (span: { limit: number; offset: number; after?: [string | number, string] }) => Promise<{
    records: PageRecord[];
    total: number;
  }>;
  /** The total of a list without a search. */
  count?: () => Promise<number>;
}

async function pageSource(
  query: IdeaListQuery,
  viewer: Viewer | null,
  reader: PageReader,
): Promise<PageSource> {
  const values = listValues(query, viewer);
  const key = sortKey(query);
  if (query.search) {
    const search = searchValues(query.search, viewer, await searchHints(query.search));
    // A search visits every candidate to rank it anyway: their count comes with the page.
    return { key, read: (span) => selectSearchPage(values, search, key, span, reader) };
  }
  return {
    key,
    read: async (span) => ({ records: await selectListPage(values, key, span, reader), total: 0 }),
    count: () => countListed(() => countList(values), query, viewer),
  };
}

async function listPage(query: IdeaListQuery, viewer: Viewer | null, reader: PageReader): Promise<JsonPage> {
  const source = await pageSource(query, viewer, reader);
  if (query.cursor) return listAfterCursor(query, source, readCursor(query, source.key));
  const span = { limit: query.limit, offset: (query.page - 1) * query.limit };
  let records: PageRecord[];
  let totalCount: number;
  if (source.count) {
    totalCount = await source.count();
    records = span.offset < totalCount ? (await source.read(span)).records : [];
  } else {
    ({ records, total: totalCount } = await source.read(span));
  }
  return {
    ideas: records.map((record) => record.json),
    pagination: paginate(query.page, query.limit, totalCount),
  };
}

/**
 * A page of the keyset paging: the ideas after the cursor's key (one more is read to know whether
 * a next page exists). Ranked searches continue by position.
 */
async function listAfterCursor(
  query: IdeaListQuery,
  source: PageSource,
  position: CursorPosition,
): Promise<JsonPage> {
  const { key } = source;
  const { after, offset, byPosition } = cursorScope(key, position, query.limit);
  const [page, counted] = await Promise.all([
    source.read({ limit: query.limit + 1, offset, after }),
    source.count ? source.count() : null,
  ]);
  const rows = page.records;
  const records = rows.slice(0, query.limit);
  const last = records.at(-1);
  const more = rows.length > query.limit;
  // A search's total is that of its ideas from the cursor on (none when the page is empty).
  const totalCount = counted ?? (records.length ? page.total : 0);
  return {
    ideas: records.map((record) => record.json),
    pagination: { ...paginate(position.page, query.limit, totalCount), hasNextPage: more },
    nextCursor:
      more && last
        ? writeCursor(query, key, position.page, byPosition ? undefined : cursorKey(key, last))
        : null,
  };
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
  const source = await pageSource(query, viewer, readerOf(viewer, PAGES));
  const {
    records: [before],
  } = await source.read({ limit: 1, offset: (page - 1) * query.limit - 1 });
  return before ? writeCursor(query, source.key, page - 1, cursorKey(source.key, before)) : null;
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

/**
 * One idea as `viewer` may see it; 404 'Idea not found' (`IdeaArchivedError` for an idea its creator
 * archived, which its page tells apart).
 */
export async function getIdea(id: string, viewer: Viewer | null): Promise<IdeaDTO> {
  const record = await findIdeaRecord(id, viewer?.id);
  if (record && !canOpenIdea(record, viewer) && isWithdrawn(record)) throw new IdeaArchivedError();
  if (!record || !canOpenIdea(record, viewer)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  return toIdeaDTO(record, viewer);
}
