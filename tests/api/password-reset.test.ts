import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as confirmRoute } from '@/app/api/auth/password-reset/confirm/route';
import { POST as requestRoute } from '@/app/api/auth/password-reset/route';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';
import { usableResetLink } from '@/lib/identity/accounts';
import { viewerFromRequest } from '@/lib/identity/auth';
import { resetRateLimits } from '@/lib/platform/rate-limit';
import { sessionCookieName } from '@/lib/identity/auth/session';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import type { MailRequest } from '@/lib/platform/mail';
import { unseal } from '@/lib/platform/security/sealed';
import { authenticate, findUserById, hashPassword } from '@/lib/identity/users';
import {
  RESET_HANDLED_BY_FIREBASE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '@/lib/validation/password-reset';
import { apiTokens, emailTokens, jobs } from '@/models';
import { startMailingServer, type MailingServer } from './app-server';
import { bearerHeaders, cookieHeaders, createUser, withSettings } from './fixtures';
import { BASE_URL, call } from './http';
import { linkIn, type ReceivedMail } from './smtp-inbox';

/** The fields of the replies these tests read. */
interface Reply {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  token?: string;
}

const RESET_SUBJECT = 'Reset your password';
const CHANGED_SUBJECT = 'Your password was changed';

// The whole flow against the real server, its job worker and a real SMTP server.
describe('password reset over HTTP, with the mail it sends', () => {
  let server: MailingServer;
  const tag = randomBytes(4).toString('hex');
  const email = `reset-${tag}@example.test`;
  const oldPassword = 'old-pass-word-1';
  const newPassword = 'new-pass-word-2';

  beforeAll(async () => {
    server = await startMailingServer();
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
  });

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Reply };
  }

  const profileStatus = async (headers: Record<string, string>) =>
    (await fetch(`${server.url}/api/profile`, { headers })).status;

  /** Signs in through next-auth's credentials form, as the browser does; returns the Cookie header. */
  async function signIn(password: string): Promise<string> {
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    keep(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    keep(
      await fetch(`${server.url}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
        body: new URLSearchParams({ csrfToken, email, password }),
      }),
    );
    return header();
  }

  const resetMails = () =>
    server.inbox.messages.filter((m) => m.to.includes(email) && m.subject === RESET_SUBJECT);
  const tokenOf = (mail: ReceivedMail) =>
    new URL(linkIn(mail, `${server.url}/reset-password?token=`)).searchParams.get('token')!;

  it('sends a single-use link; the new password ends every old session and token and signs the caller in', async () => {
    const registered = await post('/api/auth/register', {
      email,
      password: oldPassword,
      confirmPassword: oldPassword,
      displayName: 'Forgetful',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);

    // Before the reset: a browser session and a personal access token that work.
    const oldCookie = await signIn(oldPassword);
    expect(oldCookie).toContain(sessionCookieName());
    expect(await profileStatus({ cookie: oldCookie })).toBe(200);
    const created = await post('/api/tokens', { email, password: oldPassword, name: 'script' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.token}` };
    expect(await profileStatus(bearer)).toBe(200);

    // An unknown email gets the very same reply, and no mail.
    const unknownEmail = `nobody-${tag}@example.test`;
    const unknown = await post('/api/auth/password-reset', { email: unknownEmail });
    const known = await post('/api/auth/password-reset', { email: email.toUpperCase() });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);

    const malformed = await post('/api/auth/password-reset', { email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, errors: { email: expect.any(String) } });

    // A second request: both links work until one of them is used.
    expect((await post('/api/auth/password-reset', { email })).status).toBe(202);
    await server.inbox.waitFor(() => resetMails().length === 2);
    const [first, second] = resetMails();
    expect(first!.text).toContain('Forgetful');
    const token = tokenOf(first!);
    const otherToken = tokenOf(second!);
    expect(token).not.toBe(otherToken);
    expect(server.inbox.messages.filter((m) => m.to.includes(unknownEmail))).toEqual([]);

    // The page shows the form for a usable link, server-rendered.
    const page = await fetch(`${server.url}/reset-password?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Choose a new password');
    expect(html).toContain(email);
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    // A password that breaks the registration's rules is refused, and the link still works.
    const short = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toMatchObject({ password: 'Choose a password of at least 8 characters.' });
    const mismatch = await post('/api/auth/password-reset/confirm', {
      token,
      password: newPassword,
      confirmPassword: `${newPassword}x`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toMatchObject({ confirmPassword: 'Passwords do not match' });

    const done = await post('/api/auth/password-reset/confirm', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      message: expect.stringContaining('password has been changed'),
    });
    const setCookie = done.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName()}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const newCookie = setCookie!.split(';')[0]!;

    // The link works once; the other link of the account was retired with it.
    for (const used of [token, otherToken]) {
      const again = await post('/api/auth/password-reset/confirm', {
        token: used,
        password: 'another-pass-3',
        confirmPassword: 'another-pass-3',
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        success: false,
        message: RESET_LINK_INVALID_MESSAGE,
        errors: { token: RESET_LINK_INVALID_MESSAGE },
      });
    }
    const usedPage = await (
      await fetch(`${server.url}/reset-password?token=${encodeURIComponent(token)}`)
    ).text();
    expect(usedPage).toContain(RESET_LINK_INVALID_MESSAGE);
    expect(usedPage).toContain('href="/forgot-password"');

    // Every earlier session and token has ended; the new session works.
    expect(await profileStatus({ cookie: oldCookie })).toBe(401);
    expect(await profileStatus(bearer)).toBe(401);
    expect(await profileStatus({ cookie: newCookie })).toBe(200);

    // The old password fails, the new one works.
    expect((await post('/api/tokens', { email, password: oldPassword, name: 'old' })).status).toBe(401);
    expect((await post('/api/tokens', { email, password: newPassword, name: 'new' })).status).toBe(201);
    expect(await signIn(newPassword)).toContain(sessionCookieName());

    const changed = await server.inbox.waitFor((m) => m.to.includes(email) && m.subject === CHANGED_SUBJECT);
    expect(linkIn(changed, `${server.url}/forgot-password`)).toBe(`${server.url}/forgot-password`);
  });

  it('answers a body that is not JSON with the JSON error shape', async () => {
    const response = await fetch(`${server.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.c',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

// The rules that need the database's hands: the route handlers in-process, on this file's database.
describe('password reset rules (in-process)', () => {
  const from = (ip: string) => ({ 'x-client-address': ip });

  const requestReset = (email: string, ip = '10.1.0.1') =>
    call(requestRoute, '/api/auth/password-reset', { method: 'POST', body: { email }, headers: from(ip) });

  const confirm = (body: Record<string, unknown>) =>
    call(confirmRoute, '/api/auth/password-reset/confirm', { method: 'POST', body });

  /** The queued mails to `email` of one template (no worker runs here: they wait in the queue). */
  async function queuedMails(email: string, template: string) {
    const rows = await getDb().select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    return rows
      .map((row) => row.payload as MailRequest)
      .filter((payload) => payload.to === email && payload.template === template);
  }

  /** The secret of the newest reset link queued for `email`, read as the mail job will. */
  async function resetSecret(email: string): Promise<string> {
    const [mail] = (await queuedMails(email, 'reset-password')).slice(-1);
    expect(mail, `a reset mail to ${email}`).toBeDefined();
    const { url } = unseal(mail!.sealedData) as { url: string };
    return new URL(url).searchParams.get('token')!;
  }

  it('refuses an expired link, on the page and in the API, and leaves the password alone', async () => {
    const user = await createUser({ passwordHash: await hashPassword('old-pass-word') });
    expect((await requestReset(user.email)).status).toBe(202);
    const secret = await resetSecret(user.email);
    expect(await usableResetLink(secret)).toEqual({ email: user.email });

    await getDb()
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset-password')));
    expect(await usableResetLink(secret)).toBeNull();
    const reply = await confirm({
      token: secret,
      password: 'new-pass-word',
      confirmPassword: 'new-pass-word',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: { token: RESET_LINK_INVALID_MESSAGE } });
    expect(await authenticate(user.email, 'old-pass-word')).not.toBeNull();
    expect(await queuedMails(user.email, 'password-changed')).toEqual([]);
  });

  it('stores links hashed, expiring after one hour', async () => {
    const user = await createUser();
    const before = Date.now();
    await requestReset(user.email);
    const [token] = await getDb().select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    // Only a hash of the link's secret is stored, and the queued mail holds it sealed.
    const secret = await resetSecret(user.email);
    expect(token!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(await getDb().select().from(jobs))).not.toContain(secret);
    const ttl = token!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it('ends the sessions and tokens of the account, and only of that account; the reply carries a working session', async () => {
    const user = await createUser({ passwordHash: await hashPassword('old-pass-word') });
    const bystander = await createUser();
    const oldSession = await cookieHeaders(user);
    await bearerHeaders(user);
    const bystanderToken = await bearerHeaders(bystander);
    const viewer = (headers: Record<string, string>) =>
      viewerFromRequest(new Request(`${BASE_URL}/api/profile`, { headers }));
    expect(await viewer(oldSession)).toMatchObject({ id: user.id });

    await requestReset(user.email);
    const reply = await confirm({
      token: await resetSecret(user.email),
      password: 'new-pass-word',
      confirmPassword: 'new-pass-word',
    });
    expect(reply.status).toBe(200);
    expect(await viewer(oldSession)).toBeNull();
    const cookie = reply.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await viewer({ cookie })).toMatchObject({ id: user.id, via: 'session' });
    expect(await getDb().select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
    expect(await viewer(bystanderToken)).toMatchObject({ id: bystander.id });
    expect((await findUserById(user.id))!.sessionEpoch).toBe(1);
    // The link proved the mailbox.
    expect((await findUserById(user.id))!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await queuedMails(user.email, 'password-changed')).toHaveLength(1);
  });

  it('a link used by two requests at once changes the password once', async () => {
    const user = await createUser({ passwordHash: await hashPassword('old-pass-word') });
    await requestReset(user.email);
    const token = await resetSecret(user.email);
    const replies = await Promise.all(
      ['first-pass-1', 'second-pass-2'].map((password) =>
        confirm({ token, password, confirmPassword: password }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await findUserById(user.id))!.sessionEpoch).toBe(1);
    expect(await queuedMails(user.email, 'password-changed')).toHaveLength(1);
  });

  it('lets an account without a password (Google sign-in) set one', async () => {
    const user = await createUser();
    expect(user.passwordHash).toBeNull();
    expect((await requestReset(user.email)).status).toBe(202);
    const reply = await confirm({
      token: await resetSecret(user.email),
      password: 'chosen-pass',
      confirmPassword: 'chosen-pass',
    });
    expect(reply.status).toBe(200);
    expect(await authenticate(user.email, 'chosen-pass')).toMatchObject({ id: user.id });
  });

  it('sends nothing to a suspended account, with the same reply', async () => {
    const user = await createUser({ status: 'suspended', passwordHash: await hashPassword('old-pass-word') });
    const reply = await requestReset(user.email);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    expect(await queuedMails(user.email, 'reset-password')).toEqual([]);
    expect(await getDb().select().from(emailTokens).where(eq(emailTokens.userId, user.id))).toEqual([]);
  });

  it('refuses a malformed or missing token with the token error', async () => {
    for (const token of [undefined, '', 'x'.repeat(300), 'not-a-real-token']) {
      const reply = await confirm({ token, password: 'new-pass-word', confirmPassword: 'new-pass-word' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errors: { token: RESET_LINK_INVALID_MESSAGE } });
    }
  });

  describe('rate limits', () => {
    withSettings({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_EMAIL: '2' });

    it('per email (known or not) and per client address: the 429 is the only different reply', async () => {
      const user = await createUser();
      for (const email of [user.email, `ghost-${randomBytes(3).toString('hex')}@example.test`]) {
        for (const ip of ['10.2.0.1', '10.2.0.2']) expect((await requestReset(email, ip)).status).toBe(202);
        const limited = await requestReset(email, '10.2.0.3');
        expect(limited.status).toBe(429);
        expect(limited.body).toMatchObject({
          success: false,
          message: expect.stringMatching(
            /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
          ),
        });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Only the two requests within the limit queued a mail.
      expect(await queuedMails(user.email, 'reset-password')).toHaveLength(2);

      for (let i = 0; i < 3; i++)
        expect((await requestReset(`ip-${i}@example.test`, '10.3.0.1')).status).toBe(202);
      expect((await requestReset('ip-4@example.test', '10.3.0.1')).status).toBe(429);
      expect((await requestReset('ip-4@example.test', '10.3.0.2')).status).toBe(202);
    });
  });

  describe('in Firebase Authentication mode', () => {
    const FIREBASE_ENV = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo-reset.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-reset',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    };

    beforeAll(() => {
      Object.assign(process.env, FIREBASE_ENV);
      resetConfig();
    });

    afterEach(() => resetRateLimits());

    afterAll(() => {
      for (const key of Object.keys(FIREBASE_ENV)) delete process.env[key];
      resetConfig();
    });

    it('answers 400: passwords are reset through Firebase there', async () => {
      const user = await createUser();
      const reply = await requestReset(user.email, '10.4.0.1');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message: RESET_HANDLED_BY_FIREBASE_MESSAGE });
      expect(await queuedMails(user.email, 'reset-password')).toEqual([]);
      const confirmed = await confirm({
        token: 'whatever',
        password: 'new-pass-word',
        confirmPassword: 'new-pass-word',
      });
      expect(confirmed.status).toBe(400);
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes both calls, their bodies and replies', async () => {
    const doc = (await (await openApiRoute(new Request(`${BASE_URL}/api/openapi.json`), {})).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    const ask = doc.paths['/api/auth/password-reset']?.post;
    const confirm = doc.paths['/api/auth/password-reset/confirm']?.post;
    expect(Object.keys(ask!.responses)).toEqual(expect.arrayContaining(['202', '400', '429']));
    expect(Object.keys(confirm!.responses)).toEqual(expect.arrayContaining(['200', '400']));
    expect(confirm!.responses['200']!.headers).toHaveProperty('Set-Cookie');
  });
});
