import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { isId } from '@/lib/core/ids';
import { getDb } from '@/lib/db';
import { parseIdeaListQuery } from '@/lib/ideas';
import { IDEA_LIST_PARAMS, type IdeaListQuery } from '@/lib/validation/idea';
import {
  SAVED_SEARCHES_MAX,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
  type SavedSearchDTO,
} from '@/lib/validation/saved-searches';
import type { Viewer } from '@/models';
import { savedSearches, type SavedSearch } from '@/models/watchlist';
import { scheduleDailyDigest } from './alert-schedule';

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches: delete one first`,
  mine: 'mine cannot be part of a saved search: alerts look at ideas as anyone sees them',
} as const;

/** Parameters of the list that choose ideas (paging is not part of a search). */
const SAVED_PARAMS = IDEA_LIST_PARAMS.filter(
  (name) => name !== 'page' && name !== 'limit' && name !== 'cursor' && name !== 'mine',
);

/**
 * The list's query string read by the list's own schema (a 400 names the parameter), kept as the
 * parameters that choose ideas, in the list's order.
 */
export function normalizeSavedQuery(raw: string): string {
  const query = parseIdeaListQuery(new URLSearchParams(raw.replace(/^\?/, '')));
  if (query.mine) throw new InvalidError(SAVED_SEARCH_MESSAGES.mine, { mine: SAVED_SEARCH_MESSAGES.mine });
  const kept = new URLSearchParams();
  for (const name of SAVED_PARAMS) {
    const value = query[name];
    if (value !== undefined && value !== '') kept.set(name, String(value));
  }
  return kept.toString();
}

/** The saved query as the list reads it (a search saved before a schema change may no longer parse: null). */
export function savedListQuery(query: string): IdeaListQuery | null {
  try {
    return parseIdeaListQuery(new URLSearchParams(query));
  } catch (error) {
    if (error instanceof InvalidError) return null;
    throw error;
  }
}

export const savedSearchDTO = (row: SavedSearch): SavedSearchDTO => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  alert: row.alert,
  createdAt: row.createdAt.toISOString(),
});

/** The viewer's saved searches, oldest first (the order they made them in). */
export async function listSavedSearches(viewer: Pick<Viewer, 'id'>): Promise<SavedSearchDTO[]> {
  const rows = await getDb()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, viewer.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(savedSearchDTO);
}

/** Saves a search; ideas published from now on are announced. 409 beyond SAVED_SEARCHES_MAX. */
export async function createSavedSearch(input: unknown, viewer: Pick<Viewer, 'id'>): Promise<SavedSearchDTO> {
  const parsed = savedSearchCreateSchema.safeParse(input);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const query = normalizeSavedQuery(parsed.data.query);
  const row = await getDb().transaction(async (tx) => {
    // Two saves at once cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${viewer.id}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id));
    if (n >= SAVED_SEARCHES_MAX) throw new ConflictError(SAVED_SEARCH_MESSAGES.tooMany);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId: viewer.id, name: parsed.data.name, query, alert: parsed.data.alert })
      .returning();
    if (inserted!.alert === 'daily') await scheduleDailyDigest(tx);
    return inserted!;
  });
  return savedSearchDTO(row);
}

async function ownSearch(id: string, viewer: Pick<Viewer, 'id'>): Promise<SavedSearch> {
  if (!isId(id)) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
  const [row] = await getDb()
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id.toLowerCase()), eq(savedSearches.userId, viewer.id)));
  if (!row) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
  return row;
}

/**
 * Renames a search or changes its alert. Turning alerts on announces ideas published from then
 * on, not those published while they were off.
 */
export async function updateSavedSearch(
  id: string,
  input: unknown,
  viewer: Pick<Viewer, 'id'>,
): Promise<SavedSearchDTO> {
  const parsed = savedSearchUpdateSchema.safeParse(input);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const current = await ownSearch(id, viewer);
  const { name, alert } = parsed.data;
  const turnedOn = alert !== undefined && alert !== 'off' && current.alert === 'off';
  const row = await getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(savedSearches)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(alert !== undefined ? { alert } : {}),
        ...(turnedOn ? { announceAfter: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, viewer.id)))
      .returning();
    if (!updated) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
    if (updated.alert === 'daily') await scheduleDailyDigest(tx);
    return updated;
  });
  return savedSearchDTO(row);
}

/** Deletes one of the viewer's searches (with what it announced); someone else's: 404. */
export async function deleteSavedSearch(id: string, viewer: Pick<Viewer, 'id'>): Promise<void> {
  if (!isId(id)) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
  const removed = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id.toLowerCase()), eq(savedSearches.userId, viewer.id)))
    .returning({ id: savedSearches.id });
  if (!removed.length) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
}
