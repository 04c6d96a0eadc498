import 'server-only';
import { z } from 'zod';
import { adminJobs, adminRetryDeadJobs, adminRetryJob } from '@/lib/trust-safety';
import { auditQuerySchema, listAudit } from '@/lib/platform/audit';
import { InvalidError } from '@/lib/core/errors';
import { approveIdea, listReviewQueue, rejectIdea } from '@/lib/trust-safety';
import { queueApprovedIdeaMatching } from '@/lib/watchlist';
import { describedQuery, failures, idPath, json, reply, secured } from '@/lib/openapi/parts';
import {
  adminJobReplySchema,
  adminJobsReplySchema,
  auditPageReplySchema,
  jobStatusQuerySchema,
  retryDeadReplySchema,
} from '@/lib/validation/admin';
import {
  rejectInputSchema,
  reviewDecisionReplySchema,
  reviewQuerySchema,
  reviewQueueReplySchema,
  type RejectInput,
} from '@/lib/validation/review';
import { defineOperation, type Call } from './operation';

/** The admin area's API: the audit log, background jobs, the review of ideas (DESIGN.md section 9). */

type IdPath = { id: string };

const ADMIN_TOOLS_ONLY =
  'Admins only: for everyone else, signed out included, the route does not exist (404).';
const REVIEW_ADMINS_ONLY =
  'Admins only: for everyone else (signed out included) the route does not exist (404).';
// What an admin sees is theirs alone, and changes with every decision.
const PRIVATE = 'private, no-store';

const AUDIT_QUERY_DESCRIPTIONS: Record<keyof typeof auditQuerySchema.shape, string> = {
  action: 'An exact action (`access.approve`) or a family ending in a dot (`access.`)',
  actorId: 'The acting member’s id',
  targetType: 'user, idea, access-request, job, report…',
  targetId: 'The target’s id',
  from: 'First day, YYYY-MM-DD (UTC)',
  to: 'Last day, YYYY-MM-DD (UTC), included',
  cursor: '`nextCursor` of the previous page',
  limit: 'Entries per page, 1 to 100 (default 50)',
};

const ideaId = idPath('id', 'Idea id (24 hex characters)');

export const auditLogOperation = defineOperation({
  method: 'GET',
  path: '/api/admin/audit',
  auth: 'admin',
  run: ({ query }) => listAudit(Object.fromEntries(query)),
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Admin'],
    summary: 'The audit log, newest first',
    description: `Every admin action and every access-request decision: who, what, when, before and after. The log is append-only. ${ADMIN_TOOLS_ONLY}`,
    security: secured,
    requestParams: { query: describedQuery(auditQuerySchema, AUDIT_QUERY_DESCRIPTIONS) },
    responses: {
      '200': reply('A page of entries', auditPageReplySchema),
      ...failures(400, 401, 404),
    },
  },
});

export const listJobsOperation = defineOperation({
  method: 'GET',
  path: '/api/admin/jobs',
  auth: 'admin',
  run: async ({ query }) => {
    const parsed = jobStatusQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) throw InvalidError.fromZod(parsed.error);
    return adminJobs(parsed.data.status);
  },
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Admin'],
    summary: 'Background jobs in one state, and the counts of each',
    description: `Newest change first, at most 100. ${ADMIN_TOOLS_ONLY}`,
    security: secured,
    requestParams: {
      query: z.object({
        status: jobStatusQuerySchema.shape.status.meta({
          description: 'dead (default: the failed ones), queued, running, done',
        }),
      }),
    },
    responses: {
      '200': reply('The jobs and the counts', adminJobsReplySchema),
      ...failures(400, 401, 404),
    },
  },
});

export const retryJobOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/jobs/{id}/retry',
  auth: 'admin',
  run: async ({ viewer, params }: Call<'admin', IdPath>) => ({ job: await adminRetryJob(viewer, params.id) }),
  docs: {
    tags: ['Admin'],
    summary: 'Retry a failed job',
    description: `A failed (or waiting) job gets a fresh set of tries, starting now; recorded in the audit log as \`job.retry\`. 404 for a job that is neither. ${ADMIN_TOOLS_ONLY}`,
    security: secured,
    requestParams: { path: idPath('id', 'Job id') },
    responses: {
      '200': reply('The job, queued again', adminJobReplySchema),
      ...failures(401, 404),
    },
  },
});

export const retryDeadJobsOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/jobs/retry-dead',
  auth: 'admin',
  run: async ({ viewer }) => ({ retried: await adminRetryDeadJobs(viewer) }),
  docs: {
    tags: ['Admin'],
    summary: 'Retry every failed job',
    description: `Each one is recorded in the audit log as \`job.retry\`. ${ADMIN_TOOLS_ONLY}`,
    security: secured,
    responses: {
      '200': reply('How many went back to the queue', retryDeadReplySchema),
      ...failures(401, 404),
    },
  },
});

export const reviewQueueOperation = defineOperation({
  method: 'GET',
  path: '/api/admin/review',
  auth: 'admin',
  run: ({ query }) => listReviewQueue(Object.fromEntries(query)),
  reply: { cacheControl: 'no-store' },
  docs: {
    tags: ['Admin'],
    summary: 'The review queue: pending ideas, or the latest rejections',
    description: `${REVIEW_ADMINS_ONLY} Every text of each idea, NDA-gated or not, and its creator; 20 a page.`,
    security: secured,
    requestParams: { query: reviewQuerySchema },
    responses: { '200': reply('A page of ideas', reviewQueueReplySchema), ...failures(400, 404) },
  },
});

// A decision lists or unlists the idea: the public pages change.

export const approveIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/ideas/{id}/approve',
  auth: 'admin',
  // No body is needed; one that is sent must still be JSON.
  body: 'optional-json',
  changes: ['ideas'],
  run: async ({ viewer, params }: Call<'admin', IdPath>) => {
    const idea = await approveIdea(viewer, params.id);
    await queueApprovedIdeaMatching(idea._id);
    return { idea };
  },
  docs: {
    tags: ['Admin'],
    summary: 'Approve an idea: it is listed',
    description: `${REVIEW_ADMINS_ONLY} The creator is notified; the audit log records it. 409 when it is already approved.`,
    security: secured,
    requestParams: { path: ideaId },
    responses: {
      '200': reply('The idea after the decision', reviewDecisionReplySchema),
      ...failures(404, 409),
    },
  },
});

export const rejectIdeaOperation = defineOperation({
  method: 'POST',
  path: '/api/admin/ideas/{id}/reject',
  auth: 'admin',
  // A missing body is the missing reason (400 with the reason's sentence), not a wrong content type.
  body: 'optional-json',
  changes: ['ideas'],
  input: rejectInputSchema,
  run: async ({ viewer, params, input }: Call<'admin', IdPath, RejectInput>) => ({
    idea: await rejectIdea(viewer, params.id, input),
  }),
  docs: {
    tags: ['Admin'],
    summary: 'Reject an idea with a reason: it stays unlisted',
    description: `${REVIEW_ADMINS_ONLY} The creator is told the reason and may edit the idea to send it back to review; the audit log records it. 409 when it is already rejected.`,
    security: secured,
    requestParams: { path: ideaId },
    requestBody: { required: true, content: json(rejectInputSchema) },
    responses: {
      '200': reply('The idea after the decision', reviewDecisionReplySchema),
      ...failures(400, 404, 409),
    },
  },
});

export const adminOperations = [
  auditLogOperation,
  listJobsOperation,
  retryJobOperation,
  retryDeadJobsOperation,
  reviewQueueOperation,
  approveIdeaOperation,
  rejectIdeaOperation,
];
