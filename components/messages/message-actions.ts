'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  blockUserOperation,
  getConversationOperation,
  listConversationsOperation,
  listMessagesOperation,
  markConversationReadOperation,
  sendMessageOperation,
  startConversationOperation,
  unblockUserOperation,
} from '@/lib/operations/conversations';
import type { ConversationReply, MessageReply } from '@/lib/validation/messages';

// The conversation operations as the messages pages' server actions: the same rules and sentences
// as the API's calls, without a client of the API in the browser.

export interface MessagePage {
  /** Newest first, as the API gives them. */
  messages: MessageReply[];
  nextCursor: string | null;
}

const listConversations = toAction(listConversationsOperation, {
  fallback: 'Could not load your conversations',
  data: ({ conversations }): ConversationReply[] => conversations,
});
const getConversation = toAction(getConversationOperation, {
  fallback: 'Could not load the conversation',
  data: ({ conversation }): ConversationReply => conversation,
});
const listMessages = toAction(listMessagesOperation, {
  fallback: 'Could not load older messages',
  data: ({ messages, nextCursor }): MessagePage => ({ messages, nextCursor }),
});
const sendMessage = toAction(sendMessageOperation, {
  fallback: 'Could not send the message. Please try again.',
  data: ({ message }): MessageReply => message,
});
const startConversation = toAction(startConversationOperation, {
  fallback: 'Could not send the message. Please try again.',
  data: ({ conversation }): ConversationReply => conversation,
});
const markRead = toAction(markConversationReadOperation, { fallback: 'Could not mark the thread read' });
const block = toAction(blockUserOperation, { fallback: 'Could not block this member' });
const unblock = toAction(unblockUserOperation, { fallback: 'Could not unblock this member' });

/** The viewer's threads, read again (a thread the inbox does not hold yet, the stream back after a drop). */
export async function listConversationsAction(): Promise<ActionResult<ConversationReply[]>> {
  return listConversations();
}

/** One thread of the viewer, read again (access to its idea changed, a message was refused). */
export async function conversationAction(id: string): Promise<ActionResult<ConversationReply>> {
  return getConversation({ params: { id } });
}

/** The newest page of a thread, or the page older than `cursor`. */
export async function messagePageAction(id: string, cursor?: string): Promise<ActionResult<MessagePage>> {
  return listMessages({ params: { id }, query: cursor ? { cursor } : {} });
}

export async function sendMessageAction(id: string, body: string): Promise<ActionResult<MessageReply>> {
  return sendMessage({ params: { id }, body: { body } });
}

/** The first message to an idea's creator (or one more in the viewer's thread about it). */
export async function startConversationAction(
  ideaId: string,
  message: string,
): Promise<ActionResult<ConversationReply>> {
  return startConversation({ body: { ideaId, message } });
}

export async function markThreadReadAction(id: string): Promise<ActionResult> {
  return markRead({ params: { id } });
}

/** Blocks (or unblocks) the other side of a thread. */
export async function setBlockedAction(userId: string, blocked: boolean): Promise<ActionResult> {
  return (blocked ? block : unblock)({ params: { id: userId } });
}
