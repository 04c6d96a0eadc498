import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { getConfig } from '@/lib/core/config';
import { logger } from '@/lib/core/log';
import { getMetrics } from '@/lib/core/metrics.mjs';
import { processSlot } from '@/lib/core/singleton';

/** Where a message went: the SMTP server's answer, or the outbox file. */
export interface Delivery {
  messageId: string;
  /** The .eml file in the outbox; absent when an SMTP server took the message. */
  file?: string;
  response?: string;
}

export function outboxDir(): string {
  return path.resolve(getConfig().DATA_DIR, 'mail');
}

const transportSlot = processSlot<{ key: string; transporter: Transporter }>('ideasMailTransport');

function smtpTransport(url: string): Transporter {
  const cached = transportSlot.get();
  if (cached?.key === url) return cached.transporter;
  // One transport per process; a refused message fails its job, which is retried.
  // A server that hangs fails the try in time to retry it, well within the job's lock.
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: getConfig().MAIL_FROM },
  );
  transportSlot.set({ key: url, transporter });
  return transporter;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes the message, exactly as it would have
 * been sent, to the outbox: one .eml file per message in DATA_DIR/mail.
 */
export async function deliverMail(message: Mail.Options): Promise<Delivery> {
  const metrics = getMetrics();
  try {
    const delivery = await deliver(message);
    metrics.mailSent.inc();
    return delivery;
  } catch (error) {
    metrics.mailFailed.inc();
    throw error;
  }
}

async function deliver(message: Mail.Options): Promise<Delivery> {
  const config = getConfig();
  const withSender = { from: config.MAIL_FROM, ...message };
  if (config.SMTP_URL) {
    const info = await smtpTransport(config.SMTP_URL).sendMail(withSender);
    return { messageId: info.messageId, response: info.response };
  }
  const info = await outboxTransport.sendMail(withSender);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
  const file = path.join(dir, name);
  // Written whole or not at all: a reader never sees half a message.
  await writeFile(`${file}.tmp`, info.message as Buffer);
  await rename(`${file}.tmp`, file);
  logger.info({ file, subject: message.subject }, 'mail stored in the outbox (no SMTP_URL)');
  return { messageId: info.messageId, file };
}
