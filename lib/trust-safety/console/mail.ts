import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { getConfig } from '@/lib/core/config';
import { NotFoundError } from '@/lib/core/errors';
import { listJobs } from '@/lib/platform/jobs';
import { outboxDir } from '@/lib/platform/mail';
import type { JobStatus, Viewer } from '@/models';
import { requireAdmin } from '@/lib/identity';

const OUTBOX_LIST_MAX = 100;
/** An outbox file's name as lib/platform/mail writes it: `<ISO time>-<message id>.eml`. */
const OUTBOX_FILE = /^[\w.-]+\.eml$/;

export interface OutboxMessage {
  /** The file's name: the message's id on /admin/mail/{id}. */
  id: string;
  to: string;
  subject: string;
  date: Date | null;
}

export interface OutboxMessageText extends OutboxMessage {
  from: string;
  /** The text part only: the HTML part is never shown. */
  text: string;
}

export interface MailJob {
  id: string;
  to: string;
  template: string;
  status: JobStatus;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

export type MailOverview =
  { mode: 'outbox'; dir: string; messages: OutboxMessage[] } | { mode: 'smtp'; jobs: MailJob[] };

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

async function readOutboxFile(name: string): Promise<OutboxMessageText> {
  const parsed = await simpleParser(await readFile(path.join(outboxDir(), name)));
  return {
    id: name,
    to: addresses(parsed.to),
    from: addresses(parsed.from),
    subject: parsed.subject ?? '(no subject)',
    date: parsed.date ?? null,
    text: parsed.text ?? '',
  };
}

async function outboxMessages(): Promise<OutboxMessage[]> {
  const names = await readdir(outboxDir()).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // The names start with the time written, so the newest sort last.
  const newest = names
    .filter((name) => OUTBOX_FILE.test(name))
    .sort()
    .reverse()
    .slice(0, OUTBOX_LIST_MAX);
  const messages: OutboxMessage[] = [];
  for (const name of newest) {
    const { id, to, subject, date } = await readOutboxFile(name);
    messages.push({ id, to, subject, date });
  }
  return messages;
}

/**
 * /admin/mail: where mail goes. Without SMTP_URL the outbox's newest messages; with it, the
 * recent mail jobs and how they fared (the SMTP server keeps no copy for us).
 */
export async function adminMail(viewer: Viewer | null): Promise<MailOverview> {
  requireAdmin(viewer);
  if (!getConfig().SMTP_URL) return { mode: 'outbox', dir: outboxDir(), messages: await outboxMessages() };
  const rows = await listJobs({ kind: 'mail.send', limit: OUTBOX_LIST_MAX });
  return {
    mode: 'smtp',
    jobs: rows.map((job) => {
      const payload = job.payload as { to?: unknown; template?: unknown };
      return {
        id: job.id,
        to: typeof payload.to === 'string' ? payload.to : '',
        template: typeof payload.template === 'string' ? payload.template : '',
        status: job.status,
        attempts: job.attempts,
        lastError: job.lastError,
        updatedAt: job.updatedAt,
      };
    }),
  };
}

/** One outbox message's text part; 404 for a name that is not an outbox file. */
export async function adminOutboxMessage(viewer: Viewer | null, id: string): Promise<OutboxMessageText> {
  requireAdmin(viewer);
  if (!OUTBOX_FILE.test(id)) throw new NotFoundError('No such message in the outbox');
  return readOutboxFile(id).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new NotFoundError('No such message in the outbox');
    throw error;
  });
}
