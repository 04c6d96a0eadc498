import { z } from 'zod';
import { ideaSchema } from './idea-reply';

/** How many similar ideas the idea page shows, and the API's default. */
export const SIMILAR_DEFAULT = 6;
/** The most similar ideas one call answers. */
export const SIMILAR_MAX = 12;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SIMILAR_MAX}`;

/** GET /api/ideas/{id}/similar query string; a malformed value is a 400 naming the parameter. */
export const similarIdeasQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SIMILAR_MAX, LIMIT_MESSAGE)
    .default(SIMILAR_DEFAULT),
});

export type SimilarIdeasQuery = z.infer<typeof similarIdeasQuerySchema>;

/** GET /api/ideas/{id}/similar: the similar ideas, most similar first, as anyone sees them. */
export const similarIdeasReplySchema = z
  .object({ success: z.literal(true), ideas: z.array(ideaSchema) })
  .meta({ id: 'SimilarIdeas' });
