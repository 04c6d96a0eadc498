import 'server-only';
import { sql } from 'drizzle-orm';
import { getConfig } from '@/lib/core/config';
import { getDb, resultRows, type Database } from '@/lib/db';
import { enqueueJob } from '@/lib/platform/jobs';

/** The job that matches the alerting saved searches against newly published ideas. */
export const MATCH_JOB = 'saved-searches.match';
/** The job that looks for an idea approved after it was created in the searches saved meanwhile. */
export const APPROVED_JOB = 'saved-searches.approved';
/** The job that mails the daily digests, once a day at SAVED_SEARCH_DIGEST_HOUR (UTC). */
export const DIGEST_JOB = 'saved-searches.digest';

/** Ideas published close together are matched by one run. */
const MATCH_DELAY_MS = 1000;

type Writer = Pick<Database, 'execute' | 'insert'>;

async function queued(writer: Writer, kind: string): Promise<boolean> {
  const rows = await writer.execute(
    sql`select 1 from jobs where kind = ${kind} and status = 'queued' limit 1`,
  );
  return resultRows(rows).length > 0;
}

/**
 * After an idea is published (created listed, or approved): queues a matching run unless one is
 * waiting to start, which will see the idea too. Matching never delays the write that publishes.
 */
export async function queueSavedSearchMatching(writer: Writer = getDb()): Promise<void> {
  // Outside a transaction, a run this process queued is known to wait until its start: ideas
  // published well before it need no statement (a burst of creates asks once).
  const committed = writer === getDb();
  if (committed && Date.now() < queuedMatchStartsAt - MATCH_DELAY_MS / 2) return;
  if (await queued(writer, MATCH_JOB)) return;
  const runAt = new Date(Date.now() + MATCH_DELAY_MS);
  await enqueueJob(writer, MATCH_JOB, {}, { runAt });
  if (committed) queuedMatchStartsAt = runAt.getTime();
}

/** When the matching run this process last queued outside a transaction starts (ms). */
let queuedMatchStartsAt = 0;

/**
 * After an admin approves an idea (from the review queue, or by reversing a rejection) or its
 * creator relists it: the usual run finds it for the searches saved before it was created; this
 * job, for those saved since, as it is published only now.
 */
export async function queueApprovedIdeaMatching(ideaId: string, writer: Writer = getDb()): Promise<void> {
  await queueSavedSearchMatching(writer);
  await enqueueJob(writer, APPROVED_JOB, { ideaId }, { runAt: new Date(Date.now() + MATCH_DELAY_MS) });
}

/** The next SAVED_SEARCH_DIGEST_HOUR:00 UTC after `now`. */
export function nextDigestAt(now: Date, hour = getConfig().SAVED_SEARCH_DIGEST_HOUR): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/**
 * Makes sure the daily digest job is queued for its next hour (in the transaction that makes a
 * search daily, and after each digest run). One job serves every daily search.
 */
export async function scheduleDailyDigest(writer: Writer, now = new Date()): Promise<void> {
  await writer.execute(sql`select pg_advisory_xact_lock(hashtext(${DIGEST_JOB}))`);
  if (await queued(writer, DIGEST_JOB)) return;
  await enqueueJob(writer, DIGEST_JOB, {}, { runAt: nextDigestAt(now) });
}
