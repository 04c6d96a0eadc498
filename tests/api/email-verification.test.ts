import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as verify } from '@/app/api/auth/verify-email/route';
import { POST as createIdea } from '@/app/api/ideas/route';
import { GET as getIdea } from '@/app/api/ideas/[id]/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as resend } from '@/app/api/profile/verification-email/route';
import { createEmailToken } from '@/lib/identity/accounts/email-tokens';
import { getDb } from '@/lib/db';
import '@/lib/platform/mail';
import { userForIdentity } from '@/lib/identity/users/identity';
import { findUserByEmail } from '@/lib/identity/users';
import { emailTokens, jobs } from '@/models';
import { cookieHeaders, withSettings } from './fixtures';
import { validIdea } from './ideas-fixtures';
import { call } from './http';
import { withMailWorker } from './mail-worker';
import { linkIn } from './smtp-inbox';

// The route handlers and a job worker run in this process on the test database; the mail goes
// over SMTP to a real server.

const mailer = withMailWorker();

withSettings({ RATE_LIMIT_PER_EMAIL: '3' });

const password = 'secret-pass';

async function registerAndReadLink(email: string): Promise<string> {
  const reply = await call(register, '/api/auth/register', {
    method: 'POST',
    body: { email, password, confirmPassword: password, displayName: email.split('@')[0] },
  });
  expect(reply.status).toBe(201);
  const mail = await mailer.inbox.waitFor((m) => m.to.includes(email));
  expect(mail.subject).toBe('Confirm your email address');
  return linkIn(mail, 'http://localhost:3000/verify-email?token=');
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('email verification', () => {
  it('mails a link at registration; the database holds neither the secret nor the link', async () => {
    const link = await registerAndReadLink('vera@example.test');
    const secret = tokenOf(link);
    const user = (await findUserByEmail('vera@example.test'))!;
    const [row] = await getDb().select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'verify-email', email: 'vera@example.test', usedAt: null });
    expect(row!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
    const stored = JSON.stringify(await getDb().select().from(jobs));
    expect(stored).toContain('vera@example.test');
    expect(stored).not.toContain(secret);
  });

  it('the link verifies once: the account, then the creator card of its ideas, say so', async () => {
    const link = await registerAndReadLink('otto@example.test');
    const user = (await findUserByEmail('otto@example.test'))!;
    const headers = await cookieHeaders(user);
    const before = await call<{ user: { emailVerified: boolean } }>(getProfile, '/api/profile', { headers });
    expect(before.body.user.emailVerified).toBe(false);

    const verified = await call(verify, '/api/auth/verify-email', {
      method: 'POST',
      body: { token: tokenOf(link) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: 'Your email address is verified. Thank you!' });
    const after = await call<{ user: { emailVerified: boolean } }>(getProfile, '/api/profile', { headers });
    expect(after.body.user.emailVerified).toBe(true);

    const again = await call(verify, '/api/auth/verify-email', {
      method: 'POST',
      body: { token: tokenOf(link) },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      errors: { token: expect.stringContaining('invalid, already used or expired') },
    });

    const idea = await call<{ _id: string }>(createIdea, '/api/ideas', {
      method: 'POST',
      headers,
      body: validIdea({ title: 'Verified creator idea' }),
    });
    expect(idea.status).toBe(201);
    const read = await call<{ creatorInfo: { emailVerified: boolean } }>(
      getIdea,
      `/api/ideas/${idea.body._id}`,
      {
        params: { id: idea.body._id },
      },
    );
    expect(read.body.creatorInfo.emailVerified).toBe(true);
  });

  it('refuses an expired link, an unknown one and a malformed body, and verifies nothing', async () => {
    const link = await registerAndReadLink('late@example.test');
    const user = (await findUserByEmail('late@example.test'))!;
    const expired = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'verify-email',
      email: user.email,
      ttlMs: -1000,
    });
    for (const body of [{ token: expired }, { token: 'x'.repeat(43) }, { token: 5 }, {}]) {
      const reply = await call(verify, '/api/auth/verify-email', { method: 'POST', body });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errors: { token: expect.any(String) } });
    }
    expect((await findUserByEmail('late@example.test'))!.emailVerifiedAt).toBeNull();
    // A reset link is no verification link.
    const reset = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      ttlMs: 60_000,
    });
    expect(
      (await call(verify, '/api/auth/verify-email', { method: 'POST', body: { token: reset } })).status,
    ).toBe(400);
    expect((await findUserByEmail('late@example.test'))!.emailVerifiedAt).toBeNull();
    // The first link still works.
    expect(
      (await call(verify, '/api/auth/verify-email', { method: 'POST', body: { token: tokenOf(link) } }))
        .status,
    ).toBe(200);
  });

  it('sends a new link on request (the old one stops working), 409 once verified, 401 anonymous, 429 beyond the limit', async () => {
    const first = await registerAndReadLink('resend@example.test');
    const user = (await findUserByEmail('resend@example.test'))!;
    const headers = await cookieHeaders(user);
    expect((await call(resend, '/api/profile/verification-email', { method: 'POST' })).status).toBe(401);

    const sent = await call(resend, '/api/profile/verification-email', { method: 'POST', headers });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe(
      'We sent a verification link to resend@example.test. It works for 24 hours.',
    );
    await mailer.inbox.waitFor(
      (m) => m.to.includes('resend@example.test') && !m.text.includes(tokenOf(first)),
    );
    const mails = mailer.inbox.messages.filter((m) => m.to.includes('resend@example.test'));
    const second = linkIn(mails.at(-1)!, 'http://localhost:3000/verify-email?token=');
    expect(second).not.toBe(first);

    expect(
      (await call(verify, '/api/auth/verify-email', { method: 'POST', body: { token: tokenOf(first) } }))
        .status,
    ).toBe(400);
    expect(
      (await call(verify, '/api/auth/verify-email', { method: 'POST', body: { token: tokenOf(second) } }))
        .status,
    ).toBe(200);
    const done = await call(resend, '/api/profile/verification-email', {
      method: 'POST',
      headers: await cookieHeaders((await findUserByEmail('resend@example.test'))!),
    });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Your email address is already verified');

    const other = await registerAndReadLink('limited@example.test');
    expect(other).toBeTruthy();
    const limitedHeaders = await cookieHeaders((await findUserByEmail('limited@example.test'))!);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await call(resend, '/api/profile/verification-email', { method: 'POST', headers: limitedHeaders }))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('Google addresses count as verified: a new account, and an existing one that signs in with Google', async () => {
    const created = await userForIdentity({
      provider: 'google',
      providerAccountId: 'google-sub-1',
      email: 'gina@example.test',
      emailVerified: true,
      name: 'Gina',
    });
    expect(created.emailVerifiedAt).toBeInstanceOf(Date);
    await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email: 'hugo@example.test', password, confirmPassword: password, displayName: 'Hugo' },
    });
    expect((await findUserByEmail('hugo@example.test'))!.emailVerifiedAt).toBeNull();
    await userForIdentity({
      provider: 'google',
      providerAccountId: 'google-sub-2',
      email: 'hugo@example.test',
      emailVerified: true,
    });
    expect((await findUserByEmail('hugo@example.test'))!.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
