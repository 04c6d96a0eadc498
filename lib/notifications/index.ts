import 'server-only';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { siteUrl } from '@/lib/core/config';
import { getDb, type Database } from '@/lib/db';
import { InvalidError } from '@/lib/core/errors';
import { logger } from '@/lib/core/log';
import { enqueueMail } from '@/lib/platform/mail';
import { sendToUser } from '@/lib/platform/presence';
import {
  notificationListQuerySchema,
  NOTIFICATION_TYPES,
  type NotificationReply,
  type NotificationSettings,
  type NotificationType,
  type MarkReadInput,
  type NotificationSettingsInput,
} from '@/lib/validation/notifications';
import { emailOptOuts, notificationMutes, notifications, users, type NotificationRow } from '@/models';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  /**
   * One sentence: 'Ada requested access to “Solar kettle”.' A function gets how many events the
   * notification now stands for (see `collapseKey`).
   */
  text: string | ((count: number) => string);
  /**
   * Events with the same key (e.g. messages of one thread) share one unread notification: a new
   * one rewrites it, counts it and moves it to the top instead of adding another.
   */
  collapseKey?: string;
  /** A path on the site where the member acts on it. */
  link: string;
  /** The mail's button ('Review the request'); without it no mail is sent (new messages have their digest). */
  emailAction?: string;
  data?: Record<string, unknown>;
}

/**
 * Tells a member that something happened: in the app (unless they muted the type) and by mail
 * (unless `emailAction` is absent or they turned the type's mail off, which the mail job checks
 * when sending). Pass the transaction of the change: both exist exactly when it commits.
 */
export async function notify(writer: Writer, input: NotificationInput): Promise<void> {
  const [member] = await writer
    .select({ email: users.email, displayName: users.displayName, status: users.status })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!member || member.status !== 'active') return;
  const [muted] = await writer
    .select({ type: notificationMutes.type })
    .from(notificationMutes)
    .where(and(eq(notificationMutes.userId, input.userId), eq(notificationMutes.type, input.type)))
    .limit(1);
  const textFor = (n: number) => (typeof input.text === 'function' ? input.text(n) : input.text);
  if (!muted) await storeNotification(writer, input, textFor);
  if (input.emailAction) {
    await enqueueMail(
      writer,
      member.email,
      'notification',
      {
        displayName: member.displayName,
        text: textFor(1),
        url: `${siteUrl()}${input.link}`,
        action: input.emailAction,
      },
      { unsubscribe: { userId: input.userId, topic: input.type } },
    );
  }
}

async function storeNotification(
  writer: Writer,
  input: NotificationInput,
  textFor: (count: number) => string,
): Promise<void> {
  const data = { ...input.data, ...(input.collapseKey ? { key: input.collapseKey } : {}) };
  if (input.collapseKey) {
    const [open] = await writer
      .select({ id: notifications.id, data: notifications.data })
      .from(notifications)
      .where(unreadWithKey(input.userId, input.type, input.collapseKey))
      .limit(1);
    if (open) {
      const count = Number((open.data as { count?: unknown }).count ?? 1) + 1;
      await writer
        .update(notifications)
        .set({ text: textFor(count), link: input.link, data: { ...data, count }, createdAt: new Date() })
        .where(eq(notifications.id, open.id));
      return;
    }
  }
  await writer.insert(notifications).values({
    userId: input.userId,
    type: input.type,
    text: textFor(1),
    link: input.link,
    data: input.collapseKey ? { ...data, count: 1 } : data,
  });
}

const unreadWithKey = (userId: string, type: NotificationType, key: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.type, type),
    isNull(notifications.readAt),
    sql`${notifications.data}->>'key' = ${key}`,
  );

/**
 * Marks read the member's unread notification collapsed under `key` (the thread they just read);
 * true when there was one, so the caller announces the new count.
 */
export async function markCollapsedRead(
  userId: string,
  type: NotificationType,
  key: string,
): Promise<boolean> {
  const updated = await getDb()
    .update(notifications)
    .set({ readAt: new Date() })
    .where(unreadWithKey(userId, type, key))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

const toReply = (row: NotificationRow): NotificationReply => ({
  _id: row.id,
  type: (NOTIFICATION_TYPES as readonly string[]).includes(row.type)
    ? (row.type as NotificationType)
    : 'moderation',
  text: row.text,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Tells the members' open pages their new unread count (the bell), after the change that notified
 * them was committed. Never fails the caller: a page that misses it reads the count when it opens.
 */
export async function announceNotifications(userIds: string[]): Promise<void> {
  await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      try {
        await sendToUser(userId, 'notifications', { unread: await unreadCount(userId) });
      } catch (error) {
        logger.warn({ err: error }, 'could not announce notifications');
      }
    }),
  );
}

export async function unreadCount(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * A page of the member's notifications, newest first, how many are unread in all, and the cursor
 * of the next (older) page: the id of this page's last one.
 */
export async function listNotifications(
  userId: string,
  query: unknown = {},
): Promise<{ notifications: NotificationReply[]; unread: number; nextCursor: string | null }> {
  const parsed = notificationListQuerySchema.safeParse(query);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const { cursor, limit } = parsed.data;
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (
              select created_at, id from notifications where id = ${cursor} and user_id = ${userId})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    notifications: page.map(toReply),
    unread: await unreadCount(userId),
    nextCursor: rows.length > limit ? page.at(-1)!.id : null,
  };
}

/** Every notification of the member, newest first (their data export). */
export async function allNotifications(userId: string): Promise<NotificationReply[]> {
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toReply);
}

/** Marks the member's listed notifications (or all) read; others' ids are ignored. */
export async function markNotificationsRead(
  userId: string,
  { ids, all }: MarkReadInput,
): Promise<{ notifications: NotificationReply[]; unread: number }> {
  await getDb()
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        all ? undefined : inArray(notifications.id, ids ?? []),
      ),
    );
  return listNotifications(userId);
}

/** Each type's switches: in the app, by email. Both are on unless the member turned them off. */
export async function notificationSettings(userId: string): Promise<NotificationSettings> {
  const [mutes, optOuts] = await Promise.all([
    getDb()
      .select({ type: notificationMutes.type })
      .from(notificationMutes)
      .where(eq(notificationMutes.userId, userId)),
    getDb().select({ topic: emailOptOuts.topic }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId)),
  ]);
  const muted = new Set(mutes.map((m) => m.type));
  const off = new Set(optOuts.map((o) => o.topic));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { inApp: !muted.has(type), email: !off.has(type) }]),
  ) as NotificationSettings;
}

/** Changes the switches of the types given; the others stay. */
export async function updateNotificationSettings(
  userId: string,
  changes: NotificationSettingsInput,
): Promise<NotificationSettings> {
  await getDb().transaction(async (tx) => {
    for (const [type, setting] of Object.entries(changes)) {
      if (!setting) continue;
      if (setting.inApp)
        await tx
          .delete(notificationMutes)
          .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.type, type)));
      else await tx.insert(notificationMutes).values({ userId, type }).onConflictDoNothing();
      if (setting.email)
        await tx
          .delete(emailOptOuts)
          .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.topic, type)));
      else await tx.insert(emailOptOuts).values({ userId, topic: type }).onConflictDoNothing();
    }
  });
  return notificationSettings(userId);
}
