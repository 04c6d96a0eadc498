'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { listConversationsOperation } from '@/lib/operations/conversations';
import type { ConversationReply } from '@/lib/validation/messages';

const listConversations = toAction(listConversationsOperation, {
  fallback: 'Could not load your conversations',
  data: ({ conversations }): ConversationReply[] => conversations,
});

/** The viewer's threads, read again (a thread the inbox does not hold yet, the stream back after a drop). */
export async function listConversationsAction(): Promise<ActionResult<ConversationReply[]>> {
  return listConversations();
}
