import 'server-only';
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from '@/lib/db';
import { announceNotifications, markCollapsedRead, notify } from '@/lib/notifications';

type Writer = Pick<Database, 'execute' | 'insert' | 'select' | 'update'>;

/**
 * The bell's 'new message' notification: one per thread while unread, counting the messages
 * (mail for messages is the offline digest, so none is sent here). In the message's transaction.
 */
export async function noticeMessage(
  tx: Writer,
  message: { conversationId: string; recipientId: string; senderName: string },
): Promise<void> {
  const [thread] = resultRows<{ title: string }>(
    await tx.execute(sql`
      select i.title from conversations c join ideas i on i.id = c.idea_id
      where c.id = ${message.conversationId}`),
  );
  const about = thread ? ` about “${thread.title}”` : '';
  await notify(tx, {
    userId: message.recipientId,
    type: 'new-message',
    collapseKey: message.conversationId,
    text: (count) =>
      count === 1
        ? `${message.senderName} sent you a message${about}.`
        : `${message.senderName} sent you ${count} messages${about}.`,
    link: `/messages/${message.conversationId}`,
  });
}

/** The member read the thread: its 'new message' notification is read too (and the bell told). */
export async function noticeThreadRead(userId: string, conversationId: string): Promise<void> {
  if (await markCollapsedRead(userId, 'new-message', conversationId)) await announceNotifications([userId]);
}
