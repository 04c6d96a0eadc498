import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/admin/audit/route';
import { POST as retryRoute } from '@/app/api/admin/jobs/[id]/retry/route';
import { POST as retryDeadRoute } from '@/app/api/admin/jobs/retry-dead/route';
import { GET as jobsRoute } from '@/app/api/admin/jobs/route';
import { GET as trustRoute } from '@/app/api/users/[id]/trust/route';
import { adminMail, adminOutboxMessage } from '@/lib/trust-safety/console/mail';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { deliverMail } from '@/lib/platform/mail/transport';
import { openApiDocument } from '@/lib/openapi/document';
import { trustSignals } from '@/lib/members/trust-signals';
import {
  accessRequestEvents,
  accessRequests,
  auditLog,
  conversations,
  jobs,
  messages,
  type User,
} from '@/models';
import { signInOnServer, startAppServer, type AppServer } from './app-server';
import { testDriver } from './driver';
import { bearerHeaders, createUser, viewerOf } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

// The admin's tools: roles (ADMIN_EMAILS, the CLI), the audit log, failed jobs, the mail outbox;
// and the trust signals every member's profile shows.

type Entry = { id: string; action: string; actorId: string | null; actorName: string; targetId: string };
type AuditReply = { entries: Entry[]; nextCursor: string | null };

let admin: User;
let member: User;
let adminAuth: Record<string, string>;
let memberAuth: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Ada Admin' });
  member = await createUser({ displayName: 'Max Member' });
  [adminAuth, memberAuth] = [await bearerHeaders(admin), await bearerHeaders(member)];
});

const hours = (n: number) => n * 3_600_000;

describe('the audit log', () => {
  const base = Date.parse('2026-03-10T12:00:00Z');
  let targets: User[];

  beforeAll(async () => {
    targets = [await createUser(), await createUser(), await createUser()];
    const entries = [
      { action: 'role.grant', targetId: targets[0]!.id, day: 0 },
      { action: 'access.approve', targetId: 'req-1', targetType: 'access-request', day: 1 },
      { action: 'access.reject', targetId: 'req-2', targetType: 'access-request', day: 2 },
      { action: 'role.revoke', targetId: targets[1]!.id, day: 3 },
      { action: 'role.grant', targetId: targets[2]!.id, day: 4, system: true },
    ];
    await getDb()
      .insert(auditLog)
      .values(
        entries.map((e) => ({
          actorId: e.system ? null : admin.id,
          actorName: e.system ? 'cli' : admin.displayName,
          action: e.action,
          targetType: e.targetType ?? 'user',
          targetId: e.targetId,
          before: { role: 'member' },
          after: { role: 'admin' },
          createdAt: new Date(base + e.day * hours(24)),
        })),
      );
  });

  const audit = (query: string, headers = adminAuth) =>
    call<AuditReply>(auditRoute, `/api/admin/audit?${query}`, { headers });

  it('is 404 for anonymous callers and members, and lists newest first for admins', async () => {
    expect((await call(auditRoute, '/api/admin/audit')).status).toBe(404);
    expect((await audit('', memberAuth)).status).toBe(404);
    const reply = await audit('from=2026-03-10&to=2026-03-14');
    expect(reply.status).toBe(200);
    expect(reply.body.entries.map((e) => e.action)).toEqual([
      'role.grant',
      'role.revoke',
      'access.reject',
      'access.approve',
      'role.grant',
    ]);
  });

  it('filters by exact action, action family, actor, target and day', async () => {
    const range = 'from=2026-03-10&to=2026-03-14';
    expect((await audit(`${range}&action=role.grant`)).body.entries).toHaveLength(2);
    expect((await audit(`${range}&action=access.`)).body.entries.map((e) => e.action)).toEqual([
      'access.reject',
      'access.approve',
    ]);
    expect((await audit(`${range}&actorId=${admin.id}`)).body.entries).toHaveLength(4);
    const byTarget = await audit(`targetType=user&targetId=${targets[1]!.id}`);
    expect(byTarget.body.entries.map((e) => e.action)).toEqual(['role.revoke']);
    expect((await audit('from=2026-03-11&to=2026-03-12')).body.entries.map((e) => e.action)).toEqual([
      'access.reject',
      'access.approve',
    ]);
    const bad = await audit('from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { from: expect.stringContaining('YYYY-MM-DD') } });
  });

  it('pages with the cursor, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const reply: Awaited<ReturnType<typeof audit>> = await audit(
        `from=2026-03-10&to=2026-03-14&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(reply.body.entries.length).toBeLessThanOrEqual(2);
      seen.push(...reply.body.entries.map((e) => e.id));
      cursor = reply.body.nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    // The trigger's error, as the database raised it (drizzle wraps it with the query).
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(getDb().update(auditLog).set({ action: 'forged' }))).toBe(
      'the audit log is append-only',
    );
    expect(await refusal(getDb().delete(auditLog))).toBe('the audit log is append-only');
    expect(await refusal(getDb().execute(sql`delete from audit_log where true`))).toBe(
      'the audit log is append-only',
    );
    expect(await refusal(getDb().execute(sql`truncate audit_log`))).toBe('the audit log is append-only');
  });

  it('is documented', () => {
    const paths = openApiDocument().paths ?? {};
    for (const route of [
      '/api/admin/audit',
      '/api/admin/jobs',
      '/api/admin/jobs/{id}/retry',
      '/api/admin/jobs/retry-dead',
      '/api/users/{id}/trust',
    ])
      expect(paths, route).toHaveProperty([route]);
  });
});

describe('failed jobs', () => {
  let dead: string[];
  beforeAll(async () => {
    const rows = await getDb()
      .insert(jobs)
      .values(
        ['first', 'second', 'third'].map((name) => ({
          kind: 'test.never-runs',
          payload: { name },
          status: 'dead' as const,
          attempts: 8,
          maxAttempts: 8,
          lastError: `${name} failed: 451 try later`,
          runAt: new Date(Date.now() + hours(24)),
        })),
      )
      .returning({ id: jobs.id });
    dead = rows.map((r) => r.id);
  });

  it('lists the dead jobs with the counts of each state (admins only)', async () => {
    expect((await call(jobsRoute, '/api/admin/jobs', { headers: memberAuth })).status).toBe(404);
    const reply = await call<{ jobs: { id: string; lastError: string }[]; counts: Record<string, number> }>(
      jobsRoute,
      '/api/admin/jobs?status=dead',
      { headers: adminAuth },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.jobs.map((j) => j.id).sort()).toEqual([...dead].sort());
    expect(reply.body.jobs[0]!.lastError).toMatch(/failed: 451/);
    expect(reply.body.counts).toMatchObject({ dead: 3 });
    expect((await call(jobsRoute, '/api/admin/jobs?status=lost', { headers: adminAuth })).status).toBe(400);
  });

  it('retries one job and then all, each in the audit log as job.retry', async () => {
    const denied = await call(retryRoute, `/api/admin/jobs/${dead[0]}/retry`, {
      method: 'POST',
      headers: memberAuth,
      params: { id: dead[0]! },
    });
    expect(denied.status).toBe(404);
    const one = await call<{ job: { status: string; attempts: number } }>(
      retryRoute,
      `/api/admin/jobs/${dead[0]}/retry`,
      { method: 'POST', headers: adminAuth, params: { id: dead[0]! } },
    );
    expect(one.status).toBe(200);
    expect(one.body.job).toMatchObject({ status: 'queued', attempts: 0 });
    const missing = await call(retryRoute, '/api/admin/jobs/0123456789abcdef01234567/retry', {
      method: 'POST',
      headers: adminAuth,
      params: { id: '0123456789abcdef01234567' },
    });
    expect(missing.status).toBe(404);

    const all = await call<{ retried: number }>(retryDeadRoute, '/api/admin/jobs/retry-dead', {
      method: 'POST',
      headers: adminAuth,
    });
    expect(all.body.retried).toBe(2);
    const statuses = await getDb()
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, 'test.never-runs'));
    expect(statuses.every((s) => s.status === 'queued')).toBe(true);

    const audited = await call<AuditReply>(auditRoute, '/api/admin/audit?action=job.retry', {
      headers: adminAuth,
    });
    expect(audited.body.entries.map((e) => e.targetId).sort()).toEqual([...dead].sort());
    expect(audited.body.entries.every((e) => e.actorId === admin.id)).toBe(true);
  });
});

describe('the mail page', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-mail-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    resetConfig();
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    resetConfig();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the outbox newest first and shows a message’s text part, never its HTML', async () => {
    const viewer = viewerOf(admin);
    expect(await adminMail(viewer)).toMatchObject({ mode: 'outbox', messages: [] });
    await deliverMail({ to: 'first@example.test', subject: 'First', text: 'Hello first', html: '<p>x</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deliverMail({
      to: 'second@example.test',
      subject: 'Second',
      text: 'Hello second',
      html: '<script>alert(1)</script>',
    });
    const mail = await adminMail(viewer);
    if (mail.mode !== 'outbox') throw new Error('expected the outbox');
    expect(mail.messages.map((m) => [m.to, m.subject])).toEqual([
      ['second@example.test', 'Second'],
      ['first@example.test', 'First'],
    ]);
    const opened = await adminOutboxMessage(viewer, mail.messages[0]!.id);
    expect(opened.text.trim()).toBe('Hello second');
    expect(JSON.stringify(opened)).not.toContain('<script>');
    await expect(adminOutboxMessage(viewer, '../../etc/passwd.eml')).rejects.toThrow(/No such message/);
    await expect(adminOutboxMessage(viewer, 'missing.eml')).rejects.toThrow(/No such message/);
    await expect(adminMail(viewerOf(member))).rejects.toThrow('Not found');
  });

  it('with SMTP lists the recent mail jobs and how they fared', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    resetConfig();
    await getDb()
      .insert(jobs)
      .values({
        kind: 'mail.send',
        payload: { to: 'smtp@example.test', template: 'verifyEmail', sealedData: 'x' },
        status: 'dead',
        attempts: 8,
        maxAttempts: 8,
        lastError: '451 mailbox busy',
      });
    const mail = await adminMail(viewerOf(admin));
    expect(mail).toMatchObject({
      mode: 'smtp',
      jobs: [
        { to: 'smtp@example.test', template: 'verifyEmail', status: 'dead', lastError: '451 mailbox busy' },
      ],
    });
    delete process.env.SMTP_URL;
    resetConfig();
  });
});

describe('trust signals', () => {
  let creator: User;
  let quiet: User;
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);

  async function request(
    ideaId: string,
    requester: User,
    createdAt: Date,
    status: string,
    events: [string, Date][],
  ) {
    const [row] = await getDb()
      .insert(accessRequests)
      .values({
        ideaId,
        requesterId: requester.id,
        status: status as 'pending',
        fullName: requester.displayName,
        ndaVersion: '1.0',
        ndaHash: 'hash',
        ndaText: 'NDA',
        createdAt,
      })
      .returning({ id: accessRequests.id });
    for (const [eventStatus, when] of events)
      await getDb()
        .insert(accessRequestEvents)
        .values({ requestId: row!.id, status: eventStatus as 'pending', at: when });
  }

  async function thread(ideaId: string, creatorId: string, participant: User, posts: [User, Date][]) {
    const [conversation] = await getDb()
      .insert(conversations)
      .values({ ideaId, creatorId, participantId: participant.id })
      .returning({ id: conversations.id });
    for (const [sender, createdAt] of posts)
      await getDb()
        .insert(messages)
        .values({ conversationId: conversation!.id, senderId: sender.id, body: 'Hello', createdAt });
  }

  beforeAll(async () => {
    creator = await createUser({ emailVerifiedAt: new Date() });
    quiet = await createUser();
    const [ideaId] = await insertIdeas(creator, [{ title: 'Trusted idea', requireNDA: true }]);
    const [otherIdea] = await insertIdeas(quiet, [{ title: 'Quiet idea', requireNDA: true }]);
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const [p1, p2, p3, p4, p5, p6] = people as [User, User, User, User, User, User];
    const t0 = -hours(10);
    // Decided after 1 h, 3 h and 2 h (approved, then revoked: its decision is the approval).
    await request(ideaId!, p1, at(t0), 'approved', [
      ['pending', at(t0)],
      ['approved', at(t0 + hours(1))],
    ]);
    await request(ideaId!, p2, at(t0), 'rejected', [
      ['pending', at(t0)],
      ['rejected', at(t0 + hours(3))],
    ]);
    await request(ideaId!, p3, at(t0), 'revoked', [
      ['pending', at(t0)],
      ['approved', at(t0 + hours(2))],
      ['revoked', at(t0 + hours(5))],
    ]);
    // Unanswered for 8 days: counts; pending for a day and withdrawn: do not.
    await request(ideaId!, p4, at(-hours(24 * 8)), 'pending', [['pending', at(-hours(24 * 8))]]);
    await request(ideaId!, p5, at(-hours(24)), 'pending', [['pending', at(-hours(24))]]);
    await request(ideaId!, p6, at(t0), 'withdrawn', [
      ['pending', at(t0)],
      ['withdrawn', at(t0 + hours(1))],
    ]);
    // Two requests to the quiet member: too few to say anything.
    await request(otherIdea!, p1, at(t0), 'approved', [['approved', at(t0 + hours(1))]]);
    await request(otherIdea!, p2, at(t0), 'rejected', [['rejected', at(t0 + hours(1))]]);

    // Threads others started: answered after 30 min, 2 h, 1 h, one not at all; and one the
    // creator started on the quiet member's idea (not counted).
    await thread(ideaId!, creator.id, p1, [
      [p1, at(t0)],
      [creator, at(t0 + hours(0.5))],
      [p1, at(t0 + hours(1))],
    ]);
    await thread(ideaId!, creator.id, p2, [
      [p2, at(t0)],
      [p2, at(t0 + hours(1))],
      [creator, at(t0 + hours(2))],
    ]);
    await thread(ideaId!, creator.id, p3, [[p3, at(t0)]]);
    await thread(ideaId!, creator.id, p4, [
      [p4, at(t0)],
      [creator, at(t0 + hours(1))],
    ]);
    await thread(otherIdea!, quiet.id, creator, [
      [creator, at(t0)],
      [quiet, at(t0 + hours(1))],
    ]);
  });

  it('computes the response rates and median times', async () => {
    const trust = await trustSignals(creator.id);
    expect(trust).toMatchObject({
      emailVerified: true,
      ideasListed: 1,
      accessRequests: { received: 4, responded: 3, rate: 0.75, medianSeconds: 7200 },
      messages: { received: 4, responded: 3, rate: 0.75, medianSeconds: 3600 },
    });
    expect(trust.memberSince).toEqual(creator.createdAt);
  });

  it('says nothing (null) with fewer than 3 cases', async () => {
    const trust = await trustSignals(quiet.id);
    expect(trust).toMatchObject({
      emailVerified: false,
      accessRequests: { received: 2, rate: null, medianSeconds: null },
      // The one thread someone else started with them, answered: one case only.
      messages: { received: 1, responded: 1, rate: null, medianSeconds: null },
    });
  });

  it('is public at GET /api/users/{id}/trust; 404 for an unknown member', async () => {
    const reply = await call<{ trust: Record<string, unknown> }>(
      trustRoute,
      `/api/users/${creator.id}/trust`,
      {
        params: { id: creator.id },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.trust).toMatchObject({
      accessRequests: { rate: 0.75 },
      memberSince: expect.any(String),
    });
    const missing = await call(trustRoute, '/api/users/0123456789abcdef01234567/trust', {
      params: { id: '0123456789abcdef01234567' },
    });
    expect(missing.status).toBe(404);
  });
});

// --- The real server: sign-in, pages, the CLI -------------------------------------------------

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const password = 'Admin-tools-1';

describe('roles on a real server', () => {
  let server: AppServer;
  const tag = Date.now().toString(36);
  const adminEmail = `boss-${tag}@example.test`;
  const memberEmail = `member-${tag}@example.test`;

  async function register(email: string) {
    const reply = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, confirmPassword: password, displayName: email.split('@')[0] }),
    });
    expect(reply.status, await reply.text()).toBe(201);
  }

  const signIn = (email: string) => signInOnServer(server.url, email, password);

  const get = (pathname: string, cookie?: string) =>
    fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  const cli = (args: string[]) =>
    run('npx', ['tsx', '--conditions=react-server', 'scripts/admin.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.databaseUrl,
        AUTH_SECRET: 'server-test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'silent',
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  beforeAll(async () => {
    server = await startAppServer({ ADMIN_EMAILS: `someone@example.test, ${adminEmail.toUpperCase()}` });
    await register(adminEmail);
    await register(memberEmail);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('ADMIN_EMAILS makes the member an admin at sign-in, in the audit log as role.grant', async () => {
    const cookie = await signIn(adminEmail);
    const viewer = (await (await get('/api/viewer', cookie)).json()) as { viewer: { isAdmin: boolean } };
    expect(viewer.viewer.isAdmin).toBe(true);
    const audit = (await (await get('/api/admin/audit?action=role.grant', cookie)).json()) as AuditReply;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ actorId: null, actorName: 'ADMIN_EMAILS' });
  });

  it('/admin and /admin/audit are 404 pages for anonymous visitors and members, 200 for admins', async () => {
    const memberCookie = await signIn(memberEmail);
    const adminCookie = await signIn(adminEmail);
    const memberViewer = (await (await get('/api/viewer', memberCookie)).json()) as {
      viewer: { isAdmin: boolean };
    };
    expect(memberViewer.viewer.isAdmin).toBe(false);
    for (const pathname of ['/admin', '/admin/audit', '/admin/jobs', '/admin/mail']) {
      expect((await get(pathname)).status, pathname).toBe(404);
      expect((await get(pathname, memberCookie)).status, pathname).toBe(404);
      const page = await get(pathname, adminCookie);
      expect(page.status, pathname).toBe(200);
    }
    expect(await (await get('/admin/audit?action=role.grant', adminCookie)).text()).toContain('role.grant');
    expect((await get('/api/admin/audit', memberCookie)).status).toBe(404);
  });

  it('npm run admin grants, revokes and lists; an unknown email fails', async () => {
    // On PGlite the server holds the data directory: the CLI runs while it is stopped.
    if (testDriver === 'pglite') await server.crash();
    const granted = await cli(['grant', memberEmail]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('is now an admin');
    expect((await cli(['grant', memberEmail])).stdout).toContain('already is an admin');
    const listed = await cli(['list']);
    expect(listed.stdout).toContain(memberEmail);
    expect(listed.stdout).toContain(adminEmail);
    const unknown = await cli(['grant', 'nobody@example.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No member has the email nobody@example.test');
    expect((await cli(['promote'])).code).toBe(2);
    const revoked = await cli(['revoke', memberEmail]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('no longer an admin');
    if (testDriver === 'pglite') await server.restart();

    const audit = (await (
      await get('/api/admin/audit?action=role.', await signIn(adminEmail))
    ).json()) as AuditReply;
    expect(audit.entries.map((e) => [e.action, e.actorName])).toEqual([
      ['role.revoke', 'cli'],
      ['role.grant', 'cli'],
      ['role.grant', 'ADMIN_EMAILS'],
    ]);
  }, 120_000);
});
