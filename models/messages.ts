import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH } from '../lib/core/message-length';
import { idColumn, timestamps } from './columns';
import { ideas } from './ideas';
import { users } from './users';

/**
 * One thread per (idea, other user): `creatorId` is the idea's creator, `participantId` the member
 * who wrote to them. Deleting the idea (and so its creator's account) deletes the thread. When
 * the participant deletes their account the creator keeps the thread, read-only, with a
 * 'Deleted user' on the other side: `participantId` becomes null. A unique index treats nulls as
 * distinct, so any number of such orphaned threads can sit on one idea.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('conversations_idea_participant_unique').on(t.ideaId, t.participantId),
    index('conversations_creator_idx').on(t.creatorId, t.lastMessageAt.desc()),
    index('conversations_participant_idx').on(t.participantId, t.lastMessageAt.desc()),
  ],
);

/**
 * Plain text, never HTML. A sender's deleted account leaves their messages in the thread with no
 * sender ('Deleted user').
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_sender_idx').on(t.senderId),
    check(
      'messages_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

/** How far each side has read a thread: messages after `lastReadAt` from the other side are unread. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** `blockerId` no longer hears from `blockedId`; neither can message the other while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
