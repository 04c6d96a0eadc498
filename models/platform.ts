import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './users';

/** Personal access tokens; only a SHA-256 of the secret is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** First characters of the secret, shown in lists so a user can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: timestamps.createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/** One row per open presence stream; a user is online while any of their rows is fresh. */
export const presence = pgTable(
  'presence',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presence_user_idx').on(t.userId), index('presence_heartbeat_idx').on(t.heartbeatAt)],
);

export const UPLOAD_KINDS = ['idea_photo', 'profile_image', 'cv'] as const;

/** Files stored by the storage driver, with their owner. */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

export type ApiToken = typeof apiTokens.$inferSelect;
export type PresenceRow = typeof presence.$inferSelect;
export type Upload = typeof uploads.$inferSelect;

/**
 * Sign-in, registration and token attempts counted by rate-limiter-flexible on PostgreSQL (its
 * RateLimiterPostgres layout: key, points, expire in ms since the epoch). Created here so that no
 * request ever creates a table.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
