import 'server-only';
import { z } from 'zod';
import {
  createIdea,
  deleteIdea,
  getIdea,
  IDEA_MESSAGES,
  ideaForApi,
  listIdeasReply,
  parseIdeaListQuery,
  savedIdeaForApi,
  updateIdea,
} from '@/lib/ideas';
import { describedQuery, failures, idPath, json, publicRead, reply, secured } from '@/lib/openapi/parts';
import {
  ideaDeletedReplySchema,
  ideaListReplySchema,
  ideaSchema,
  ideaWriteReplySchema,
} from '@/lib/validation/idea-reply';
import { ideaInputSchema, ideaListQuerySchema, MAX_LIMIT } from '@/lib/validation/idea';
import { queueSavedSearchMatching, watcherNotices } from '@/lib/watchlist';
import { publishSigningKey, recordGatedRead, recordNewIdea, recordRevision } from '@/lib/protection';
import { defineOperation, type Call } from './operation';

type IdeaPath = { id: string };

/** The spec's calls on ideas (section 7), shapes included. */

const QUERY_DESCRIPTIONS: Record<keyof typeof ideaListQuerySchema.shape, string> = {
  page: 'Page number, from 1',
  limit: `Ideas per page, 1 to ${MAX_LIMIT} (default 20)`,
  mine: '`true`: only the signed-in user’s ideas (401 without authentication)',
  creator: 'Only the ideas of this user id (24 hex characters, or a Firebase uid)',
  category: 'Category name (see /api/categories)',
  type: 'Product or Service',
  priceMin: 'Lowest desired price; empty means unbounded',
  priceMax: 'Highest desired price; empty means unbounded. Below priceMin: an empty page (no price fits)',
  requireNDA: 'Yes: only NDA-gated ideas; No: only open ideas',
  search:
    'Full-text search (web search syntax: "quoted phrase", or, -exclude; English stemming) over title and category, over the idea texts where the viewer may read them, plus partial title matches and typo-tolerant prefix matches of title and category words. Relevance: title matches, then category matches (as a phrase, all words, some words), then partial and approximate ones, then matches in the texts only; equally good matches newest first',
  sort: 'newest (default), oldest, price_asc, price_desc, relevance; a search without sort (or with relevance) is ordered by relevance, relevance without a search is newest',
  cursor:
    'Keyset paging: `start` for the first page, then the `nextCursor` of the reply before (null after the last page). Every page costs what the first one does; `page` is ignored. A cursor only continues the query it came from (same filters, search, sort and limit), else 400',
};

const ideaBody = { required: true, content: json(ideaInputSchema.meta({ id: 'IdeaInput' })) };
const ideaId = { path: idPath('id', 'Idea id (24 hex characters)') };
// A signed-in viewer's view depends on their access grants, which a revocation ends at once.
const VIEWER_SPECIFIC = 'private, no-store';

export const listIdeasOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas',
  auth: 'anonymous',
  anonymousCacheKey: ({ query }) => `list ${JSON.stringify(parseIdeaListQuery(query))}`,
  run: ({ query, viewer }) => listIdeasReply(parseIdeaListQuery(query), viewer),
  reply: { cacheControl: VIEWER_SPECIFIC },
  docs: {
    tags: ['Ideas'],
    summary: 'List, filter and search ideas',
    description:
      'NDA-gated ideas are redacted (`ndaLocked`) for everyone but their creator; creator emails only for signed-in viewers.',
    security: [{}, ...secured],
    requestParams: { query: describedQuery(ideaListQuerySchema, QUERY_DESCRIPTIONS) },
    responses: {
      '200': publicRead(reply('One page of ideas', ideaListReplySchema)),
      ...failures(400, 401, 503),
    },
  },
});

export const createIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas',
  auth: 'member',
  signIn: IDEA_MESSAGES.signInToCreate,
  body: 'json',
  changes: ['ideas'],
  run: async ({ body, viewer }) => {
    // The authorship receipt of its first revision, before the creator is answered.
    const saved = await createIdea(body, viewer, recordNewIdea);
    // Listed at once (no review pending): the saved searches' alerts look for it.
    if (!saved.idea.review) await queueSavedSearchMatching();
    return savedIdeaForApi(saved);
  },
  reply: { status: 201, envelope: false },
  docs: {
    tags: ['Ideas'],
    summary: 'Submit an idea',
    description:
      'Server-set fields (`_id`, `creator`, `createdAt`…) in the body are ignored. Photos must be upload URLs of the same user (POST /api/uploads; relative or absolute). Entries that are bare file names (what the original form sends) are dropped and reported in `warnings`; the idea is still saved.',
    security: secured,
    requestBody: ideaBody,
    responses: {
      '201': reply(
        'The created idea itself (no envelope), with `warnings` when entries were dropped',
        ideaWriteReplySchema,
      ),
      ...failures(400, 401, 415, 503),
    },
  },
});

export const getIdeaOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}',
  auth: 'anonymous',
  anonymousCacheKey: ({ params }: Call<'anonymous', IdeaPath>) => `idea ${params.id.toLowerCase()}`,
  run: async ({ params, viewer, query }: Call<'anonymous', IdeaPath>) => {
    const idea = await getIdea(params.id, viewer);
    // A reply carrying a gated idea's texts to anyone but its creator is in the idea's view log.
    await recordGatedRead(idea, viewer, query.get('via') === 'page' ? 'page' : 'api');
    return ideaForApi(idea);
  },
  reply: { envelope: false, cacheControl: VIEWER_SPECIFIC },
  docs: {
    tags: ['Ideas'],
    summary: 'One idea',
    description:
      'An NDA-gated idea’s texts and photos only for its creator and approved requesters; each read by an approved requester is in the idea’s view log (GET /api/ideas/{id}/views).',
    security: [{}, ...secured],
    requestParams: {
      ...ideaId,
      query: z.object({
        via: z.enum(['page']).optional().meta({
          description: '`page`: asked by the idea’s web page (its view log names the surface `page`)',
        }),
      }),
    },
    responses: {
      '200': publicRead(reply('The idea itself (no envelope), as the viewer may see it', ideaSchema)),
      ...failures(404),
    },
  },
});

export const updateIdeaOperation = defineOperation({
  method: 'PUT',
  path: '/api/ideas/{id}',
  auth: 'member',
  signIn: IDEA_MESSAGES.signInToUpdate,
  body: 'json',
  changes: ['ideas'],
  run: async ({ params, body, viewer }: Call<'member', IdeaPath>) => {
    const watchers = watcherNotices();
    // The key that signs the edit's receipt, published once per process before the edit's transaction.
    await publishSigningKey();
    const saved = await updateIdea(params.id, body, viewer, {
      onChange: watchers.listener,
      // A receipt for each new content, in the edit's transaction (none when nothing changed).
      onSaved: recordRevision,
    });
    await watchers.announce();
    return savedIdeaForApi(saved);
  },
  reply: { envelope: false },
  docs: {
    tags: ['Ideas'],
    summary: 'Update an idea (creator only)',
    description:
      'The same body and photo rules as POST /api/ideas. When every photo entry is a bare file name (the original edit form sends the names of the files picked), the idea keeps its photos and `warnings` says so; `[]` removes them.',
    security: secured,
    requestParams: ideaId,
    requestBody: ideaBody,
    responses: {
      '200': reply(
        'The updated idea itself (no envelope), with `warnings` when entries were dropped',
        ideaWriteReplySchema,
      ),
      ...failures(400, 401, 403, 404, 415),
    },
  },
});

export const deleteIdeaOperation = defineOperation({
  method: 'DELETE',
  path: '/api/ideas/{id}',
  auth: 'member',
  signIn: IDEA_MESSAGES.signInToDelete,
  changes: ['ideas'],
  run: async ({ params, viewer }: Call<'member', IdeaPath>) => {
    const watchers = watcherNotices();
    await deleteIdea(params.id, viewer, watchers.listener);
    await watchers.announce();
    return { message: IDEA_MESSAGES.deleted };
  },
  docs: {
    tags: ['Ideas'],
    summary: 'Delete an idea and its photos (creator only)',
    security: secured,
    requestParams: ideaId,
    responses: { '200': reply('Deleted', ideaDeletedReplySchema), ...failures(401, 403, 404) },
  },
});

export const ideaOperations = [
  listIdeasOperation,
  createIdeaOperation,
  getIdeaOperation,
  updateIdeaOperation,
  deleteIdeaOperation,
];
