import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, startMailingServer, type AppServer, type MailingServer } from './app-server';
import { testDriver } from './driver';
import { linkIn, startSmtpInbox, type SmtpInbox } from './smtp-inbox';

// Mail always goes through the durable job queue; these tests watch it from outside, as an
// operator would: real server processes, a real SMTP server, kill -9.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let counter = 0;

async function register(server: AppServer, label: string): Promise<string> {
  counter += 1;
  const email = `${label}-${counter}-${Date.now()}@example.test`;
  const reply = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      displayName: label,
    }),
  });
  expect(reply.status).toBe(201);
  return email;
}

async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The jobs table of a server on PostgreSQL (on PGlite the server alone may open its database). */
async function jobsOf(server: AppServer): Promise<
  {
    kind: string;
    status: string;
    attempts: number;
    locked_by: string | null;
    last_error: string | null;
    payload: { to: string };
  }[]
> {
  const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await sql`select kind, status, attempts, locked_by, last_error, payload from jobs order by created_at`;
  } finally {
    await sql.end();
  }
}

describe('mail in the outbox when no SMTP server is configured', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ JOB_POLL_MS: '100' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores each message as an .eml file in DATA_DIR/mail and logs where', async () => {
    expect(server.log()).toContain('no SMTP_URL: mail is stored as .eml files in the outbox');
    const email = await register(server, 'outbox');
    const outbox = path.join(server.dataDir, 'mail');
    await until(
      () => existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith('.eml')),
      20_000,
      'the .eml file',
    );
    const [file] = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const mail = await simpleParser(readFileSync(path.join(outbox, file!)));
    expect(mail.subject).toBe('Confirm your email address');
    expect((mail.to as { text: string }).text).toBe(email);
    expect(mail.text).toContain(`${server.url}/verify-email?token=`);
    expect(mail.html).toContain('Verify my email');
    await until(() => server.log().includes('mail stored in the outbox'), 5000, 'the log line');
    expect(server.log()).toContain(path.join(outbox, file!));
  });
});

describe('mail over SMTP through the durable job queue', () => {
  let server: MailingServer;
  beforeAll(async () => {
    server = await startMailingServer({
      MAIL_FROM: 'Ideas Marketplace <hello@ideas.test>',
      JOB_RETRY_BASE_MS: '300',
      JOB_LOCK_MS: '2000',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends the verification mail at registration: HTML and text, from MAIL_FROM, with the link', async () => {
    const email = await register(server, 'smtp');
    const mail = await server.inbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.headers.get('from')).toMatchObject({
      value: [{ name: 'Ideas Marketplace', address: 'hello@ideas.test' }],
    });
    expect(linkIn(mail, `${server.url}/verify-email?token=`)).toMatch(/token=[\w-]{40,}$/);
    expect(mail.html).toContain('Ideas Marketplace');
    expect(mail.html).toContain('#4f46e5');
    // Account mail cannot be unsubscribed from.
    expect(mail.headerLines.some((line) => /^List-Unsubscribe/i.test(line))).toBe(false);
  });

  it('retries with backoff while the SMTP server refuses, and delivers once when it accepts', async () => {
    server.inbox.refuse(true);
    const before = server.inbox.refusedCount();
    const email = await register(server, 'retry');
    await until(() => server.inbox.refusedCount() >= before + 2, 20_000, 'two refused tries');
    server.inbox.refuse(false);
    const mail = await server.inbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your email address');
    await sleep(1000);
    expect(server.inbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    if (testDriver === 'postgres') {
      const job = (await jobsOf(server)).find((j) => j.payload.to === email)!;
      expect(job.status).toBe('done');
      expect(job.attempts).toBeGreaterThanOrEqual(3);
    }
  });

  it('a queued job survives kill -9 of the server between enqueue and delivery', async () => {
    server.inbox.refuse(true);
    const before = server.inbox.refusedCount();
    const email = await register(server, 'killed-queued');
    await until(() => server.inbox.refusedCount() > before, 20_000, 'a refused try');
    await server.crash();
    server.inbox.refuse(false);
    await server.restart();
    const mail = await server.inbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your email address');
  });

  it('a job whose server was killed during delivery is taken up again once its lock expires', async () => {
    server.inbox.hold(true);
    const before = server.inbox.receivedWhileHolding();
    const email = await register(server, 'killed-running');
    await until(() => server.inbox.receivedWhileHolding() > before, 20_000, 'a delivery in progress');
    await server.crash();
    server.inbox.hold(false);
    await server.restart();
    const mail = await server.inbox.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.subject).toBe('Confirm your email address');
    if (testDriver === 'postgres') {
      // The worker marks the job done just after the server accepted the mail.
      const jobOf = async () => (await jobsOf(server)).find((j) => j.payload.to === email)!;
      await until(async () => (await jobOf()).status === 'done', 10_000, 'the job marked done');
      expect(await jobOf()).toMatchObject({ status: 'done', attempts: 2 });
    }
  });
});

describe('dead letters', () => {
  let server: MailingServer;
  beforeAll(async () => {
    server = await startMailingServer({
      JOB_RETRY_BASE_MS: '100',
      JOB_MAX_ATTEMPTS: '2',
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stops after JOB_MAX_ATTEMPTS tries, and `npm run jobs` lists the dead job and retries it', async () => {
    server.inbox.refuse(true);
    const email = await register(server, 'dead');
    await until(() => server.inbox.refusedCount() >= 2, 20_000, 'two refused tries');
    await until(() => server.log().includes('dead-lettered'), 10_000, 'the dead-letter log line');
    await sleep(800);
    expect(server.inbox.refusedCount()).toBe(2);

    // The operator's view. On PGlite the server holds the data directory: stop it first.
    if (testDriver === 'pglite') await server.crash();
    const env = {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
      AUTH_SECRET: 'server-test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
    };
    const listed = await run(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/jobs.ts', 'list', '--status', 'dead'],
      { cwd: root, env },
    );
    expect(listed.stdout).toMatch(/mail\.send\s+dead\s+tries 2\/2/);
    expect(listed.stdout).toMatch(/last error: .*451/);
    const id = /^([0-9a-f]{24})\s/m.exec(listed.stdout)![1]!;
    const retried = await run('npx', ['tsx', '--conditions=react-server', 'scripts/jobs.ts', 'retry', id], {
      cwd: root,
      env,
    });
    expect(retried.stdout).toContain(`${id} queued again`);

    server.inbox.refuse(false);
    if (testDriver === 'pglite') await server.restart();
    const mail = await server.inbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your email address');
    // Two CLI runs and a server restart: processes that start slowly on a busy machine.
  }, 120_000);
});

describe.runIf(testDriver === 'postgres')('several instances on one PostgreSQL database', () => {
  let inbox: SmtpInbox;
  let first: AppServer;
  let second: AppServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const env = { SMTP_URL: inbox.url, JOB_POLL_MS: '50', JOB_CONCURRENCY: '4' };
    first = await startAppServer(env);
    second = await startAppServer(env, { databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await inbox?.stop();
  });

  it('deliver each message exactly once', async () => {
    const emails = await Promise.all(
      Array.from({ length: 40 }, (_, i) => register(i % 2 ? second : first, 'instances')),
    );
    await until(
      () => emails.every((email) => inbox.messages.some((m) => m.to.includes(email))),
      30_000,
      'all 40 messages',
    );
    await sleep(1500);
    for (const email of emails) expect(inbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    const ids = inbox.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const jobs = (await jobsOf(first)).filter((j) => emails.includes(j.payload.to));
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    const workers = new Set(jobs.map((j) => j.locked_by));
    console.log(`40 mails sent by ${workers.size} worker(s): ${[...workers].join(', ')}`);
  });
});
