import 'server-only';
import { z } from 'zod';
import {
  decideAccess,
  getIdeaNda,
  listRequests,
  requestAccess,
  setIdeaNda,
  signedNdaPdf,
  type AccessAction,
} from '@/lib/deals';
import { failures, idPath, json, publicRead, reply, secured } from '@/lib/openapi/parts';
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
import { revisionAt } from '@/lib/protection';
import { privateAttachment } from './attachment';
import { defineOperation, type Call } from './operation';

/** NDA access to gated ideas (DESIGN.md section 8): the NDA, requests, decisions, signed PDFs. */

type IdPath = { id: string };

const ideaId = { path: idPath('id', 'Idea id') };
const requestId = { path: idPath('id', 'Access request id') };

// Access requests are the viewer's own.
const PRIVATE = 'private, no-store';

export const getIdeaNdaOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/nda',
  auth: 'anonymous',
  run: async ({ params, viewer }: Call<'anonymous', IdPath>) => ({
    ...(await getIdeaNda(params.id, viewer)),
  }),
  docs: {
    tags: ['Deal room'],
    summary: 'The NDA a requester signs for this idea',
    description: `The platform's standard NDA (version \`1.0\`…) or the creator's own text (version \`custom-<first 12 hex of the hash>\`), with the SHA-256 of the text. \`autoApprove\` only for the idea's creator. 400 “${ACCESS_MESSAGES.notGated}” for an idea without an NDA; 404 like the idea.`,
    requestParams: ideaId,
    responses: {
      '200': publicRead(reply("The idea's NDA", ndaReplySchema)),
      ...failures(400, 404),
    },
  },
});

export const setIdeaNdaOperation = defineOperation({
  method: 'PUT',
  path: '/api/ideas/{id}/nda',
  auth: 'member',
  signIn: 'Please sign in to change the NDA',
  body: 'json',
  run: async ({ params, viewer, body }: Call<'member', IdPath>) => ({
    ...(await setIdeaNda(params.id, viewer, body)),
  }),
  docs: {
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
});

export const requestAccessOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas/{id}/access-requests',
  auth: 'member',
  signIn: ACCESS_MESSAGES.signIn,
  body: 'json',
  run: async ({ params, viewer, body, client }: Call<'member', IdPath>) => ({
    request: await requestAccess(viewer, params.id, body, client),
  }),
  reply: { status: 201 },
  docs: {
    tags: ['Deal room'],
    summary: 'Sign the NDA and request access to a gated idea',
    description: `Records the exact NDA text (its version and hash), the typed full legal name, the time, the client address and user agent. On an idea with auto-approve the request is approved at once (the history shows both steps). 400 “${ACCESS_MESSAGES.notGated}”, “${ACCESS_MESSAGES.ownIdea}”, or \`errors.agree\` “${ACCESS_MESSAGES.agree}”; 409 “${ACCESS_MESSAGES.openRequestExists}” (one pending or approved request per idea and user) or “${ACCESS_MESSAGES.archived}” (its creator archived it); limited per user and client address (429).`,
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
});

export const listAccessRequestsOperation = defineOperation({
  method: 'GET',
  path: '/api/access-requests',
  auth: 'member',
  signIn: ACCESS_MESSAGES.signInToSee,
  run: async ({ viewer, query }) => ({
    requests: await listRequests(viewer, Object.fromEntries(query)),
  }),
  reply: { cacheControl: PRIVATE },
  docs: {
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
});

export const withdrawAccessRequestOperation = defineOperation({
  method: 'DELETE',
  path: '/api/access-requests/{id}',
  auth: 'member',
  signIn: 'Please sign in to withdraw an access request',
  run: async ({ params, viewer }: Call<'member', IdPath>) => ({
    request: await decideAccess(viewer, params.id, 'withdraw'),
  }),
  docs: {
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
});

const decisionBody = {
  required: false,
  content: json(accessDecisionInputSchema.meta({ id: 'AccessDecisionInput' })),
};

/** The creator's move on a request (POST …/approve, …/reject, …/revoke; the last two take an optional reason). */
const decision = (action: Exclude<AccessAction, 'withdraw'>, summary: string, description: string) =>
  defineOperation({
    method: 'POST',
    path: `/api/access-requests/{id}/${action}`,
    auth: 'member',
    signIn: ACCESS_MESSAGES.signInToDecide,
    body: 'optional-json',
    run: async ({ params, viewer, body }: Call<'member', IdPath>) => ({
      request: await decideAccess(viewer, params.id, action, body),
    }),
    docs: {
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
    },
  });

export const approveAccessRequestOperation = decision(
  'approve',
  'Approve a pending request (creator only)',
  'Unlocks the idea for the requester at once on every surface (API, pages, list, search, photo files). 403 for anyone but the creator; 409 unless pending.',
);

export const rejectAccessRequestOperation = decision(
  'reject',
  'Reject a pending request (creator only), with an optional reason',
  '403 for anyone but the creator; 409 unless pending. The requester may ask again.',
);

export const revokeAccessRequestOperation = decision(
  'revoke',
  'Revoke an approved request (creator only), with an optional reason',
  'Locks the idea for the requester again at once. 403 for anyone but the creator; 409 unless approved.',
);

export const signedNdaPdfOperation = defineOperation({
  method: 'GET',
  path: '/api/access-requests/{id}/nda.pdf',
  auth: 'member',
  signIn: 'Please sign in to download the signed NDA',
  run: async ({ params, viewer }: Call<'member', IdPath>) =>
    signedNdaPdf(viewer, params.id, async (ideaId, approvedAt) => {
      const receipt = await revisionAt(ideaId, approvedAt);
      return receipt && { revision: receipt.revision, hash: receipt.hash };
    }),
  respond: ({ bytes, filename }) => privateAttachment(bytes, filename, 'application/pdf'),
  docs: {
    tags: ['Deal room'],
    summary: 'The signed NDA as a PDF (creator or requester)',
    description:
      'The parties, the idea, the typed name, when (UTC) and from where it was signed, the NDA version and SHA-256, the authorship receipt of the idea’s revision the requester was approved on, the history and the exact text signed. 404 for anyone but the two parties.',
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
});

export const accessOperations = [
  getIdeaNdaOperation,
  setIdeaNdaOperation,
  requestAccessOperation,
  listAccessRequestsOperation,
  withdrawAccessRequestOperation,
  approveAccessRequestOperation,
  rejectAccessRequestOperation,
  revokeAccessRequestOperation,
  signedNdaPdfOperation,
];
