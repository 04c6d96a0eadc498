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
} from '@/lib/access';
import { ok } from '@/lib/http';
import {
  blockUser,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  MESSAGING_MESSAGES,
  sendMessage,
  startConversation,
  unblockUser,
} from '@/lib/messages';
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
import {
  conversationListReplySchema,
  conversationReplySchema,
  messageListQuerySchema,
  messagePageReplySchema,
  messageReplySchema,
  sendMessageInputSchema,
  startConversationInputSchema,
} from '@/lib/validation/messages';
import { successReplySchema } from '@/lib/validation/replies';
import { defineOperation, type Call } from './operation';

/** The deal room (DESIGN.md section 8): NDA access requests, conversations and blocks. */

type IdPath = { id: string };

const ideaId = { path: idPath('id', 'Idea id') };
const requestId = { path: idPath('id', 'Access request id') };
const conversationId = idPath('id', 'The conversation’s id');
const memberId = { path: idPath('id', 'The member’s id') };

// Access requests and threads are the viewer's own.
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
  run: async ({ params, viewer }: Call<'member', IdPath>) => signedNdaPdf(viewer, params.id),
  respond: ({ bytes, filename }) =>
    new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': PRIVATE,
      },
    }),
  docs: {
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
});

const EVENTS =
  'Both sides’ open events streams (GET /api/presence) receive a `message` event (`{conversationId, message, unread, totalUnread, truncated}`) when a message is stored; marking a thread read sends `conversation-read`.';

export const listConversationsOperation = defineOperation({
  method: 'GET',
  path: '/api/conversations',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  run: async ({ viewer }) => ({ ...(await listConversations(viewer)) }),
  docs: {
    tags: ['Messages'],
    summary: 'Your conversations',
    description:
      'Most recently active first, each with the idea’s title, the other side (`Deleted user` once their account is gone), a preview of the newest message, the unread count and the other side’s read receipt. `unread` is the total.',
    security: secured,
    responses: { '200': reply('Your threads', conversationListReplySchema), ...failures(401) },
  },
});

export const startConversationOperation = defineOperation({
  method: 'POST',
  path: '/api/conversations',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  body: 'json',
  run: async ({ viewer, body, client }) => startConversation(viewer, body, { ip: client.ip }),
  // The reply carries the thread only; whether it is new shows in the status.
  respond: ({ conversation, created }) => ok({ conversation }, { status: created ? 201 : 200 }),
  docs: {
    tags: ['Messages'],
    summary: 'Write to an idea’s creator',
    description: `Starts your thread about the idea with \`message\`, or adds \`message\` to the thread you already have (200). The creator cannot start one on their own idea (400); on an NDA-gated idea only members with approved access may write (403); a block either way is 403. Rate-limited per sender and per address (429). ${EVENTS}`,
    security: secured,
    requestBody: { required: true, content: json(startConversationInputSchema) },
    responses: {
      '201': reply('The new thread', conversationReplySchema),
      '200': reply('Your existing thread, with the message added', conversationReplySchema),
      ...failures(400, 401, 403, 404, 429),
    },
  },
});

export const getConversationOperation = defineOperation({
  method: 'GET',
  path: '/api/conversations/{id}',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', IdPath>) => ({
    conversation: await getConversation(viewer, params.id),
  }),
  docs: {
    tags: ['Messages'],
    summary: 'One of your conversations',
    description:
      'The thread as the list shows it (other side, newest message, unread count, read receipt, `blocked` and `canReply`). Anyone but the two sides gets 404.',
    security: secured,
    requestParams: { path: conversationId },
    responses: { '200': reply('The thread', conversationReplySchema), ...failures(401, 404) },
  },
});

export const listMessagesOperation = defineOperation({
  method: 'GET',
  path: '/api/conversations/{id}/messages',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  run: async ({ params, viewer, query }: Call<'member', IdPath>) => ({
    ...(await listMessages(viewer, params.id, Object.fromEntries(query))),
  }),
  docs: {
    tags: ['Messages'],
    summary: 'A page of a thread’s messages, newest first',
    description:
      'Keyset pagination: pass `nextCursor` as `cursor` for older messages; messages that arrive meanwhile never shift later pages. Bodies are the raw text: show them as text, never as HTML. Anyone but the two sides gets 404.',
    security: secured,
    requestParams: { path: conversationId, query: messageListQuerySchema },
    responses: { '200': reply('Messages', messagePageReplySchema), ...failures(400, 401, 404) },
  },
});

export const sendMessageOperation = defineOperation({
  method: 'POST',
  path: '/api/conversations/{id}/messages',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  body: 'json',
  run: async ({ params, viewer, body, client }: Call<'member', IdPath>) => ({
    message: await sendMessage(viewer, params.id, body, { ip: client.ip }),
  }),
  reply: { status: 201 },
  docs: {
    tags: ['Messages'],
    summary: 'Send a message',
    description: `Plain text, trimmed, 1–5,000 characters (400 with \`errors.body\`). 403 when a block stands either way, when the other side deleted their account, or on a gated idea without approved access; 404 for anyone but the two sides; 429 when sending too fast. ${EVENTS}`,
    security: secured,
    requestParams: { path: conversationId },
    requestBody: { required: true, content: json(sendMessageInputSchema) },
    responses: {
      '201': reply('The stored message', messageReplySchema),
      ...failures(400, 401, 403, 404, 429),
    },
  },
});

export const markConversationReadOperation = defineOperation({
  method: 'POST',
  path: '/api/conversations/{id}/read',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', IdPath>) => {
    await markRead(viewer, params.id);
    return {};
  },
  docs: {
    tags: ['Messages'],
    summary: 'Mark a thread read up to its newest message',
    security: secured,
    requestParams: { path: conversationId },
    responses: { '200': reply('Marked', successReplySchema), ...failures(401, 404) },
  },
});

export const blockUserOperation = defineOperation({
  method: 'POST',
  path: '/api/users/{id}/block',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', IdPath>) => {
    await blockUser(viewer, params.id);
    return {};
  },
  docs: {
    tags: ['Messages'],
    summary: 'Block a member',
    description:
      'Neither of you can message the other while the block stands; threads stay readable. Repeating it changes nothing. Blocking yourself is 400; an unknown member 404.',
    security: secured,
    requestParams: memberId,
    responses: { '200': reply('Blocked', successReplySchema), ...failures(400, 401, 404) },
  },
});

export const unblockUserOperation = defineOperation({
  method: 'DELETE',
  path: '/api/users/{id}/block',
  auth: 'member',
  signIn: MESSAGING_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', IdPath>) => {
    await unblockUser(viewer, params.id);
    return {};
  },
  docs: {
    tags: ['Messages'],
    summary: 'Unblock a member',
    security: secured,
    requestParams: memberId,
    responses: {
      '200': reply('Unblocked (or was not blocked)', successReplySchema),
      ...failures(401, 404),
    },
  },
});

export const dealOperations = [
  getIdeaNdaOperation,
  setIdeaNdaOperation,
  requestAccessOperation,
  listAccessRequestsOperation,
  withdrawAccessRequestOperation,
  approveAccessRequestOperation,
  rejectAccessRequestOperation,
  revokeAccessRequestOperation,
  signedNdaPdfOperation,
  listConversationsOperation,
  startConversationOperation,
  getConversationOperation,
  listMessagesOperation,
  sendMessageOperation,
  markConversationReadOperation,
  blockUserOperation,
  unblockUserOperation,
];
