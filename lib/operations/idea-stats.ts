import 'server-only';
import { IDEA_MESSAGES } from '@/lib/ideas';
import { failures, idPath, reply, secured } from '@/lib/openapi/parts';
import { ideaStats, recordPageView } from '@/lib/protection';
import { ideaStatsReplySchema } from '@/lib/validation/idea-stats';
import { successReplySchema } from '@/lib/validation/replies';
import { defineOperation, type Call } from './operation';

/** Seller analytics: the idea page's visit beacon, and the creator's figures of the last 30 days. */

type IdeaPath = { id: string };

const ideaId = { path: idPath('id', 'Idea id (24 hex characters)') };

export const ideaPageViewOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas/{id}/page-views',
  auth: 'none',
  run: async ({ params, client, readViewer }: Call<'none', IdeaPath>) => {
    await recordPageView(params.id, client, await readViewer());
    return {};
  },
  reply: { cacheControl: 'no-store' },
  docs: {
    tags: ['Ideas'],
    summary: 'Count a visit of the idea’s page',
    description: `Sent by the idea page once per page load (no body). A visitor counts once a UTC day: by a keyed hash of their address and browser that changes every day (no address is stored). Visits of ideas that are not listed, and the creator’s own, are not counted. 404 '${IDEA_MESSAGES.notFound}' for an idea the caller cannot open.`,
    security: [{}, ...secured],
    requestParams: ideaId,
    responses: { '200': reply('Counted (or deliberately not)', successReplySchema), ...failures(401, 404) },
  },
});

export const ideaStatsOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/stats',
  auth: 'member',
  signIn: 'Please sign in to see your idea’s statistics',
  run: ({ params, viewer }: Call<'member', IdeaPath>) => ideaStats(params.id, viewer),
  reply: { cacheControl: 'private, no-store' },
  docs: {
    tags: ['Ideas'],
    summary: 'The idea’s statistics (its creator only)',
    description:
      'The last 30 UTC days, every day present and oldest first: visitors of the public page (each once a day; the creator’s own visits are not counted), saves, access requests and messages written to the creator; with the totals of the period (requests by their state now) and how many have the idea saved now. 403 for anyone but the idea’s creator.',
    security: secured,
    requestParams: ideaId,
    responses: { '200': reply('The statistics', ideaStatsReplySchema), ...failures(401, 403, 404) },
  },
});

export const ideaStatsOperations = [ideaPageViewOperation, ideaStatsOperation];
