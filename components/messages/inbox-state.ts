import type { ConversationReply, MessageEvent } from '@/lib/validation/messages';
import type { ReadEvent } from './live';

/** The inbox's preview is the newest message's first characters, as GET /api/conversations gives them. */
const PREVIEW_LENGTH = 200;

/**
 * The inbox after a `message` event: its thread moves to the top with the new preview and
 * unread count. Null when the thread is not in the list (a new thread: read the list again).
 */
export function withMessage(list: ConversationReply[], event: MessageEvent): ConversationReply[] | null {
  const thread = list.find((c) => c._id === event.conversationId);
  if (!thread) return null;
  const { message } = event;
  if (thread.lastMessage && Date.parse(thread.lastMessage.createdAt) > Date.parse(message.createdAt)) {
    // An older message arriving late: only the count changes.
    return list.map((c) => (c === thread ? { ...c, unread: event.unread } : c));
  }
  const updated: ConversationReply = {
    ...thread,
    lastMessage: {
      body: message.body.slice(0, PREVIEW_LENGTH),
      mine: message.mine,
      createdAt: message.createdAt,
    },
    lastMessageAt: message.createdAt,
    unread: event.unread,
  };
  return [updated, ...list.filter((c) => c !== thread)];
}

/** The inbox after a `conversation-read` event: the reader's own count, or the other side's receipt. */
export function withRead(list: ConversationReply[], event: ReadEvent, viewerId: string): ConversationReply[] {
  return list.map((c) => {
    if (c._id !== event.conversationId) return c;
    if (event.readerId === viewerId)
      return typeof event.unread === 'number' ? { ...c, unread: event.unread } : c;
    return { ...c, otherLastReadAt: laterOf(c.otherLastReadAt, event.lastReadAt) };
  });
}

/** The later of two ISO times (the server's receipts only move forward). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
