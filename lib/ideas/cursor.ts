import 'server-only';
import { createHash } from 'node:crypto';
import { InvalidError } from '@/lib/core/errors';
import type { IdeaListQuery } from '@/lib/validation/idea';

/**
 * Keyset paging of the ideas list. A cursor names the last idea of the page before by its sort
 * key (created_at to the microsecond, or the price, then the id), so the next page starts in the
 * index where the last one ended: page 2,000 costs what page 1 costs. Searches ranked by
 * relevance continue by position instead (their results are ranked as a whole anyway).
 *
 * A cursor is opaque to clients (base64url JSON) and carries a digest of the query it belongs to,
 * so a cursor used with other filters or another sort is refused instead of skipping ideas.
 */
export const FIRST_PAGE_CURSOR = 'start';

export type SortKey = 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'relevance';

export interface CursorPosition {
  /** The page number this cursor opens (1 for `start`). */
  page: number;
  /** The sort key of the last idea before it: [created_at text or price, id]; absent for the first page or by position. */
  after?: [string | number, string];
}

interface CursorText {
  /** Digest of the query (filters, search, sort, limit). */
  q: string;
  p: number;
  a?: [string | number, string];
}

const INVALID = 'cursor must be start or the nextCursor of a previous reply';
const OTHER_QUERY =
  'cursor belongs to another query: keep the filters, search, sort and limit of the page it came from';

function queryDigest(query: IdeaListQuery, key: SortKey): string {
  // JSON leaves out the undefined: the position in the paging is not part of the query.
  return createHash('sha256')
    .update(JSON.stringify({ ...query, page: undefined, cursor: undefined, sort: key }))
    .digest('base64url')
    .slice(0, 16);
}

const isKey = (value: unknown): value is [string | number, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  (typeof value[0] === 'string' || typeof value[0] === 'number') &&
  typeof value[1] === 'string';

/** Where a request's `cursor` starts; 400 naming `cursor` when it is not one of ours or not for this query. */
export function readCursor(query: IdeaListQuery, key: SortKey): CursorPosition {
  const text = query.cursor!;
  if (text === FIRST_PAGE_CURSOR) return { page: 1 };
  let parsed: Partial<CursorText>;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<CursorText>;
  } catch {
    throw new InvalidError(INVALID, { cursor: INVALID });
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof parsed.q !== 'string' ||
    !Number.isInteger(parsed.p) ||
    parsed.p! < 2 ||
    (parsed.a !== undefined && !isKey(parsed.a))
  )
    throw new InvalidError(INVALID, { cursor: INVALID });
  if (parsed.q !== queryDigest(query, key)) throw new InvalidError(OTHER_QUERY, { cursor: OTHER_QUERY });
  return { page: parsed.p!, ...(parsed.a ? { after: parsed.a } : {}) };
}

/** The cursor of the page after `page`, whose last idea has the sort key `after` (none: by position). */
export function writeCursor(
  query: IdeaListQuery,
  key: SortKey,
  page: number,
  after?: [string | number, string],
): string {
  const value: CursorText = { q: queryDigest(query, key), p: page + 1, ...(after ? { a: after } : {}) };
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
