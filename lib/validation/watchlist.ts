import { z } from 'zod';
import { ideaSchema, paginationSchema } from './idea-reply';

export const WATCHLIST_MAX_LIMIT = 100;
export const WATCHLIST_DEFAULT_LIMIT = 20;
const PAGE_ERROR = 'page must be a whole number of at least 1';
const LIMIT_ERROR = `limit must be a whole number from 1 to ${WATCHLIST_MAX_LIMIT}`;

/** GET /api/watchlist and /saved: a page of the viewer's saved ideas, newest saved first. */
export const watchlistQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int(PAGE_ERROR)
    .min(1, PAGE_ERROR)
    .max(100_000, PAGE_ERROR)
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int(LIMIT_ERROR)
    .min(1, LIMIT_ERROR)
    .max(WATCHLIST_MAX_LIMIT, LIMIT_ERROR)
    .default(WATCHLIST_DEFAULT_LIMIT),
});
export type WatchlistQuery = z.output<typeof watchlistQuerySchema>;

export const watchReplySchema = z
  .object({
    success: z.literal(true),
    watching: z.boolean().meta({ description: 'Whether the idea is now on the viewer’s watchlist' }),
  })
  .meta({ id: 'WatchState' });

export const watchlistReplySchema = z
  .object({ success: z.literal(true), ideas: z.array(ideaSchema), pagination: paginationSchema })
  .meta({ id: 'Watchlist' });

export const watchedIdsReplySchema = z
  .object({
    success: z.literal(true),
    ids: z
      .array(z.string())
      .meta({ description: 'Ids of the saved ideas, newest saved first (at most 1000)' }),
  })
  .meta({ id: 'WatchedIdeaIds' });

export const watcherCountReplySchema = z
  .object({
    success: z.literal(true),
    count: z.int().meta({ description: 'How many members saved the idea (never who)' }),
  })
  .meta({ id: 'WatcherCount' });
