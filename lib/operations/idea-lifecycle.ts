import 'server-only';
import { archiveIdea, IDEA_MESSAGES, ideaForApi, relistIdea } from '@/lib/ideas';
import { failures, idPath, reply, secured } from '@/lib/openapi/parts';
import { IDEA_LIFECYCLE_MESSAGES, ideaListingReplySchema } from '@/lib/validation/idea-lifecycle';
import { queueApprovedIdeaMatching, watcherNotices } from '@/lib/watchlist';
import { defineOperation, type Call } from './operation';

type IdeaPath = { id: string };

/** Archive and relist (DESIGN.md section 14): the creator withdraws an idea and lists it again. */

const ideaId = { path: idPath('id', 'Idea id (24 hex characters)') };
const PRIVATE = 'private, no-store';

export const archiveIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas/{id}/archive',
  auth: 'member',
  signIn: IDEA_LIFECYCLE_MESSAGES.signInToArchive,
  // Lists, totals, the sitemap and the cached pages forget the idea at once.
  changes: ['ideas'],
  run: async ({ params, viewer }: Call<'member', IdeaPath>) => {
    const watchers = watcherNotices();
    const idea = await archiveIdea(params.id, viewer, watchers.listener);
    await watchers.announce();
    return { idea: ideaForApi(idea) };
  },
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Ideas'],
    summary: 'Archive (withdraw) an idea (creator only)',
    description: `The idea is then listed to nobody: it leaves every list, search, total, the sitemap, similar ideas, watchlists and saved-search alerts (those who saved it are told, as they are told when it is relisted), and its page tells others it is "No longer listed" (GET /api/ideas/{id} answers them 404 '${IDEA_MESSAGES.notFound}', as for any idea they cannot see). Its creator still opens and edits it (\`status: "archived"\`). Conversations and access requests already made go on for their parties; a new access request is refused (409). Archiving an archived idea changes nothing. 403 '${IDEA_LIFECYCLE_MESSAGES.notAuthorizedToArchive}' for anyone but the creator.`,
    security: secured,
    requestParams: ideaId,
    responses: {
      '200': reply('The idea as its creator sees it, now archived', ideaListingReplySchema),
      ...failures(401, 403, 404),
    },
  },
});

export const relistIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas/{id}/relist',
  auth: 'member',
  signIn: IDEA_LIFECYCLE_MESSAGES.signInToRelist,
  changes: ['ideas'],
  run: async ({ params, viewer }: Call<'member', IdeaPath>) => {
    const watchers = watcherNotices();
    const idea = await relistIdea(params.id, viewer, watchers.listener);
    await watchers.announce();
    // Listed again (unless moderation holds it back): published anew for the saved searches'
    // alerts, as an idea approved after it was created is.
    if (!idea.review) await queueApprovedIdeaMatching(idea._id);
    return { idea: ideaForApi(idea) };
  },
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Ideas'],
    summary: 'Relist an archived idea (creator only)',
    description: `The idea is listed again wherever it was before (\`status: "listed"\`; an idea that waits for review or was hidden by an admin stays unlisted until moderation lists it: see \`review\`). Relisting a listed idea changes nothing. 403 '${IDEA_LIFECYCLE_MESSAGES.notAuthorizedToRelist}' for anyone but the creator.`,
    security: secured,
    requestParams: ideaId,
    responses: {
      '200': reply('The idea as its creator sees it, listed again', ideaListingReplySchema),
      ...failures(401, 403, 404),
    },
  },
});

export const ideaLifecycleOperations = [archiveIdeaOperation, relistIdeaOperation];
