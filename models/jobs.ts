import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

/**
 * `queued` waits for `runAt`; `running` is claimed by a worker until `lockedUntil` (after which
 * another may take it: its worker died); `done` succeeded; `dead` failed `maxAttempts` times and
 * waits for an operator.
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The durable job queue: written in the transaction of the change that caused the job. */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The workers' claim: due queued jobs, and running ones whose lock ran out.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'queued'`),
    index('jobs_lock_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
  ],
);

export type Job = typeof jobs.$inferSelect;
