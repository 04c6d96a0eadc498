import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as confirm } from '@/app/api/auth/email-change/confirm/route';
import { POST as requestChange } from '@/app/api/profile/email/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { getDb } from '@/lib/db';
import { issueSessionToken, sessionCookieName } from '@/lib/identity/auth/session';
import { createEmailToken } from '@/lib/identity/accounts/email-tokens';
import { authenticate, findUserByEmail, findUserById, hashPassword } from '@/lib/identity/users';
import { EMAIL_TAKEN_MESSAGE, EMAIL_CHANGE_LINK_INVALID_MESSAGE } from '@/lib/validation/account-settings';
import { emailTokens, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser, withSettings } from './fixtures';
import { call } from './http';
import { withMailWorker } from './mail-worker';
import { linkIn, type ReceivedMail } from './smtp-inbox';

// The route handlers and a job worker run in this process on the test database; the mails go
// over SMTP to a real server in the test process.

const mailer = withMailWorker();

withSettings({ RATE_LIMIT_PER_EMAIL: '20', RATE_LIMIT_PER_IP: '100' });

const PASSWORD = 'moving-house-22';
const CONFIRM_PREFIX = 'http://localhost:3000/confirm-email?token=';

interface Reply {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  user?: { email: string; emailVerified: boolean };
}

let counter = 0;
const address = (name: string) => `${name}-${++counter}@example.test`;

async function member(name: string, password: string | null = PASSWORD): Promise<User> {
  return createUser({
    email: address(name),
    displayName: name,
    passwordHash: password ? await hashPassword(password) : null,
  });
}

const ask = (headers: Record<string, string>, body: unknown) =>
  call<Reply>(requestChange, '/api/profile/email', { method: 'POST', headers, body });

const use = (token: unknown) =>
  call<Reply>(confirm, '/api/auth/email-change/confirm', { method: 'POST', body: { token } });

const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail, CONFIRM_PREFIX)).searchParams.get('token')!;

const mailTo = (email: string, subject: string) =>
  mailer.inbox.waitFor((m) => m.to.includes(email) && m.subject === subject);

describe('changing the email address', () => {
  it('mails a link to the new address and a notice to the old one; the link changes the address once, verified', async () => {
    const user = await member('mover');
    const headers = await cookieHeaders(user);
    const newEmail = address('moved');

    const asked = await ask(headers, { email: newEmail, password: PASSWORD });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body).toEqual({
      success: true,
      message: `We sent a confirmation link to ${newEmail}. Your email address changes when you open it; it works for 24 hours.`,
    });

    const link = await mailTo(newEmail, 'Confirm your new email address');
    const notice = await mailTo(user.email, 'Your email address is being changed');
    expect(notice.text).toContain(`Your email address is being changed to ${newEmail}.`);
    expect(notice.text).toContain('If this was not you');
    expect(notice.text).not.toContain(CONFIRM_PREFIX);
    expect(linkIn(notice, 'http://localhost:3000/forgot-password')).toBe(
      'http://localhost:3000/forgot-password',
    );

    // Only a hash of the secret is stored, with the address it was sent to; nothing changed yet.
    const secret = tokenOf(link);
    const [row] = await getDb()
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change-email')));
    expect(row).toMatchObject({ email: newEmail, usedAt: null });
    expect(row!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
    const before = await call<Reply>(getProfile, '/api/profile', { headers });
    expect(before.body.user).toMatchObject({ email: user.email, emailVerified: false });

    const used = await use(secret);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toEqual({ success: true, message: `Your email address is now ${newEmail}.` });
    const after = await call<Reply>(getProfile, '/api/profile', { headers });
    expect(after.body.user).toMatchObject({ email: newEmail, emailVerified: true });

    // The password now goes with the new address; the old address names nobody.
    expect(await authenticate(newEmail, PASSWORD)).toMatchObject({ id: user.id });
    expect(await authenticate(user.email, PASSWORD)).toBeNull();
    expect(await findUserByEmail(user.email)).toBeNull();

    const again = await use(secret);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      message: EMAIL_CHANGE_LINK_INVALID_MESSAGE,
      errors: { token: EMAIL_CHANGE_LINK_INVALID_MESSAGE },
    });
  });

  it('refuses another account’s address (any case) as registration does, the same address, and wrong or missing passwords', async () => {
    const user = await member('keeper');
    const other = await member('owner');
    const headers = await cookieHeaders(user);

    const taken = await ask(headers, { email: other.email.toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      success: false,
      message: EMAIL_TAKEN_MESSAGE,
      errors: { email: EMAIL_TAKEN_MESSAGE },
    });
    // Registering with that address says no more than that either.
    const registering = await call<Reply>(register, '/api/auth/register', {
      method: 'POST',
      body: { email: other.email, password: PASSWORD, confirmPassword: PASSWORD, displayName: 'Copy' },
    });
    expect(registering.status).toBe(409);
    expect(registering.body.errors).toHaveProperty('email');

    const same = await ask(headers, { email: ` ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ email: 'This is already your email address.' });

    const wrong = await ask(headers, { email: address('elsewhere'), password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: 'The password is not correct' });
    const missing = await ask(headers, { email: address('elsewhere') });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: 'Enter your current password' });
    const malformed = await ask(headers, { email: 'not-an-address', password: PASSWORD });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toMatchObject({ email: 'Please enter a valid email address' });

    const anonymous = await ask({}, { email: address('elsewhere'), password: PASSWORD });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to change your email address');

    // None of these queued a link.
    const links = await getDb().select().from(emailTokens).where(eq(emailTokens.purpose, 'change-email'));
    expect(links.filter((link) => link.userId === user.id)).toEqual([]);
    expect((await findUserById(user.id))!.email).toBe(user.email);
  });

  it('a newer request ends the earlier link; expired and unknown links change nothing', async () => {
    const user = await member('twice');
    const headers = await cookieHeaders(user);
    const first = address('first');
    const second = address('second');
    expect((await ask(headers, { email: first, password: PASSWORD })).status).toBe(202);
    const firstSecret = tokenOf(await mailTo(first, 'Confirm your new email address'));
    expect((await ask(headers, { email: second, password: PASSWORD })).status).toBe(202);
    const secondSecret = tokenOf(await mailTo(second, 'Confirm your new email address'));

    expect((await use(firstSecret)).status).toBe(400);
    const expired = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'change-email',
      email: address('late'),
      ttlMs: -1000,
    });
    // Neither an expired link, an unknown one, nor a link of another kind moves the account.
    const verifySecret = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'verify-email',
      email: user.email,
      ttlMs: 60_000,
    });
    for (const token of [expired, 'x'.repeat(43), verifySecret, '', 5]) {
      const reply = await use(token);
      expect(reply.status, String(token)).toBe(400);
      expect(reply.body.errors).toEqual({ token: EMAIL_CHANGE_LINK_INVALID_MESSAGE });
    }
    expect((await findUserById(user.id))!.email).toBe(user.email);

    expect((await use(secondSecret)).status).toBe(200);
    expect((await findUserById(user.id))!.email).toBe(second);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await member('slow');
    const wanted = address('wanted');
    expect((await ask(await cookieHeaders(user), { email: wanted, password: PASSWORD })).status).toBe(202);
    const secret = tokenOf(await mailTo(wanted, 'Confirm your new email address'));
    await createUser({ email: wanted.toUpperCase(), displayName: 'Quick' });

    const reply = await use(secret);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(EMAIL_TAKEN_MESSAGE);
    expect((await findUserById(user.id))!.email).toBe(user.email);
  });

  it('an account without a password (Google) changes it from a recent browser session only', async () => {
    const user = await member('googler', null);
    const wanted = address('google-new');
    const fresh = {
      cookie: `${sessionCookieName()}=${await issueSessionToken(user.id)}`,
      origin: 'http://localhost:3000',
    };
    const old = {
      cookie: `${sessionCookieName()}=${await issueSessionToken(user.id, { authAt: Math.floor(Date.now() / 1000) - 3600 })}`,
      origin: 'http://localhost:3000',
    };
    const token = await bearerHeaders(user);

    for (const headers of [old, token]) {
      const refused = await ask(headers, { email: wanted });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^Please sign in again to change your email address/);
    }
    const accepted = await ask(fresh, { email: wanted });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect((await use(tokenOf(await mailTo(wanted, 'Confirm your new email address')))).status).toBe(200);
    expect((await findUserById(user.id))!.email).toBe(wanted);
  });

  describe('rate limit', () => {
    withSettings({ RATE_LIMIT_PER_EMAIL: '2', RATE_LIMIT_PER_IP: '100' });

    it('limits the requests of one account', async () => {
      const user = await member('eager');
      const headers = await cookieHeaders(user);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await ask(headers, { email: address('eager-new'), password: PASSWORD })).status);
      expect(statuses).toEqual([202, 202, 429]);
    });
  });
});
