import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { JWT } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { POST as register } from '@/app/api/auth/register/route';
import { PUT as changePassword } from '@/app/api/profile/password/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { getDb } from '@/lib/db';
import { toShellViewer } from '@/lib/http/shell-viewer';
import { createEmailToken } from '@/lib/identity/accounts/email-tokens';
import { viewerFromRequest } from '@/lib/identity/auth';
import { authOptions } from '@/lib/identity/auth/options';
import { issueSessionToken, sessionCookieName } from '@/lib/identity/auth/session';
import { encodeFirebaseScryptHash, isCommonPassword } from '@/lib/identity';
import { authenticate, findUserById, hashPassword } from '@/lib/identity/users';
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@/lib/validation/register';
import { apiTokens, emailTokens, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser, withSettings } from './fixtures';
import { firebaseScrypt, makeHashConfig } from './import-fixtures';
import { BASE_URL, call } from './http';
import { withMailWorker } from './mail-worker';

// The rules for a chosen password (registration, change, reset) and what happens to a member whose
// old password breaks them; route handlers in this process on the test database, mail over SMTP.

const mailer = withMailWorker();

withSettings({ RATE_LIMIT_PER_EMAIL: '50', RATE_LIMIT_PER_IP: '200' });

interface Reply {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
}

const unique = () => randomBytes(4).toString('hex');

const registerWith = (password: string) =>
  call<Reply>(register, '/api/auth/register', {
    method: 'POST',
    body: {
      email: `rules-${unique()}@example.test`,
      password,
      confirmPassword: password,
      displayName: 'Rules',
    },
  });

describe('the password rules', () => {
  it('ship the 10,000 most common passwords, checked whatever the letters’ case', () => {
    for (const common of [
      '123456',
      'password',
      'password1',
      'iloveyou',
      'qwertyuiop',
      'Password1',
      'SUNSHINE',
    ])
      expect(isCommonPassword(common), common).toBe(true);
    for (const rare of ['moving-house-22', 'correct horse battery', 'a long passphrase'])
      expect(isCommonPassword(rare), rare).toBe(false);
  });

  it('registration refuses a password under 8 characters and a common one, each with its sentence', async () => {
    const short = await registerWith('abc1234');
    expect(short.status).toBe(400);
    expect(short.body.errors).toMatchObject({ password: PASSWORD_TOO_SHORT_MESSAGE });
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Choose a password of at least 8 characters.');

    for (const common of ['password1', 'Iloveyou', '12345678']) {
      const reply = await registerWith(common);
      expect(reply.status, common).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        message: PASSWORD_TOO_COMMON_MESSAGE,
        errors: { password: 'This password is too common; choose another.' },
      });
    }
    expect((await registerWith('abcd1234-x')).status).toBe(201);
  });

  it('a reset link refuses the same passwords, and stays usable', async () => {
    const user = await createUser({ passwordHash: await hashPassword('old-pass-word') });
    const token = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      ttlMs: 60_000,
    });
    const reset = (password: string) =>
      call<Reply>(confirmReset, '/api/auth/password-reset/confirm', {
        method: 'POST',
        body: { token, password, confirmPassword: password },
      });
    expect((await reset('short')).body.errors).toEqual({ password: PASSWORD_TOO_SHORT_MESSAGE });
    expect((await reset('football')).body.errors).toEqual({ password: PASSWORD_TOO_COMMON_MESSAGE });
    expect((await reset('fresh-pass-word')).status).toBe(200);
    expect(await authenticate(user.email, 'fresh-pass-word')).toMatchObject({ id: user.id });
  });
});

describe('changing the password on /settings (PUT /api/profile/password)', () => {
  const put = (headers: Record<string, string>, body: unknown) =>
    call<Reply>(changePassword, '/api/profile/password', { method: 'PUT', headers, body });

  const viewer = (headers: Record<string, string>) =>
    viewerFromRequest(new Request(`${BASE_URL}/api/profile`, { headers }));

  it('needs the current password and a new one that keeps the rules', async () => {
    const user = await createUser({ passwordHash: await hashPassword('current-pass-1') });
    const headers = await cookieHeaders(user);
    const attempt = (currentPassword: string | undefined, password: string, confirmPassword = password) =>
      put(headers, { currentPassword, password, confirmPassword });

    expect((await attempt(undefined, 'new-pass-word-1')).body.errors).toEqual({
      currentPassword: 'Enter your current password',
    });
    expect((await attempt('wrong-pass-1', 'new-pass-word-1')).body.errors).toEqual({
      currentPassword: 'The password is not correct',
    });
    expect((await attempt('current-pass-1', 'short')).body.errors).toEqual({
      password: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect((await attempt('current-pass-1', 'baseball')).body.errors).toEqual({
      password: PASSWORD_TOO_COMMON_MESSAGE,
    });
    expect((await attempt('current-pass-1', 'new-pass-word-1', 'new-pass-word-2')).body.errors).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      (await put({}, { currentPassword: 'current-pass-1', password: 'x', confirmPassword: 'x' })).status,
    ).toBe(401);
    expect(await authenticate(user.email, 'current-pass-1')).toMatchObject({ id: user.id });
  });

  it('changes it: other sessions and tokens end, the caller keeps a new session, the owner is told by mail', async () => {
    const user = await createUser({ passwordHash: await hashPassword('current-pass-1') });
    const session = await cookieHeaders(user);
    const otherSession = await cookieHeaders(user);
    const token = await bearerHeaders(user);
    const reset = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      ttlMs: 60_000,
    });

    const reply = await put(session, {
      currentPassword: 'current-pass-1',
      password: 'brand-new-pass-1',
      confirmPassword: 'brand-new-pass-1',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Your password has been changed. Every other session of your account has been signed out.',
    });
    const setCookie = reply.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName()}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    const newSession = { cookie: setCookie!.split(';')[0]!, origin: 'http://localhost:3000' };

    expect(await viewer(otherSession)).toBeNull();
    expect(await viewer(session)).toBeNull();
    expect(await viewer(newSession)).toMatchObject({ id: user.id, via: 'session' });
    expect((await call(getProfile, '/api/profile', { headers: token })).status).toBe(401);
    expect(await getDb().select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
    const [resetLink] = await getDb()
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset-password')));
    expect(resetLink!.usedAt).toBeInstanceOf(Date);
    expect(reset).toBeTruthy();

    expect(await authenticate(user.email, 'current-pass-1')).toBeNull();
    expect(await authenticate(user.email, 'brand-new-pass-1')).toMatchObject({ id: user.id });
    const mail = await mailer.inbox.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Your password was changed',
    );
    expect(mail.text).toContain('If this was not you');
  });

  it('a token caller changes it too, and gets no cookie', async () => {
    const user = await createUser({ passwordHash: await hashPassword('current-pass-1') });
    const reply = await put(await bearerHeaders(user), {
      currentPassword: 'current-pass-1',
      password: 'token-new-pass-1',
      confirmPassword: 'token-new-pass-1',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect((await findUserById(user.id))!.sessionEpoch).toBe(1);
  });

  it('an account without a password is told how to set one', async () => {
    const user = await createUser();
    const reply = await put(await cookieHeaders(user), {
      currentPassword: '',
      password: 'google-pass-1',
      confirmPassword: 'google-pass-1',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Your account has no password yet/);
    expect((await findUserById(user.id))!.passwordHash).toBeNull();
  });
});

describe('signing in with a password that breaks the rules', () => {
  /** Signs in with the credentials provider and next-auth's jwt callback, as the login form does. */
  async function signIn(email: string, password: string): Promise<Record<string, string> | null> {
    const options = authOptions();
    const provider = options.providers.find((p) => p.id === 'credentials') as unknown as {
      options: {
        authorize(credentials: Record<string, string>, req: unknown): Promise<{ id: string } | null>;
      };
    };
    const user = await provider.options.authorize(
      { email, password },
      { headers: { 'x-client-address': '10.9.0.1' } },
    );
    if (!user) return null;
    const token = (await options.callbacks!.jwt!({
      token: { sub: user.id },
      user: user as never,
      account: { type: 'credentials', provider: 'credentials', providerAccountId: user.id },
    })) as JWT;
    const { sub, ...claims } = token;
    const cookie = await issueSessionToken(sub!, claims, Number(claims.epoch ?? 0));
    return { cookie: `${sessionCookieName()}=${cookie}`, origin: 'http://localhost:3000' };
  }

  const advised = async (headers: Record<string, string>) =>
    toShellViewer(await viewerFromRequest(new Request(`${BASE_URL}/api/viewer`, { headers })))
      ?.passwordChangeAdvised;

  it('an imported account keeps signing in with its short password and is asked to change it', async () => {
    const config = makeHashConfig();
    const salt = randomBytes(12).toString('base64');
    const imported: User = await createUser({
      email: `imported-${unique()}@example.test`,
      passwordHash: encodeFirebaseScryptHash(config, salt, firebaseScrypt('maria1', salt, config)),
    });
    const session = await signIn(imported.email, 'maria1');
    expect(session).not.toBeNull();
    expect(await advised(session!)).toBe(true);

    // Changing it on /settings gives a session that no longer asks.
    const changed = await call<Reply>(changePassword, '/api/profile/password', {
      method: 'PUT',
      headers: session!,
      body: { currentPassword: 'maria1', password: 'maria-longer-1', confirmPassword: 'maria-longer-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = changed.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await advised({ cookie: fresh, origin: 'http://localhost:3000' })).toBe(false);
    expect(await advised(session!)).toBeUndefined();
  });

  it('so is an account with a common password; a good password is left alone', async () => {
    const common = await createUser({ passwordHash: await hashPassword('sunshine') });
    expect(await advised((await signIn(common.email, 'sunshine'))!)).toBe(true);
    const good = await createUser({ passwordHash: await hashPassword('a-fine-pass-9') });
    expect(await advised((await signIn(good.email, 'a-fine-pass-9'))!)).toBe(false);
    expect(await signIn(good.email, 'wrong-pass-9')).toBeNull();
  });
});
