import 'server-only';
import { similarIdeasReply } from '@/lib/ideas';
import { describedQuery, failures, idPath, publicRead, reply, secured } from '@/lib/openapi/parts';
import {
  SIMILAR_DEFAULT,
  SIMILAR_MAX,
  similarIdeasQuerySchema,
  similarIdeasReplySchema,
  type SimilarIdeasQuery,
} from '@/lib/validation/similar-ideas';
import { defineOperation, type Call } from './operation';

type IdeaPath = { id: string };
type SimilarCall = Call<'anonymous', IdeaPath, SimilarIdeasQuery>;

export const similarIdeasOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/similar',
  auth: 'anonymous',
  input: similarIdeasQuerySchema,
  // The reply is the anonymous view whoever asks; only whether the idea itself opens depends on
  // the caller (its creator and admins open an unlisted one).
  anonymousCacheKey: ({ params, input }: SimilarCall) => `similar ${params.id.toLowerCase()} ${input.limit}`,
  run: ({ params, viewer, input }: SimilarCall) => similarIdeasReply(params.id, viewer, input.limit),
  reply: { cacheControl: 'private, no-store' },
  docs: {
    tags: ['Ideas'],
    summary: 'Ideas similar to an idea',
    description:
      'Other listed ideas sharing words of the idea’s title or its category, most similar first (shared title words, then title similarity, then same category and type; ties newest first). Only public fields are compared (title, category, type), never the texts of NDA-gated ideas, and every idea is the anonymous view (gated texts and photos left out, `ndaLocked`). 404 when the caller may not open the idea itself.',
    security: [{}, ...secured],
    requestParams: {
      path: idPath('id', 'Idea id (24 hex characters)'),
      query: describedQuery(similarIdeasQuerySchema, {
        limit: `How many ideas at most, 1 to ${SIMILAR_MAX} (default ${SIMILAR_DEFAULT})`,
      }),
    },
    responses: {
      '200': publicRead(reply('Up to `limit` similar ideas, most similar first', similarIdeasReplySchema)),
      ...failures(400, 404, 503),
    },
  },
});

export const similarIdeasOperations = [similarIdeasOperation];
