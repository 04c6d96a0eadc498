import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  ACCESS_MESSAGES,
  accessDecisionInputSchema,
  accessRequestInputSchema,
  accessRequestListQuerySchema,
  accessRequestListReplySchema,
  accessRequestReplySchema,
  ideaNdaInputSchema,
  ndaReplySchema,
} from '@/lib/validation/access';
import { failures, idPath, json, publicRead, reply, secured } from '../parts';

const ideaId = { path: idPath('id', 'Idea id') };
const requestId = { path: idPath('id', 'Access request id') };

const decisionBody = {
  required: false,
  content: json(accessDecisionInputSchema.meta({ id: 'AccessDecisionInput' })),
};

const decision = (summary: string, description: string) => ({
  tags: ['Deal room'],
  summary,
  description,
  security: secured,
  requestParams: requestId,
  requestBody: decisionBody,
  responses: {
    '200': reply('The request after the change', accessRequestReplySchema),
    ...failures(400, 401, 403, 404, 409),
  },
});

/** The deal room's NDA access requests (DESIGN.md section 8). */
export const accessPaths: ZodOpenApiPathsObject = {
  '/api/ideas/{id}/nda': {
    get: {
      tags: ['Deal room'],
      summary: 'The NDA a requester signs for this idea',
      description: `The platform's standard NDA (version \`1.0\`…) or the creator's own text (version \`custom-<first 12 hex of the hash>\`), with the SHA-256 of the text. \`autoApprove\` only for the idea's creator. 400 “${ACCESS_MESSAGES.notGated}” for an idea without an NDA; 404 like the idea.`,
      requestParams: ideaId,
      responses: {
        '200': publicRead(reply("The idea's NDA", ndaReplySchema)),
        ...failures(400, 404),
      },
    },
    put: {
      tags: ['Deal room'],
      summary: "Set the idea's own NDA text and auto-approval (creator only)",
      description:
        'Fields left out stay as they are; an empty or null `text` returns to the standard NDA. Requests already made keep the text they signed.',
      security: secured,
      requestParams: ideaId,
      requestBody: { required: true, content: json(ideaNdaInputSchema.meta({ id: 'IdeaNdaInput' })) },
      responses: {
        '200': reply("The idea's NDA and auto-approval", ndaReplySchema),
        ...failures(400, 401, 403, 404, 415),
      },
    },
  },
  '/api/ideas/{id}/access-requests': {
    post: {
      tags: ['Deal room'],
      summary: 'Sign the NDA and request access to a gated idea',
      description: `Records the exact NDA text (its version and hash), the typed full legal name, the time, the client address and user agent. On an idea with auto-approve the request is approved at once (the history shows both steps). 400 “${ACCESS_MESSAGES.notGated}”, “${ACCESS_MESSAGES.ownIdea}”, or \`errors.agree\` “${ACCESS_MESSAGES.agree}”; 409 “${ACCESS_MESSAGES.openRequestExists}” (one pending or approved request per idea and user); limited per user and client address (429).`,
      security: secured,
      requestParams: ideaId,
      requestBody: {
        required: true,
        content: json(accessRequestInputSchema.meta({ id: 'AccessRequestInput' })),
      },
      responses: {
        '201': reply('The new request', accessRequestReplySchema),
        ...failures(400, 401, 404, 409, 415, 429),
      },
    },
  },
  '/api/access-requests': {
    get: {
      tags: ['Deal room'],
      summary: 'Your access requests: incoming (to your ideas) or outgoing (yours)',
      description: 'Newest first, with their histories; at most 500.',
      security: secured,
      requestParams: { query: accessRequestListQuerySchema },
      responses: {
        '200': reply('The requests', accessRequestListReplySchema),
        ...failures(400, 401),
      },
    },
  },
  '/api/access-requests/{id}': {
    delete: {
      tags: ['Deal room'],
      summary: 'Withdraw your pending request',
      description: `Requester only (403); 409 unless the request is pending.`,
      security: secured,
      requestParams: requestId,
      responses: {
        '200': reply('The withdrawn request', accessRequestReplySchema),
        ...failures(401, 403, 404, 409),
      },
    },
  },
  '/api/access-requests/{id}/approve': {
    post: decision(
      'Approve a pending request (creator only)',
      'Unlocks the idea for the requester at once on every surface (API, pages, list, search, photo files). 403 for anyone but the creator; 409 unless pending.',
    ),
  },
  '/api/access-requests/{id}/reject': {
    post: decision(
      'Reject a pending request (creator only), with an optional reason',
      '403 for anyone but the creator; 409 unless pending. The requester may ask again.',
    ),
  },
  '/api/access-requests/{id}/revoke': {
    post: decision(
      'Revoke an approved request (creator only), with an optional reason',
      'Locks the idea for the requester again at once. 403 for anyone but the creator; 409 unless approved.',
    ),
  },
  '/api/access-requests/{id}/nda.pdf': {
    get: {
      tags: ['Deal room'],
      summary: 'The signed NDA as a PDF (creator or requester)',
      description:
        'The parties, the idea, the typed name, when (UTC) and from where it was signed, the NDA version and SHA-256, the history and the exact text signed. 404 for anyone but the two parties.',
      security: secured,
      requestParams: requestId,
      responses: {
        '200': {
          description: 'The PDF, as an attachment, `Cache-Control: private, no-store`',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...failures(401, 404),
      },
    },
  },
};
