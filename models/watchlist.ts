import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { ideas } from './ideas';
import { users } from './users';

/** A member's saved ideas (the watchlist): one row per member and idea. */
export const ideaWatches = pgTable(
  'idea_watches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ideaId] }),
    // The watchlist, newest saved first.
    index('idea_watches_user_idx').on(t.userId, t.createdAt),
    // The watchers of an idea (notifications) and their count (the creator's view).
    index('idea_watches_idea_idx').on(t.ideaId),
  ],
);

export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** A member's saved search of /ideas: the list's query string, a name and how they are alerted. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's query string as /ideas reads it (`category=Tech&search=solar`), normalized. */
    query: text('query').notNull(),
    alert: text('alert', { enum: SAVED_SEARCH_ALERTS }).notNull().default('off'),
    /** Ideas published after this moment are announced (set when saved and when alerts turn on). */
    announceAfter: timestamp('announce_after', { withTimezone: true }).notNull().defaultNow(),
    /** The last daily digest sent. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_alert_idx').on(t.alert),
  ],
);

/** Ideas announced for a saved search: each idea once per search, whatever the alert. */
export const savedSearchAnnouncements = pgTable(
  'saved_search_announcements',
  {
    savedSearchId: text('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    ideaId: text('idea_id').notNull(),
    /** When the idea was found to match. */
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail that announced it was queued; null until then (a daily digest waits). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.ideaId] })],
);

export type IdeaWatch = typeof ideaWatches.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
