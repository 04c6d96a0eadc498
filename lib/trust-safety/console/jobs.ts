import 'server-only';
import { count, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/platform/audit';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/core/errors';
import { listJobs, retryJob } from '@/lib/platform/jobs';
import { jobs, JOB_STATUSES, type Job, type JobStatus, type Viewer } from '@/models';

export type JobCounts = Record<JobStatus, number>;

/** How many jobs are in each state. */
export async function jobCounts(): Promise<JobCounts> {
  const rows = await getDb().select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
  const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as JobCounts;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** /admin/jobs: the jobs in one state (the failed ones by default), newest change first, and the counts. */
export async function adminJobs(status: JobStatus = 'dead'): Promise<{ jobs: Job[]; counts: JobCounts }> {
  const [rows, counts] = [await listJobs({ status, limit: 100 }), await jobCounts()];
  return { jobs: rows, counts };
}

async function retryAudited(admin: Viewer, id: string): Promise<Job> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.id, id));
    const job = await retryJob(id, tx);
    await recordAudit(tx, {
      actor: { id: admin.id, displayName: admin.displayName },
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: before ?? null,
      after: { status: job.status, attempts: job.attempts },
    });
    return job;
  });
}

/** An admin gives a failed (or waiting) job a fresh set of tries; 404 for a job that is neither. */
export async function adminRetryJob(admin: Viewer, id: string): Promise<Job> {
  return retryAudited(admin, id);
}

/** Retries every failed job (each with its own audit entry); how many went back to the queue. */
export async function adminRetryDeadJobs(admin: Viewer): Promise<number> {
  const dead = await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'dead'));
  let retried = 0;
  for (const { id } of dead) {
    // A job another admin retried meanwhile is not counted twice.
    retried += await retryAudited(admin, id).then(
      () => 1,
      (error: unknown) => {
        if (error instanceof NotFoundError) return 0;
        throw error;
      },
    );
  }
  return retried;
}
