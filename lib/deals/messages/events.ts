import 'server-only';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/core/log';
import { announceNotifications } from '@/lib/notifications';
import { sendToUser, USER_EVENT_MAX_BYTES, userEventSize } from '@/lib/platform/presence';
import type { MessageEvent, MessageReply } from '@/lib/validation/messages';
import { unreadCounts } from './queries';

/**
 * The `message` event: sent to both sides' open streams when a message is stored. A body too
 * long for the bus is cut and the event says `truncated` (the page then loads the thread).
 */
export function fitMessageEvent(userId: string, event: MessageEvent): MessageEvent {
  let fitted = event;
  const size = () => userEventSize({ userId, event: 'message', data: fitted });
  while (size() > USER_EVENT_MAX_BYTES) {
    const body = fitted.message.body;
    const excess = size() - USER_EVENT_MAX_BYTES;
    // Every character takes at least one byte, at most six (a control character as \u00XX).
    const keep = Math.max(0, body.length - Math.max(16, Math.ceil(excess)));
    fitted = { ...fitted, truncated: true, message: { ...fitted.message, body: body.slice(0, keep) } };
  }
  return fitted;
}

/** Tells both sides' open streams about a stored message, with each one's unread counts. */
export async function publishMessage(
  message: MessageReply,
  senderId: string,
  recipientId: string | null,
): Promise<void> {
  const db = getDb();
  const targets = [recipientId, senderId].filter((id): id is string => id !== null);
  await Promise.all(
    targets.map(async (userId) => {
      try {
        const counts = await unreadCounts(db, userId, message.conversationId);
        const event = fitMessageEvent(userId, {
          conversationId: message.conversationId,
          message: { ...message, mine: message.sender._id === userId },
          ...counts,
          truncated: false,
        });
        await sendToUser(userId, 'message', event);
      } catch (error) {
        // The message is stored: a lost event only means the page learns of it on its next load.
        logger.warn({ err: error }, 'message event not sent');
      }
    }),
  );
  // The recipient's bell: the message's notification was written with it.
  if (recipientId) await announceNotifications([recipientId]);
}

/** Read receipts and unread counts across tabs: `readerId` read the thread up to `lastReadAt`. */
export async function publishRead(
  conversationId: string,
  readerId: string,
  otherId: string | null,
  lastReadAt: string,
): Promise<void> {
  const db = getDb();
  try {
    const counts = await unreadCounts(db, readerId, conversationId);
    await sendToUser(readerId, 'conversation-read', { conversationId, readerId, lastReadAt, ...counts });
    if (otherId) await sendToUser(otherId, 'conversation-read', { conversationId, readerId, lastReadAt });
  } catch (error) {
    logger.warn({ err: error }, 'read event not sent');
  }
}
