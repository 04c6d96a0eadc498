import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
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
} from '@/lib/validation/moderation';
import { failures, idPath, json, reply, secured } from '../parts';

const reasons = Object.entries(REPORT_REASON_LABELS)
  .map(([key, label]) => `\`${key}\` (${label})`)
  .join(', ');

const ADMIN_ONLY = 'Admins only: 404 for everyone else, signed out included.';

const reasonBody = {
  required: false,
  content: json(moderationReasonInputSchema.meta({ id: 'ModerationReasonInput' })),
};

const adminAction = (summary: string, description: string, what: 'idea' | 'user') => ({
  post: {
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
  },
});

/** Reports and what admins do about them (DESIGN.md section 9). */
export const moderationPaths: ZodOpenApiPathsObject = {
  '/api/reports': {
    post: {
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
  },
  '/api/admin/reports': {
    get: {
      tags: ['Moderation'],
      summary: 'The report queue, grouped per item',
      description: `\`open\`: each reported item once, with its preview (idea title, member name or message text with both sides), how many reports, the reasons with counts, the latest report's time and whether it is already hidden or suspended; newest first, 20 a page. \`closed\`: one group per decision. ${ADMIN_ONLY}`,
      security: secured,
      requestParams: { query: reportQueueQuerySchema },
      responses: { '200': reply('A page of the queue', reportQueueReplySchema), ...failures(400, 404) },
    },
  },
  '/api/admin/reports/dismiss': {
    post: {
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
  },
  '/api/admin/ideas/{id}/hide': adminAction(
    'Hide an idea',
    'Unlists it on every surface (list, search, detail, sitemap, profile counts) for everyone but its creator and admins; its open reports are actioned and the reporters told. 409 when already hidden.',
    'idea',
  ),
  '/api/admin/ideas/{id}/restore': adminAction(
    'Restore a hidden idea',
    'Lists it again. 409 when not hidden.',
    'idea',
  ),
  '/api/admin/users/{id}/suspend': adminAction(
    'Suspend a member',
    'Every session of theirs ends at once (their next request is signed out), their API tokens are deleted, their open events streams end and they go offline, their ideas are unlisted, sign-in is refused. Open reports about them and their messages are actioned and the reporters told. 400 for oneself, 409 when already suspended.',
    'user',
  ),
  '/api/admin/users/{id}/reinstate': adminAction(
    'Reinstate a suspended member',
    'They can sign in again and their ideas are listed again; deleted tokens stay deleted. 409 when not suspended.',
    'user',
  ),
};
