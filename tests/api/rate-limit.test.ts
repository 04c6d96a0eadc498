import { describe, expect, it } from 'vitest';
import { POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as createToken } from '@/app/api/tokens/route';
import { RateLimitedError } from '@/lib/platform/rate-limit';
import { authOptions } from '@/lib/identity/auth/options';

import { hashPassword } from '@/lib/identity/users';
import { createUser, withSettings } from './fixtures';
import { call } from './http';

const from = (ip: string) => ({ 'x-client-address': ip });

withSettings({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_EMAIL: '2' });

const account = (email: string) => ({
  email,
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  displayName: 'Limited',
});

describe('rate limits', () => {
  it('registration: 429 with Retry-After once one address has used its attempts', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await call(register, '/api/auth/register', {
        method: 'POST',
        body: account(`ip-${i}@example.test`),
        headers: from('10.0.0.1'),
      });
      expect(reply.status).toBe(201);
    }
    const limited = await call(register, '/api/auth/register', {
      method: 'POST',
      body: account('ip-4@example.test'),
      headers: from('10.0.0.1'),
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many registration attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const otherAddress = await call(register, '/api/auth/register', {
      method: 'POST',
      body: account('ip-5@example.test'),
      headers: from('10.0.0.2'),
    });
    expect(otherAddress.status).toBe(201);
  });

  it('registration: 429 for one email tried from many addresses', async () => {
    const body = account('same@example.test');
    expect(
      (await call(register, '/api/auth/register', { method: 'POST', body, headers: from('10.1.0.1') }))
        .status,
    ).toBe(201);
    expect(
      (await call(register, '/api/auth/register', { method: 'POST', body, headers: from('10.1.0.2') }))
        .status,
    ).toBe(409);
    expect(
      (await call(register, '/api/auth/register', { method: 'POST', body, headers: from('10.1.0.3') }))
        .status,
    ).toBe(429);
  });

  it('token creation by password: wrong guesses block the email, even with the right password afterwards', async () => {
    const user = await createUser({ passwordHash: await hashPassword('right-password') });
    for (const ip of ['10.2.0.1', '10.2.0.2']) {
      const wrong = await call(createToken, '/api/tokens', {
        method: 'POST',
        body: { email: user.email, password: 'guess' },
        headers: from(ip),
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await call(createToken, '/api/tokens', {
      method: 'POST',
      body: { email: user.email, password: 'right-password' },
      headers: from('10.2.0.3'),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many token requests/);
    expect(JSON.stringify(blocked.body)).not.toContain('right-password');
  });

  it('sign-in: authorize refuses a blocked email, and the sign-in endpoint answers 429 JSON', async () => {
    const user = await createUser({ passwordHash: await hashPassword('right-password') });
    const provider = authOptions().providers[0] as unknown as {
      options: {
        authorize: (
          credentials: Record<string, string>,
          req: { headers: Record<string, string> },
        ) => Promise<unknown>;
      };
    };
    const authorize = provider.options.authorize;
    expect(
      await authorize({ email: user.email, password: 'right-password' }, { headers: from('10.3.0.1') }),
    ).toMatchObject({ id: user.id });
    expect(
      await authorize({ email: user.email, password: 'guess' }, { headers: from('10.3.0.2') }),
    ).toBeNull();
    expect(
      await authorize({ email: user.email, password: 'guess' }, { headers: from('10.3.0.3') }),
    ).toBeNull();
    await expect(
      authorize({ email: user.email, password: 'right-password' }, { headers: from('10.3.0.4') }),
    ).rejects.toBeInstanceOf(RateLimitedError);

    const form = new URLSearchParams({
      email: user.email,
      password: 'right-password',
      csrfToken: 'x',
      json: 'true',
    });
    const reply = await call<{ success: boolean; message: string; url: string }>(
      nextAuthPost,
      '/api/auth/callback/credentials',
      {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from('10.3.0.5') },
        params: { nextauth: ['callback', 'credentials'] } as unknown as Record<string, string>,
      },
    );
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many sign-in attempts/),
    });
    expect(reply.body.url).toMatch(/error=RateLimited/);
    expect(reply.headers.get('retry-after')).toBeTruthy();
  });
});
