import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './users';

/** What members can report. */
export const REPORT_TARGETS = ['idea', 'user', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** `open` until an admin acts on the item (`actioned`) or finds nothing wrong (`dismissed`). */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** What the admin did, as told to the reporter. */
    resolution: text('resolution'),
    resolvedById: text('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    /** One open report per item and reporter. */
    uniqueIndex('reports_open_unique')
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.targetType, t.targetId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

/**
 * Every admin action and every access-request decision: who, what, when, the state before and
 * after. Append-only: a trigger refuses UPDATE and DELETE. Actors are kept by id and by the name
 * they had, so an entry outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    /** e.g. idea.hide, user.suspend, report.dismiss, access.approve, role.grant */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_action_idx').on(t.action),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/** The decisions a member may ask to have looked at again. */
export const APPEAL_DECISIONS = ['hide', 'reject', 'suspend'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** `open` until an admin answers: `reversed` (the idea is listed again) or `upheld`. */
export const APPEAL_STATUSES = ['open', 'reversed', 'upheld'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/**
 * A member's request that an admin look at a decision again ('Ask for a review'). A decision is
 * its kind, its target and the time it was taken (hiddenAt, reviewedAt, suspendedAt): one request
 * each, so hiding the idea again later is a new decision with its own request.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: idColumn(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: APPEAL_DECISIONS }).notNull(),
    /** The idea (hide, reject) or the member (suspend). */
    targetId: text('target_id').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** The admin's reason as the member was told it. */
    decisionReason: text('decision_reason'),
    message: text('message').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    reply: text('reply'),
    answeredById: text('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('appeals_decision_unique').on(t.decision, t.targetId, t.decidedAt),
    index('appeals_queue_idx').on(t.status, t.createdAt),
    index('appeals_member_idx').on(t.memberId),
  ],
);

export type AppealRow = typeof appeals.$inferSelect;
