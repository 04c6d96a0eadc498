import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { siteUrl } from '@/lib/core/config';
import { NotFoundError } from '@/lib/core/errors';
import { getDb } from '@/lib/db';
import { getIdea, IDEA_MESSAGES, ideaJson, listedFor, paginate, type Pagination } from '@/lib/ideas';
import type { WatchlistQuery } from '@/lib/validation/watchlist';
import { ideas, ideaWatches, type Viewer } from '@/models';

/** The most ids `watchedIdeaIds` answers (the pages mark the saved ideas they show with them). */
export const WATCHED_IDS_MAX = 1000;

/** Saves an idea the viewer can see to their watchlist (again: nothing changes); 404 when they cannot. */
export async function watchIdea(ideaId: string, viewer: Viewer): Promise<{ watching: true }> {
  const idea = await getIdea(ideaId, viewer);
  await getDb().insert(ideaWatches).values({ userId: viewer.id, ideaId: idea._id }).onConflictDoNothing();
  return { watching: true };
}

/**
 * Takes an idea off the viewer's watchlist (not on it: nothing changes). A saved idea that became
 * unlisted can still be taken off; another idea the viewer cannot see is a 404.
 */
export async function unwatchIdea(ideaId: string, viewer: Viewer): Promise<{ watching: false }> {
  const id = ideaId.toLowerCase();
  const removed = await getDb()
    .delete(ideaWatches)
    .where(and(eq(ideaWatches.userId, viewer.id), eq(ideaWatches.ideaId, id)))
    .returning({ ideaId: ideaWatches.ideaId });
  if (!removed.length) await getIdea(ideaId, viewer);
  return { watching: false };
}

/** The saved ideas the viewer may still find (unlisted ones drop out, deleted ones are gone). */
const visibleWatches = (viewer: Viewer) => and(eq(ideaWatches.userId, viewer.id), listedFor(viewer));

/**
 * A page of the viewer's saved ideas, newest saved first, each as the viewer may see it now (an idea
 * that became NDA-gated is redacted), as JSON texts; `base` '' for the pages, the site's URL for the API.
 */
export async function watchlistPage(
  viewer: Viewer,
  { page, limit }: WatchlistQuery,
  base: string,
): Promise<{ ideas: string[]; pagination: Pagination }> {
  const [counted] = await getDb()
    .select({ n: count() })
    .from(ideaWatches)
    .innerJoin(ideas, eq(ideas.id, ideaWatches.ideaId))
    .where(visibleWatches(viewer));
  const total = Number(counted?.n ?? 0);
  const offset = (page - 1) * limit;
  const rows =
    offset < total
      ? await getDb()
          .select({ json: ideaJson({ id: viewer.id }, base) })
          .from(ideaWatches)
          .innerJoin(ideas, eq(ideas.id, ideaWatches.ideaId))
          .where(visibleWatches(viewer))
          .orderBy(desc(ideaWatches.createdAt), desc(ideaWatches.ideaId))
          .limit(limit)
          .offset(offset)
      : [];
  return { ideas: rows.map((row) => row.json), pagination: paginate(page, limit, total) };
}

/** `watchlistPage` as the API answers it: absolute addresses. */
export const watchlistPageForApi = (viewer: Viewer, query: WatchlistQuery) =>
  watchlistPage(viewer, query, siteUrl());

/** The ids of the viewer's saved ideas, newest saved first (at most WATCHED_IDS_MAX). */
export async function watchedIdeaIds(viewer: Viewer): Promise<string[]> {
  const rows = await getDb()
    .select({ id: ideaWatches.ideaId })
    .from(ideaWatches)
    .innerJoin(ideas, eq(ideas.id, ideaWatches.ideaId))
    .where(visibleWatches(viewer))
    .orderBy(desc(ideaWatches.createdAt))
    .limit(WATCHED_IDS_MAX);
  return rows.map((row) => row.id);
}

/** How many members saved the idea: for its creator only (never who). */
export async function watcherCount(ideaId: string, viewer: Viewer): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(${ideaWatches.userId})`.mapWith(Number) })
    .from(ideas)
    .leftJoin(ideaWatches, eq(ideaWatches.ideaId, ideas.id))
    .where(and(eq(ideas.id, ideaId.toLowerCase()), eq(ideas.creatorId, viewer.id)))
    .groupBy(ideas.id);
  if (!row) throw new NotFoundError(IDEA_MESSAGES.notFound);
  return row.n;
}
