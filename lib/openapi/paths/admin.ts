import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { auditQuerySchema } from '@/lib/audit';
import {
  adminJobReplySchema,
  adminJobsReplySchema,
  auditPageReplySchema,
  jobStatusQuerySchema,
  retryDeadReplySchema,
  trustReplySchema,
} from '@/lib/validation/admin';
import { describedQuery, failures, idPath, publicRead, reply, secured } from '../parts';

const ADMIN_ONLY = 'Admins only: for everyone else, signed out included, the route does not exist (404).';

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

const auditQuery = describedQuery(auditQuerySchema, AUDIT_QUERY_DESCRIPTIONS);

/** The admin area's API and the members' trust signals (DESIGN.md section 9). */
export const adminPaths: ZodOpenApiPathsObject = {
  '/api/admin/audit': {
    get: {
      tags: ['Admin'],
      summary: 'The audit log, newest first',
      description: `Every admin action and every access-request decision: who, what, when, before and after. The log is append-only. ${ADMIN_ONLY}`,
      security: secured,
      requestParams: { query: auditQuery },
      responses: {
        '200': reply('A page of entries', auditPageReplySchema),
        ...failures(400, 401, 404),
      },
    },
  },
  '/api/admin/jobs': {
    get: {
      tags: ['Admin'],
      summary: 'Background jobs in one state, and the counts of each',
      description: `Newest change first, at most 100. ${ADMIN_ONLY}`,
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
  },
  '/api/admin/jobs/{id}/retry': {
    post: {
      tags: ['Admin'],
      summary: 'Retry a failed job',
      description: `A failed (or waiting) job gets a fresh set of tries, starting now; recorded in the audit log as \`job.retry\`. 404 for a job that is neither. ${ADMIN_ONLY}`,
      security: secured,
      requestParams: { path: idPath('id', 'Job id') },
      responses: {
        '200': reply('The job, queued again', adminJobReplySchema),
        ...failures(401, 404),
      },
    },
  },
  '/api/admin/jobs/retry-dead': {
    post: {
      tags: ['Admin'],
      summary: 'Retry every failed job',
      description: `Each one is recorded in the audit log as \`job.retry\`. ${ADMIN_ONLY}`,
      security: secured,
      responses: {
        '200': reply('How many went back to the queue', retryDeadReplySchema),
        ...failures(401, 404),
      },
    },
  },
  '/api/users/{id}/trust': {
    get: {
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
  },
};
