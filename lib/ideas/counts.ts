import 'server-only';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { getDatabase, getDb } from '@/lib/db';
import { processSingleton } from '@/lib/core/singleton';
import { onChange } from '@/lib/events';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { isUserId, normalizeUserId } from '@/lib/validation/user-id';
import { ideas, type Viewer } from '@/models';
import { listedIdea } from './visibility';

export async function countIdeas(where: SQL | undefined): Promise<number> {
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
const countCache = () =>
  processSingleton('ideaCounts', () => new Map<string, { value: Promise<number>; expires: number }>());

// Any write to ideas, by any domain, makes the kept totals stale.
onChange('idea-counts', () => countCache().clear());

/**
 * What a count depends on: the filters and who asks (their own unlisted ideas count for them);
 * not the paging or the order. Cheaper than compiling the statement to tell counts apart.
 */
export const countKey = (query: IdeaListQuery, viewer: Viewer | null) =>
  JSON.stringify({
    ...query,
    page: undefined,
    limit: undefined,
    sort: undefined,
    cursor: undefined,
    viewer: viewer?.id,
  });

export function cachedCount(where: SQL | undefined, key: string): Promise<number> {
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

/** How many listed ideas the member has (what their profile says). */
export async function countIdeasByCreator(userId: string): Promise<number> {
  if (!isUserId(userId)) return 0;
  return countIdeas(and(eq(ideas.creatorId, normalizeUserId(userId)), listedIdea));
}
