import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { ACCESS_REQUEST_STATUSES } from '../lib/core/access-enums';
import { ideas } from './ideas';
import { users } from './users';

/**
 * A request to read an NDA-gated idea: the signed NDA (the exact text, its version and hash, the
 * typed name, when, from where) and the creator's decision. At most one open (pending or
 * approved) request per idea and requester.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: idColumn(),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('pending'),
    fullName: text('full_name').notNull(),
    message: text('message').notNull().default(''),
    ndaVersion: text('nda_version').notNull(),
    ndaHash: text('nda_hash').notNull(),
    ndaText: text('nda_text').notNull(),
    ndaCustom: boolean('nda_custom').notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    decisionReason: text('decision_reason'),
    createdAt: timestamps.createdAt,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    uniqueIndex('access_requests_open_idx')
      .on(t.ideaId, t.requesterId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('access_requests_requester_status_idx').on(t.requesterId, t.status),
    index('access_requests_idea_status_idx').on(t.ideaId, t.status),
  ],
);

/** The history of a request: one row per change of status, by whom (null: the system, or a deleted user). */
export const accessRequestEvents = pgTable(
  'access_request_events',
  {
    id: idColumn(),
    requestId: text('request_id')
      .notNull()
      .references(() => accessRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byId: text('by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [index('access_request_events_request_idx').on(t.requestId, t.at)],
);

export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type AccessRequestEventRow = typeof accessRequestEvents.$inferSelect;
