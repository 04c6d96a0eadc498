import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  rejectInputSchema,
  reviewDecisionReplySchema,
  reviewQuerySchema,
  reviewQueueReplySchema,
} from '@/lib/validation/review';
import { failures, idPath, json, reply, secured } from '../parts';

const ADMINS_ONLY = 'Admins only: for everyone else (signed out included) the route does not exist (404).';
const ideaId = idPath('id', 'Idea id (24 hex characters)');

/** The review of ideas (MODERATION=pre makes new and edited ideas wait for it). */
export const reviewPaths: ZodOpenApiPathsObject = {
  '/api/admin/review': {
    get: {
      tags: ['Admin'],
      summary: 'The review queue: pending ideas, or the latest rejections',
      description: `${ADMINS_ONLY} Every text of each idea, NDA-gated or not, and its creator; 20 a page.`,
      security: secured,
      requestParams: { query: reviewQuerySchema },
      responses: { '200': reply('A page of ideas', reviewQueueReplySchema), ...failures(400, 404) },
    },
  },
  '/api/admin/ideas/{id}/approve': {
    post: {
      tags: ['Admin'],
      summary: 'Approve an idea: it is listed',
      description: `${ADMINS_ONLY} The creator is notified; the audit log records it. 409 when it is already approved.`,
      security: secured,
      requestParams: { path: ideaId },
      responses: {
        '200': reply('The idea after the decision', reviewDecisionReplySchema),
        ...failures(404, 409),
      },
    },
  },
  '/api/admin/ideas/{id}/reject': {
    post: {
      tags: ['Admin'],
      summary: 'Reject an idea with a reason: it stays unlisted',
      description: `${ADMINS_ONLY} The creator is told the reason and may edit the idea to send it back to review; the audit log records it. 409 when it is already rejected.`,
      security: secured,
      requestParams: { path: ideaId },
      requestBody: { required: true, content: json(rejectInputSchema) },
      responses: {
        '200': reply('The idea after the decision', reviewDecisionReplySchema),
        ...failures(400, 404, 409),
      },
    },
  },
};
