import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '@/lib/core/message-length';

/** Conversations and messages: the input of each call and every reply shape. */

export { MESSAGE_MAX_LENGTH };

export const MESSAGE_REQUIRED = 'Write a message';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`;

/** A message body: plain text, trimmed, 1–5,000 characters. */
export const messageBodySchema = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

export const sendMessageInputSchema = z
  .object({
    body: messageBodySchema.meta({
      description: 'Plain text (never rendered as HTML), trimmed, 1–5,000 characters',
    }),
  })
  .meta({ id: 'SendMessageInput' });

export const startConversationInputSchema = z
  .object({
    ideaId: z
      .string({ error: 'Choose the idea to write about' })
      .regex(/^[0-9a-fA-F]{24}$/, 'Choose the idea to write about')
      .transform((v) => v.toLowerCase()),
    message: messageBodySchema.meta({ description: 'The first message (plain text, 1–5,000 characters)' }),
  })
  .meta({ id: 'StartConversationInput' });

export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_PAGE_DEFAULT = 30;

export const messageListQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page; absent for the newest messages' }),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}`)
    .max(MESSAGE_PAGE_MAX, `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}`)
    .default(MESSAGE_PAGE_DEFAULT),
});

export type StartConversationInput = z.output<typeof startConversationInputSchema>;
export type SendMessageInput = z.output<typeof sendMessageInputSchema>;
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

const success = z.literal(true);

/** A member as a thread shows them; `_id` null and 'Deleted user' once the account is gone. */
export const messagePartySchema = z
  .object({
    _id: z.string().nullable(),
    displayName: z.string(),
    photoURL: z.string(),
  })
  .meta({ id: 'MessageParty' });

export const messageSchema = z
  .object({
    _id: z.string(),
    conversationId: z.string(),
    sender: messagePartySchema,
    mine: z.boolean().meta({ description: 'Whether the caller sent it' }),
    body: z.string().meta({ description: 'The raw text as written: display it as text, never as HTML' }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Message' });

export const conversationSchema = z
  .object({
    _id: z.string(),
    ideaId: z.string(),
    ideaTitle: z.string(),
    role: z
      .enum(['creator', 'participant'])
      .meta({ description: 'The caller’s side: the idea’s creator, or the member who wrote to them' }),
    otherParty: messagePartySchema,
    lastMessage: z
      .object({
        body: z.string().meta({ description: 'The first 200 characters of the newest message' }),
        mine: z.boolean(),
        createdAt: z.string().meta({ format: 'date-time' }),
      })
      .nullable(),
    unread: z.int().meta({ description: 'Messages from the other side the caller has not read' }),
    otherLastReadAt: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'Read receipt: the other side has read up to here' }),
    blocked: z.boolean().meta({ description: 'Whether the caller blocked the other side' }),
    accessNeeded: z.boolean().meta({
      description:
        'The idea is NDA-gated and the caller (its requester) has no approved access: they may write once the creator approves it',
    }),
    canReply: z.boolean().meta({
      description: 'False when a block stands (either way), the other side is gone, or access is needed',
    }),
    lastMessageAt: z.string().meta({ format: 'date-time' }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Conversation' });

export const conversationListReplySchema = z
  .object({ success, conversations: z.array(conversationSchema), unread: z.int() })
  .meta({ id: 'ConversationList' });

export const conversationReplySchema = z
  .object({ success, conversation: conversationSchema })
  .meta({ id: 'ConversationReply' });

export const messagePageReplySchema = z
  .object({
    success,
    messages: z.array(messageSchema).meta({ description: 'Newest first' }),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for older messages; null at the start' }),
  })
  .meta({ id: 'MessagePage' });

export const messageReplySchema = z.object({ success, message: messageSchema }).meta({ id: 'MessageReply' });

/** The `message` event on the events stream (GET /api/presence). */
export const messageEventSchema = z
  .object({
    conversationId: z.string(),
    message: messageSchema,
    unread: z.int().meta({ description: 'Unread messages of this thread for the receiving member' }),
    totalUnread: z.int(),
    truncated: z
      .boolean()
      .meta({ description: 'The body was cut to fit the event; load the thread for the whole text' }),
  })
  .meta({ id: 'MessageEvent' });

export type MessageParty = z.output<typeof messagePartySchema>;
export type MessageReply = z.output<typeof messageSchema>;
export type ConversationReply = z.output<typeof conversationSchema>;
export type MessageEvent = z.output<typeof messageEventSchema>;
