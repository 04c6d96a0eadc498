import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getConfig } from '@/lib/core/config';
import { getDb, resultRows, type Database } from '@/lib/db';
import { NotFoundError } from '@/lib/core/errors';
import { jobs, type Job, type JobStatus } from '@/models';

/** What can write a job: the database, or the transaction of the change that causes the job. */
export type JobWriter = Pick<Database, 'insert'>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is dead-lettered (default: JOB_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

const listeners = new Set<() => void>();

/** Called after a job is written, so this process's worker looks at once instead of at its next poll. */
export function onJobEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a job. Pass the transaction of the change that causes it: the job exists exactly when
 * the change was committed, and a worker (of any instance) runs it after the commit.
 */
export async function enqueueJob(
  writer: JobWriter,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const [row] = await writer
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: options.maxAttempts ?? getConfig().JOB_MAX_ATTEMPTS,
      runAt: options.runAt ?? new Date(),
    })
    .returning({ id: jobs.id });
  // The transaction may not have committed yet: give it a moment before the worker looks.
  setTimeout(() => listeners.forEach((listener) => listener()), 25).unref();
  return row!.id;
}

/** A claimed job, as its handler sees it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Takes up to `limit` due jobs for `workerId`. `FOR UPDATE SKIP LOCKED`: instances polling at
 * the same moment never take the same job.
 */
export async function claimJobs(workerId: string, limit: number, lockMs: number): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  const rows = resultRows<{
    id: string;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
  }>(
    await getDb().execute(sql`
      update ${jobs}
      set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${lockMs / 1000}), updated_at = now()
      where id in (
        select id from ${jobs}
        where status = 'queued' and run_at <= now()
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

/**
 * Running jobs whose lock ran out belonged to a worker that died (a killed process): they are
 * queued again, or dead-lettered when that was their last try. Returns how many.
 */
export async function releaseExpiredLocks(): Promise<number> {
  const rows = resultRows(
    await getDb().execute(sql`
      update ${jobs}
      set status = case when attempts >= max_attempts then 'dead' else 'queued' end,
          locked_by = null, locked_until = null, run_at = now(), updated_at = now(),
          last_error = 'The worker stopped before finishing (its lock expired)'
      where status = 'running' and locked_until < now()
      returning id`),
  );
  return rows.length;
}

/** Marks the job done; `locked_by` keeps naming the worker that ran it. */
export async function completeJob(job: ClaimedJob, workerId: string): Promise<void> {
  await getDb()
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
}

const MAX_BACKOFF_MS = 60 * 60_000;

/** Wait before try `attempt + 1`: base × 2^(attempt−1), ±20 % so that failed jobs do not retry in step. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random()): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.8 + 0.4 * random));
}

/** Records a failed try: queued again after the backoff, or dead-lettered after the last try. */
export async function failJob(
  job: ClaimedJob,
  workerId: string,
  error: unknown,
  baseMs: number,
): Promise<JobStatus> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const dead = job.attempt >= job.maxAttempts;
  await getDb()
    .update(jobs)
    .set({
      status: dead ? 'dead' : 'queued',
      runAt: dead ? undefined : new Date(Date.now() + retryDelayMs(job.attempt, baseMs)),
      finishedAt: dead ? new Date() : null,
      lockedBy: null,
      lockedUntil: null,
      lastError: message,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
  return dead ? 'dead' : 'queued';
}

/** Jobs for operators, newest change first (`status: 'dead'`: the failed ones; `kind`: one kind). */
export async function listJobs({
  status,
  kind,
  limit = 50,
}: { status?: JobStatus; kind?: string; limit?: number } = {}): Promise<Job[]> {
  return getDb()
    .select()
    .from(jobs)
    .where(and(status ? eq(jobs.status, status) : undefined, kind ? eq(jobs.kind, kind) : undefined))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}

/**
 * Gives a dead (or waiting) job a fresh set of tries, starting now. Pass a transaction to retry
 * it together with another change (the admin's audit entry).
 */
export async function retryJob(id: string, writer: Pick<Database, 'update'> = getDb()): Promise<Job> {
  const [job] = await writer
    .update(jobs)
    .set({
      status: 'queued',
      attempts: 0,
      runAt: new Date(),
      finishedAt: null,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, id), sql`${jobs.status} in ('dead', 'queued')`))
    .returning();
  if (!job) throw new NotFoundError('No failed or waiting job has this id');
  setTimeout(() => listeners.forEach((listener) => listener()), 25).unref();
  return job;
}

/** Jobs queued, running and dead, by kind (the finished ones are not counted). */
export async function countOpenJobs(): Promise<{ kind: string; status: JobStatus; count: number }[]> {
  const rows = resultRows<{ kind: string; status: JobStatus; count: number }>(
    await getDb().execute(sql`
      select kind, status, count(*)::int as count from ${jobs}
      where status in ('queued', 'running', 'dead')
      group by kind, status`),
  );
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
}

/** Finished jobs are kept a week for inspection, then removed. */
export async function pruneFinishedJobs(olderThanMs = 7 * 24 * 60 * 60_000): Promise<void> {
  await getDb().execute(
    sql`delete from ${jobs} where status = 'done' and finished_at < now() - make_interval(secs => ${olderThanMs / 1000})`,
  );
}
