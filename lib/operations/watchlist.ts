import 'server-only';
import { JsonText } from '@/lib/core/json-text';
import { IDEA_MESSAGES } from '@/lib/ideas';
import { failures, idPath, reply, secured, describedQuery } from '@/lib/openapi/parts';
import {
  watchedIdsReplySchema,
  watcherCountReplySchema,
  watchlistQuerySchema,
  watchlistReplySchema,
  watchReplySchema,
  type WatchlistQuery,
} from '@/lib/validation/watchlist';
import { unwatchIdea, watchedIdeaIds, watcherCount, watchIdea, watchlistPageForApi } from '@/lib/watchlist';
import { defineOperation, type Call } from './operation';

type IdeaPath = { id: string };

const SIGN_IN = 'Please sign in to save ideas';
const ideaId = { path: idPath('id', 'Idea id (24 hex characters)') };
const PRIVATE = 'private, no-store';

export const watchIdeaOperation = defineOperation({
  method: 'PUT',
  path: '/api/ideas/{id}/watch',
  auth: 'member',
  signIn: SIGN_IN,
  run: ({ params, viewer }: Call<'member', IdeaPath>) => watchIdea(params.id, viewer),
  docs: {
    tags: ['Watchlist'],
    summary: 'Save an idea to the watchlist',
    description: `Any idea the viewer can see; saving it again changes nothing. The viewer is then told (in the app, and by email unless turned off under \`watched-ideas\`) when its price changes, it becomes NDA-gated or open, or it is deleted. 404 '${IDEA_MESSAGES.notFound}' for an idea the viewer cannot see.`,
    security: secured,
    requestParams: ideaId,
    responses: { '200': reply('Saved', watchReplySchema), ...failures(401, 404) },
  },
});

export const unwatchIdeaOperation = defineOperation({
  method: 'DELETE',
  path: '/api/ideas/{id}/watch',
  auth: 'member',
  signIn: SIGN_IN,
  run: ({ params, viewer }: Call<'member', IdeaPath>) => unwatchIdea(params.id, viewer),
  docs: {
    tags: ['Watchlist'],
    summary: 'Take an idea off the watchlist',
    description:
      'Idempotent. A saved idea that is no longer listed can still be taken off; 404 for another idea the viewer cannot see.',
    security: secured,
    requestParams: ideaId,
    responses: { '200': reply('Not saved', watchReplySchema), ...failures(401, 404) },
  },
});

export const watchlistOperation = defineOperation({
  method: 'GET',
  path: '/api/watchlist',
  auth: 'member',
  signIn: SIGN_IN,
  input: watchlistQuerySchema,
  run: async ({ viewer, input }: Call<'member', Record<string, string>, WatchlistQuery>) => {
    const page = await watchlistPageForApi(viewer, input);
    return new JsonText(
      `{"ideas":[${page.ideas.join(',')}],"pagination":${JSON.stringify(page.pagination)}}`,
    );
  },
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Watchlist'],
    summary: 'The saved ideas',
    description:
      'Newest saved first, each as the viewer may see it now (an idea that became NDA-gated is redacted); ideas no longer listed (hidden by an admin, pending review, suspended creator) and deleted ones are left out.',
    security: secured,
    requestParams: {
      query: describedQuery(watchlistQuerySchema, {
        page: 'Page number, from 1',
        limit: 'Ideas per page, 1 to 100 (default 20)',
      }),
    },
    responses: { '200': reply('One page of saved ideas', watchlistReplySchema), ...failures(400, 401) },
  },
});

export const watchedIdsOperation = defineOperation({
  method: 'GET',
  path: '/api/watchlist/ids',
  auth: 'member',
  signIn: SIGN_IN,
  run: async ({ viewer }: Call<'member'>) => ({ ids: await watchedIdeaIds(viewer) }),
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Watchlist'],
    summary: 'The ids of the saved ideas',
    description: 'For marking saved ideas in a list: newest saved first, at most 1000.',
    security: secured,
    responses: { '200': reply('The ids', watchedIdsReplySchema), ...failures(401) },
  },
});

export const watcherCountOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/watchers',
  auth: 'member',
  signIn: SIGN_IN,
  run: async ({ params, viewer }: Call<'member', IdeaPath>) => ({
    count: await watcherCount(params.id, viewer),
  }),
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Watchlist'],
    summary: 'How many saved the idea (its creator only)',
    description: `A count, never who. 404 '${IDEA_MESSAGES.notFound}' for anyone but the idea's creator.`,
    security: secured,
    requestParams: ideaId,
    responses: { '200': reply('The count', watcherCountReplySchema), ...failures(401, 404) },
  },
});

export const watchlistOperations = [
  watcherCountOperation,
  watchIdeaOperation,
  unwatchIdeaOperation,
  watchlistOperation,
  watchedIdsOperation,
];
