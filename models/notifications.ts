import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './users';

/** What happened to a member while they were away (or just now): the bell and /notifications. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A notification type (lib/core/mail-topics.ts): access-requested, new-message, … */
    type: text('type').notNull(),
    /** One sentence, written when it happened (names as they were then). */
    text: text('text').notNull(),
    /** Where the notification leads, a path on our site. */
    link: text('link').notNull().default('/'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/** Notification types a member turned off in the app (their email is turned off in email_opt_outs). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
