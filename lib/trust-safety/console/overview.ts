import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { ideas, jobs, reports, users, type Viewer } from '@/models';
import { requireAdmin } from '@/lib/identity';

export interface AdminOverview {
  pendingReview: number;
  openReports: number;
  hiddenIdeas: number;
  suspendedUsers: number;
  deadJobs: number;
}

/** What waits for an admin: the counts on /admin. */
export async function adminOverview(viewer: Viewer | null): Promise<AdminOverview> {
  requireAdmin(viewer);
  const db = getDb();
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [pendingReview, openReports, hiddenIdeas, suspendedUsers, deadJobs] = [
    await n(db.select({ n: count() }).from(ideas).where(eq(ideas.reviewStatus, 'pending'))),
    await n(db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'))),
    await n(db.select({ n: count() }).from(ideas).where(isNotNull(ideas.hiddenAt))),
    await n(db.select({ n: count() }).from(users).where(eq(users.status, 'suspended'))),
    await n(
      db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.status, 'dead'))),
    ),
  ];
  return { pendingReview, openReports, hiddenIdeas, suspendedUsers, deadJobs };
}
