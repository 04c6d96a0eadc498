import { afterAll, beforeAll } from 'vitest';
import { resetConfig } from '@/lib/core/config';
import { JobWorker } from '@/lib/platform/jobs';
import type { WorkerOptions } from '@/lib/platform/jobs/worker';
import '@/lib/platform/mail';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

export interface MailWorker {
  readonly inbox: SmtpInbox;
  readonly worker: JobWorker;
}

/**
 * For the file or `describe` block that calls it: a real SMTP server (the inbox) and a job worker
 * in the test process, with SMTP_URL pointing at the inbox meanwhile, so queued mail is sent
 * there. Both are stopped, and SMTP_URL cleared, after the block.
 */
export function withMailWorker(options: Partial<WorkerOptions> = {}): MailWorker {
  let inbox: SmtpInbox | undefined;
  let worker: JobWorker | undefined;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    process.env.SMTP_URL = inbox.url;
    resetConfig();
    worker = new JobWorker({ pollMs: 50, concurrency: 2, lockMs: 10_000, retryBaseMs: 100, ...options });
    worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await inbox?.stop();
    delete process.env.SMTP_URL;
    resetConfig();
  });
  return {
    get inbox() {
      if (!inbox) throw new Error('The mail worker starts in beforeAll');
      return inbox;
    },
    get worker() {
      if (!worker) throw new Error('The mail worker starts in beforeAll');
      return worker;
    },
  };
}
