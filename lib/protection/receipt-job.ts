import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { logger } from '@/lib/core/log';
import { getDb, resultRows } from '@/lib/db';
import { defineJob, enqueueJob } from '@/lib/platform/jobs';
import { recordMissingReceipts } from './receipts';

/** The job that gives a receipt to every idea that has none (older ideas, imports, a failed append). */
export const RECEIPTS_JOB = 'receipts.record-missing';

/** Ideas recorded per transaction: the chain's lock is held for one batch at a time. */
const BATCH = 200;

/** Queues the job unless one waits to start already (it will see every idea without a receipt). */
export async function queueMissingReceipts(): Promise<void> {
  const waiting = resultRows(
    await getDb().execute(sql`select 1 from jobs where kind = ${RECEIPTS_JOB} and status = 'queued' limit 1`),
  );
  if (!waiting.length) await enqueueJob(getDb(), RECEIPTS_JOB, {});
}

export const missingReceiptsJob = defineJob({
  kind: RECEIPTS_JOB,
  payload: z.object({}),
  async run() {
    const total = await recordMissingReceipts(BATCH);
    if (total) logger.info({ receipts: total }, 'receipts recorded for ideas that had none');
  },
});
