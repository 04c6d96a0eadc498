import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { defineJob, enqueueJob, listJobs, retryJob } from '@/lib/platform/jobs';
import { POST as unsubscribePost } from '@/app/api/mail/unsubscribe/route';
import { enqueueMail, hasOptedOut } from '@/lib/platform/mail';
import { jobs } from '@/models';
import { createUser } from './fixtures';
import { call } from './http';
import { withMailWorker } from './mail-worker';

// The queue's guarantees, in this process on the test database, with a real SMTP server.

const mailer = withMailWorker({ retryBaseMs: 50 });
const runs: string[] = [];

const flakyJob = defineJob({
  kind: 'test.flaky',
  payload: z.object({ name: z.string(), failures: z.number() }),
  async run(payload, job) {
    runs.push(`${payload.name}#${job.attempt}`);
    if (job.attempt <= payload.failures) throw new Error(`try ${job.attempt} failed`);
  },
});

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the job queue', () => {
  it('a mail queued in a transaction that rolls back is never sent; one that commits is', async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueMail(tx, 'rolled-back@example.test', 'account-deleted', { displayName: 'Rolled' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await getDb().transaction((tx) =>
      enqueueMail(tx, 'committed@example.test', 'account-deleted', { displayName: 'Committed' }),
    );
    await mailer.inbox.waitFor((m) => m.to.includes('committed@example.test'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailer.inbox.messages.some((m) => m.to.includes('rolled-back@example.test'))).toBe(false);
    expect(JSON.stringify(await listJobs())).not.toContain('rolled-back@example.test');
  });

  it('mail a member may turn off carries one-click unsubscribe (RFC 8058); after it, that topic is not sent', async () => {
    const member = await createUser({ email: 'digest@example.test' });
    const topic = { userId: member.id, topic: 'new-message' as const };
    await enqueueMail(
      getDb(),
      member.email,
      'account-deleted',
      { displayName: 'Dee' },
      { unsubscribe: topic },
    );
    const mail = await mailer.inbox.waitFor((m) => m.to.includes('digest@example.test'));
    const header = mail.headerLines.find((line) => /^List-Unsubscribe: /.test(line));
    const oneClick = /<([^>]+)>/.exec(header ?? '')?.[1];
    expect(oneClick).toMatch(/^http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=/);
    expect(mail.headerLines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The footer links to the page that asks first (opening a link must not unsubscribe).
    expect(mail.html).toContain('href="http://localhost:3000/unsubscribe?token=');
    expect(mail.text).toContain('Unsubscribe');

    // A mail client's one-click POST, from anywhere, with the signed address as the only credential.
    const tampered = oneClick!.replace('new-message', 'moderation');
    const refused = await call(unsubscribePost, tampered, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(refused.status).toBe(400);
    const done = await call(unsubscribePost, oneClick!, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('You will no longer get emails about new messages.');
    expect(await hasOptedOut(member.id, 'new-message')).toBe(true);
    expect(await hasOptedOut(member.id, 'moderation')).toBe(false);
    // Again: no change, same answer.
    expect((await call(unsubscribePost, oneClick!, { method: 'POST' })).status).toBe(200);

    const skipped = await enqueueMail(
      getDb(),
      member.email,
      'account-deleted',
      { displayName: 'Skipped' },
      { unsubscribe: topic },
    );
    await enqueueMail(
      getDb(),
      member.email,
      'account-deleted',
      { displayName: 'Moderated' },
      { unsubscribe: { userId: member.id, topic: 'moderation' } },
    );
    await mailer.inbox.waitFor(
      (m) => m.to.includes('digest@example.test') && m.text.includes('Hi Moderated,'),
    );
    await until(
      async () => (await getDb().select().from(jobs).where(eq(jobs.id, skipped)))[0]?.status === 'done',
      'the skipped job',
    );
    expect(mailer.inbox.messages.some((m) => m.text.includes('Hi Skipped,'))).toBe(false);
  });

  it('retries a failing job with backoff until it succeeds, and records each try', async () => {
    const id = await enqueueJob(getDb(), flakyJob.kind, { name: 'twice', failures: 2 });
    await until(
      async () => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0]?.status === 'done',
      'the job to succeed',
    );
    expect(runs.filter((r) => r.startsWith('twice#'))).toEqual(['twice#1', 'twice#2', 'twice#3']);
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ attempts: 3, lastError: null, status: 'done' });
  });

  it('dead-letters after its last try, keeps the error, and runs again when retried', async () => {
    const id = await enqueueJob(getDb(), flakyJob.kind, { name: 'doomed', failures: 3 }, { maxAttempts: 2 });
    await until(
      async () => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0]?.status === 'dead',
      'the dead letter',
    );
    const [dead] = await listJobs({ status: 'dead' });
    expect(dead).toMatchObject({ id, attempts: 2, lastError: 'try 2 failed' });
    await retryJob(id);
    // A fresh set of tries: attempts 1 and 2 fail again, 3 is beyond maxAttempts 2… so it dies again.
    await until(async () => runs.filter((r) => r.startsWith('doomed#')).length === 4, 'the retried tries');
    await expect(retryJob('0123456789abcdef01234567')).rejects.toThrow(
      'No failed or waiting job has this id',
    );
  });

  it('a job of a kind nobody handles, or with a payload its handler refuses, ends as a dead letter with the reason', async () => {
    const unknown = await enqueueJob(getDb(), 'test.nobody', {}, { maxAttempts: 1 });
    const invalid = await enqueueJob(getDb(), flakyJob.kind, { name: 42 }, { maxAttempts: 1 });
    await until(async () => {
      const rows = await getDb().select().from(jobs);
      return [unknown, invalid].every((id) => rows.find((r) => r.id === id)?.status === 'dead');
    }, 'both dead letters');
    const rows = await getDb().select().from(jobs);
    expect(rows.find((r) => r.id === unknown)!.lastError).toBe('No handler for jobs of kind "test.nobody"');
    expect(rows.find((r) => r.id === invalid)!.lastError).toContain('expected string');
  });
});
