import 'server-only';
import { z } from 'zod';
import { siteUrl } from '@/lib/core/config';
import { defineJob, enqueueJob, type JobWriter } from '@/lib/platform/jobs';
import { seal, unseal } from '@/lib/platform/security';
import { renderMail } from './render';
import { MAIL_TOPICS, type MailTopic } from '@/lib/core/mail-topics';
import { hasOptedOut, unsubscribeUrls } from './unsubscribe';
import { mailTemplates, type MailData, type MailTemplateName } from './templates';
import { deliverMail } from './transport';

const templateNames = Object.keys(mailTemplates) as [MailTemplateName, ...MailTemplateName[]];

const mailJobPayload = z.object({
  to: z.string().min(3),
  template: z.enum(templateNames),
  /** The template's data, sealed (lib/platform/security/sealed.ts): links carry secrets. */
  sealedData: z.string(),
  /** Mail a member may turn off: whose and which topic (checked when sending; RFC 8058 headers). */
  unsubscribe: z
    .object({ userId: z.string(), topic: z.enum(Object.keys(MAIL_TOPICS) as [MailTopic, ...MailTopic[]]) })
    .optional(),
});

export type MailRequest = z.infer<typeof mailJobPayload>;

/** Mail is always sent by a job: retried while the SMTP server refuses, dead-lettered at last. */
export const sendMailJob = defineJob({
  kind: 'mail.send',
  payload: mailJobPayload,
  async run(payload, job) {
    const { unsubscribe } = payload;
    // Turned off since the mail was queued: it is not sent.
    if (unsubscribe && (await hasOptedOut(unsubscribe.userId, unsubscribe.topic))) return;
    const urls = unsubscribe ? unsubscribeUrls(unsubscribe.userId, unsubscribe.topic) : undefined;
    const rendered = await renderMail(payload.template, unseal(payload.sealedData), {
      siteUrl: siteUrl(),
      unsubscribeUrl: urls?.page,
    });
    const host = new URL(siteUrl()).hostname;
    await deliverMail({
      to: payload.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      // The same id on every try: a receiving server can drop a duplicate of a retried message.
      messageId: `<${job.id}@${host}>`,
      headers: urls
        ? { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined,
    });
  },
});

/**
 * Queues a message to `to`. Pass the transaction of the change that causes it (a registration, a
 * reset request): the message goes out exactly when that change was committed.
 */
export function enqueueMail<N extends MailTemplateName>(
  writer: JobWriter,
  to: string,
  template: N,
  data: MailData<N>,
  options: { unsubscribe?: { userId: string; topic: MailTopic } } = {},
): Promise<string> {
  const payload: MailRequest = { to, template, sealedData: seal(data), ...options };
  return enqueueJob(writer, sendMailJob.kind, payload);
}
