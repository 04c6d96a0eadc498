import 'server-only';
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
} from '@/lib/deals';
import { failures, idPath, json, reply, secured } from '@/lib/openapi/parts';
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

/** Conversations between members about an idea, and blocking (DESIGN.md section 8). */

type IdPath = { id: string };

const conversationId = idPath('id', 'The conversation’s id');
const memberId = { path: idPath('id', 'The member’s id') };

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

export const conversationOperations = [
  listConversationsOperation,
  startConversationOperation,
  getConversationOperation,
  listMessagesOperation,
  sendMessageOperation,
  markConversationReadOperation,
  blockUserOperation,
  unblockUserOperation,
];
