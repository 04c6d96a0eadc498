import 'server-only';
import { getConfig } from '@/lib/core/config';
import { startJobWorker } from '@/lib/platform/jobs';
import { logger } from '@/lib/core/log';
import { outboxDir } from '@/lib/platform/mail';
// Every kind of job this server runs is defined by a module imported here.
import '@/lib/platform/mail';
import '@/lib/deals';
import '@/lib/watchlist';
import { queueMissingReceipts } from '@/lib/protection';

/** Starts this instance's job worker and says where mail goes. */
export function startBackgroundJobs(): void {
  const config = getConfig();
  if (config.SMTP_URL) logger.info({ smtp: new URL(config.SMTP_URL).host }, 'mail goes out over SMTP');
  else logger.info({ outbox: outboxDir() }, 'no SMTP_URL: mail is stored as .eml files in the outbox');
  const worker = startJobWorker();
  if (!worker) logger.info('JOB_CONCURRENCY is 0: this instance runs no jobs');
  // Ideas without an authorship receipt (older than receipts, imported, seeded) get theirs.
  void queueMissingReceipts().catch((error: unknown) =>
    logger.warn({ err: error }, 'could not queue the receipts of ideas without one'),
  );
}
