import 'server-only';
import {
  answerAppeal,
  askForIdeaReview,
  askForSuspensionReview,
  createReport,
  currentIdeaAppeal,
  dismissReports,
  listAppeals,
  hideIdea,
  listReportQueue,
  reinstateUser,
  restoreIdea,
  suspendUser,
} from '@/lib/trust-safety';
import { failures, idPath, json, publicRead, reply, secured } from '@/lib/openapi/parts';
import { trustSignals } from '@/lib/members';
import { trustReplySchema } from '@/lib/validation/admin';
import {
  dismissInputSchema,
  dismissReplySchema,
  MODERATION_MESSAGES,
  moderatedIdeaReplySchema,
  moderatedUserReplySchema,
  moderationReasonInputSchema,
  REPORT_REASON_LABELS,
  reportInputSchema,
  reportQueueQuerySchema,
  reportQueueReplySchema,
  reportReplySchema,
  type ModerationReasonInput,
} from '@/lib/validation/moderation';
import {
  APPEAL_MESSAGES,
  appealAnswerInputSchema,
  appealInputSchema,
  appealQueueReplySchema,
  appealQuerySchema,
  appealReplySchema,
  suspensionAppealInputSchema,
  type SuspensionAppealInput,
  currentAppealReplySchema,
  type AppealAnswerInput,
  type AppealInput,
} from '@/lib/validation/appeals';
import { queueApprovedIdeaMatching } from '@/lib/watchlist';
import { defineOperation, type Call } from './operation';

/** Reports, what admins do about them, and the trust signals of members (DESIGN.md section 9). */

type TargetPath = { id: string };

const reasons = Object.entries(REPORT_REASON_LABELS)
  .map(([key, label]) => `\`${key}\` (${label})`)
  .join(', ');

const ADMIN_ONLY = 'Admins only: 404 for everyone else, signed out included.';

const reasonBody = {
  required: false,
  content: json(moderationReasonInputSchema.meta({ id: 'ModerationReasonInput' })),
};

/** The documentation of a move on an idea or a member (`POST …/{id}/hide` and the like). */
const moveDocs = (summary: string, description: string, what: 'idea' | 'user') => ({
  tags: ['Moderation'],
  summary,
  description: `${description} Recorded in the audit log with the state before and after. ${ADMIN_ONLY}`,
  security: secured,
  requestParams: { path: idPath('id', what === 'idea' ? 'Idea id' : 'User id') },
  requestBody: reasonBody,
  responses: {
    '200': reply(
      what === 'idea' ? 'The idea after the change' : 'The member after the change',
      what === 'idea' ? moderatedIdeaReplySchema : moderatedUserReplySchema,
    ),
    ...failures(400, 404, 409),
  },
});

export const createReportOperation = defineOperation({
  method: 'POST',
  path: '/api/reports',
  auth: 'member',
  signIn: MODERATION_MESSAGES.signIn,
  body: 'json',
  input: reportInputSchema,
  run: async ({ viewer, input, client }) => ({
    report: await createReport(viewer, input, { ip: client.ip }),
  }),
  reply: { status: 201 },
  docs: {
    tags: ['Moderation'],
    summary: 'Report an idea, a member or a message',
    description: `Reasons: ${reasons}; \`details\` (at most 2,000 characters) are required for \`other\`. The idea must be one the reporter can open and did not create, the member someone else, the message one from the other side of one of the reporter's threads (400 for one's own, 404 for what the reporter cannot see). One open report per item and reporter: 409 “${MODERATION_MESSAGES.duplicate}”. Rate-limited per member and address (429 with Retry-After).`,
    security: secured,
    requestBody: { required: true, content: json(reportInputSchema.meta({ id: 'ReportInput' })) },
    responses: {
      '201': reply('The report, open', reportReplySchema),
      ...failures(400, 401, 404, 409, 429),
    },
  },
});

export const reportQueueOperation = defineOperation({
  method: 'GET',
  path: '/api/admin/reports',
  auth: 'admin',
  run: ({ query }) => listReportQueue(Object.fromEntries(query)),
  reply: { cacheControl: 'private, no-store' },
  docs: {
    tags: ['Moderation'],
    summary: 'The report queue, grouped per item',
    description: `\`open\`: each reported item once, with its preview (idea title, member name or message text with both sides), how many reports, the reasons with counts, the latest report's time and whether it is already hidden or suspended; newest first, 20 a page. \`closed\`: one group per decision. ${ADMIN_ONLY}`,
    security: secured,
    requestParams: { query: reportQueueQuerySchema },
    responses: { '200': reply('A page of the queue', reportQueueReplySchema), ...failures(400, 404) },
  },
});

export const dismissReportsOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/reports/dismiss',
  auth: 'admin',
  body: 'json',
  input: dismissInputSchema,
  run: async ({ viewer, input }) => ({ dismissed: await dismissReports(viewer, input) }),
  docs: {
    tags: ['Moderation'],
    summary: "Dismiss an item's open reports",
    description: `Closes them as \`dismissed\` and tells every reporter that nothing against the rules was found; 404 when the item has no open report. ${ADMIN_ONLY}`,
    security: secured,
    requestBody: { required: true, content: json(dismissInputSchema.meta({ id: 'DismissInput' })) },
    responses: {
      '200': reply('How many reports were dismissed', dismissReplySchema),
      ...failures(400, 404),
    },
  },
});

// Hiding, restoring, suspending and reinstating change what the public sees of ideas.

export const hideIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/ideas/{id}/hide',
  auth: 'admin',
  body: 'optional-json',
  changes: ['ideas'],
  input: moderationReasonInputSchema,
  run: async ({ viewer, params, input }: Call<'admin', TargetPath, ModerationReasonInput>) => ({
    idea: await hideIdea(viewer, params.id, input),
  }),
  docs: moveDocs(
    'Hide an idea',
    'Unlists it on every surface (list, search, detail, sitemap, profile counts) for everyone but its creator and admins; its open reports are actioned and the reporters told. 409 when already hidden.',
    'idea',
  ),
});

export const restoreIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/ideas/{id}/restore',
  auth: 'admin',
  body: 'optional-json',
  changes: ['ideas'],
  input: moderationReasonInputSchema,
  run: async ({ viewer, params, input }: Call<'admin', TargetPath, ModerationReasonInput>) => ({
    idea: await restoreIdea(viewer, params.id, input),
  }),
  docs: moveDocs('Restore a hidden idea', 'Lists it again. 409 when not hidden.', 'idea'),
});

export const suspendUserOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/users/{id}/suspend',
  auth: 'admin',
  body: 'optional-json',
  changes: ['ideas'],
  input: moderationReasonInputSchema,
  run: async ({ viewer, params, input }: Call<'admin', TargetPath, ModerationReasonInput>) => ({
    user: await suspendUser(viewer, params.id, input),
  }),
  docs: moveDocs(
    'Suspend a member',
    'Every session of theirs ends at once (their next request is signed out), their API tokens are deleted, their open events streams end and they go offline, their ideas are unlisted, sign-in is refused. Open reports about them and their messages are actioned and the reporters told. 400 for oneself, 409 when already suspended.',
    'user',
  ),
});

export const reinstateUserOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/users/{id}/reinstate',
  auth: 'admin',
  body: 'optional-json',
  changes: ['ideas'],
  input: moderationReasonInputSchema,
  run: async ({ viewer, params, input }: Call<'admin', TargetPath, ModerationReasonInput>) => ({
    user: await reinstateUser(viewer, params.id, input),
  }),
  docs: moveDocs(
    'Reinstate a suspended member',
    'They can sign in again and their ideas are listed again; deleted tokens stay deleted. 409 when not suspended.',
    'user',
  ),
});

export const trustSignalsOperation = defineOperation({
  method: 'GET',
  path: '/api/users/{id}/trust',
  // The signals are the same for every viewer; a GET only reads the caller to report a bad token.
  auth: 'anonymous',
  run: async ({ params }: Call<'anonymous', TargetPath>) => ({ trust: await trustSignals(params.id) }),
  reply: { cacheControl: 'no-store' },
  docs: {
    tags: ['Users'],
    summary: "A member's trust signals",
    description:
      'Verified email, member since, ideas listed, and how they respond to access requests and messages (rates and medians are null with fewer than 3 cases). Public.',
    requestParams: { path: idPath('id', 'User id') },
    responses: {
      '200': publicRead(reply('The signals', trustReplySchema)),
      ...failures(404),
    },
  },
});

// 'Ask for a review': one request per decision, answered by an admin.

export const currentAppealOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/appeal',
  auth: 'member',
  signIn: APPEAL_MESSAGES.signIn,
  run: async ({ viewer, params }: Call<'member', TargetPath>) => ({
    appeal: await currentIdeaAppeal(viewer, params.id),
  }),
  reply: { cacheControl: 'private, no-store' },
  docs: {
    tags: ['Moderation'],
    summary: 'The review request about the decision on one of my ideas',
    description:
      'The request its creator made about the decision now keeping the idea unlisted (hidden, or rejected in review), with the admin’s answer once given; null when none was made or nothing keeps it unlisted. Its creator only: 404 for anyone else.',
    security: secured,
    requestParams: { path: idPath('id', 'Idea id') },
    responses: { '200': reply('The request, or null', currentAppealReplySchema), ...failures(401, 404) },
  },
});

export const askForReviewOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas/{id}/appeal',
  auth: 'member',
  signIn: APPEAL_MESSAGES.signIn,
  body: 'json',
  input: appealInputSchema,
  run: async ({ viewer, params, input }: Call<'member', TargetPath, AppealInput>) => ({
    appeal: await askForIdeaReview(viewer, params.id, input),
  }),
  reply: { status: 201 },
  docs: {
    tags: ['Moderation'],
    summary: 'Ask for a review of the decision on my idea',
    description: `The creator of a hidden or rejected idea asks an admin to look at the decision again, saying why (1 to 1,000 characters). It joins the admin's queue with the decision and its reason. One request per decision: 409 “${APPEAL_MESSAGES.duplicate}”; 409 “${APPEAL_MESSAGES.nothingToReview}” for a listed or pending idea. Its creator only: 404 for anyone else.`,
    security: secured,
    requestParams: { path: idPath('id', 'Idea id') },
    requestBody: { required: true, content: json(appealInputSchema) },
    responses: {
      '201': reply('The request, open', appealReplySchema),
      ...failures(400, 401, 404, 409, 415),
    },
  },
});

export const askForSuspensionReviewOperation = defineOperation({
  method: 'POST',
  path: '/api/appeals/suspension',
  auth: 'none',
  body: 'json',
  input: suspensionAppealInputSchema,
  run: async ({ input, client }: Call<'none', Record<string, string>, SuspensionAppealInput>) => ({
    appeal: await askForSuspensionReview(input, client.ip),
  }),
  reply: { status: 201, cacheControl: 'no-store' },
  docs: {
    tags: ['Moderation'],
    summary: 'Ask for a review of my suspension',
    description: `A suspended member cannot sign in, so the account's email and password say whose suspension an admin should look at again, with the member's message (1 to 1,000 characters). 400 “${APPEAL_MESSAGES.notSuspended}” (one answer for an unknown email, a wrong password and an account that is not suspended); 409 “${APPEAL_MESSAGES.duplicate}”; rate-limited as sign-in (429).`,
    requestBody: { required: true, content: json(suspensionAppealInputSchema) },
    responses: {
      '201': reply('The request, open', appealReplySchema),
      ...failures(400, 409, 415, 429),
    },
  },
});

export const appealQueueOperation = defineOperation({
  method: 'GET',
  path: '/api/admin/appeals',
  auth: 'admin',
  run: ({ query }) => listAppeals(Object.fromEntries(query)),
  reply: { cacheControl: 'private, no-store' },
  docs: {
    tags: ['Moderation'],
    summary: 'Review requests',
    description: `Members' requests to look again at a decision: the decision, its reason and the member's message; \`open\` the longest waiting first, \`answered\` the latest first; 20 a page. ${ADMIN_ONLY}`,
    security: secured,
    requestParams: { query: appealQuerySchema },
    responses: { '200': reply('A page of requests', appealQueueReplySchema), ...failures(400, 404) },
  },
});

export const answerAppealOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/appeals/{id}/answer',
  auth: 'admin',
  body: 'json',
  changes: ['ideas'],
  input: appealAnswerInputSchema,
  run: async ({ viewer, params, input }: Call<'admin', TargetPath, AppealAnswerInput>) => {
    const appeal = await answerAppeal(viewer, params.id, input);
    // A rejection reversed is an approval: the idea is published now.
    if (appeal.status === 'reversed' && appeal.decision === 'reject')
      await queueApprovedIdeaMatching(appeal.targetId);
    return { appeal };
  },
  docs: {
    tags: ['Moderation'],
    summary: 'Answer a review request',
    description: `\`reverse\` restores the hidden idea (or approves the rejected one); \`uphold\` keeps the decision. Either way the member is told, with the reply. Recorded in the audit log. 409 “${APPEAL_MESSAGES.alreadyAnswered}”. ${ADMIN_ONLY}`,
    security: secured,
    requestParams: { path: idPath('id', 'Review request id') },
    requestBody: { required: true, content: json(appealAnswerInputSchema) },
    responses: {
      '200': reply('The request, answered', appealReplySchema),
      ...failures(400, 404, 409),
    },
  },
});

export const trustSafetyOperations = [
  createReportOperation,
  reportQueueOperation,
  dismissReportsOperation,
  hideIdeaOperation,
  restoreIdeaOperation,
  suspendUserOperation,
  reinstateUserOperation,
  trustSignalsOperation,
  currentAppealOperation,
  askForReviewOperation,
  askForSuspensionReviewOperation,
  appealQueueOperation,
  answerAppealOperation,
];
