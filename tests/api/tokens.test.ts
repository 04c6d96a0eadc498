import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getProfile } from '@/app/api/profile/route';
import { DELETE as deleteToken } from '@/app/api/tokens/[id]/route';
import { GET as listTokens, POST as createToken } from '@/app/api/tokens/route';
import { getDb } from '@/lib/db';
import { hashPassword } from '@/lib/identity/users';
import { users } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';

interface TokenBody {
  success: boolean;
  token: string;
  id: string;
  name: string;
  createdAt: string;
  message?: string;
}

async function userWithPassword(password = 'right-password') {
  return createUser({ passwordHash: await hashPassword(password) });
}

describe('POST /api/tokens', () => {
  it('creates a token from email and password, shown once, that authenticates API calls', async () => {
    const user = await userWithPassword();
    const reply = await call<TokenBody>(createToken, '/api/tokens', {
      method: 'POST',
      body: { email: user.email.toUpperCase(), password: 'right-password', name: 'CI script' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      success: true,
      name: 'CI script',
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(reply.body.token).toMatch(/^idm_/);
    expect(Date.parse(reply.body.createdAt)).not.toBeNaN();
    expect(JSON.stringify(reply.body)).not.toContain('right-password');

    const list = await call<{ tokens: Record<string, unknown>[] }>(listTokens, '/api/tokens', {
      headers: { authorization: `Bearer ${reply.body.token}` },
    });
    expect(list.status).toBe(200);
    expect(list.body.tokens).toHaveLength(1);
    expect(list.body.tokens[0]).toMatchObject({ id: reply.body.id, name: 'CI script' });
    expect(JSON.stringify(list.body)).not.toContain(reply.body.token);
  });

  it('gives one 401 for a wrong password and an unknown email', async () => {
    const user = await userWithPassword();
    const wrong = await call(createToken, '/api/tokens', {
      method: 'POST',
      body: { email: user.email, password: 'nope' },
    });
    const unknown = await call(createToken, '/api/tokens', {
      method: 'POST',
      body: { email: 'nobody@example.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('creates a token for a session (same origin) or a bearer token, with no body', async () => {
    const user = await createUser();
    const bySession = await call<TokenBody>(createToken, '/api/tokens', {
      method: 'POST',
      headers: await cookieHeaders(user),
    });
    expect(bySession.status).toBe(201);
    expect(bySession.body.name).toBe('API token');
    const byBearer = await call<TokenBody>(createToken, '/api/tokens', {
      method: 'POST',
      headers: await bearerHeaders(user),
      body: { name: 'second' },
    });
    expect(byBearer.status).toBe(201);
    const crossSite = await call(createToken, '/api/tokens', {
      method: 'POST',
      headers: { ...(await cookieHeaders(user)), origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses anonymous calls and bad names', async () => {
    expect((await call(createToken, '/api/tokens', { method: 'POST' })).status).toBe(401);
    const user = await createUser();
    const longName = await call(createToken, '/api/tokens', {
      method: 'POST',
      headers: await bearerHeaders(user),
      body: { name: 'x'.repeat(81) },
    });
    expect(longName.status).toBe(400);
    expect(longName.body.errors).toMatchObject({ name: 'Token name must be at most 80 characters' });
  });
});

describe('GET and DELETE /api/tokens', () => {
  it('lists only the caller’s tokens and revokes one so that it gets 401 at once', async () => {
    const owner = await createUser();
    const other = await createUser();
    const ownerHeaders = await bearerHeaders(owner);
    const created = await call<TokenBody>(createToken, '/api/tokens', {
      method: 'POST',
      headers: ownerHeaders,
      body: { name: 'to revoke' },
    });
    const revokedHeaders = { authorization: `Bearer ${created.body.token}` };

    const othersView = await call<{ tokens: { id: string }[] }>(listTokens, '/api/tokens', {
      headers: await bearerHeaders(other),
    });
    expect(othersView.body.tokens.map((t) => t.id)).not.toContain(created.body.id);
    const stolen = await call(deleteToken, `/api/tokens/${created.body.id}`, {
      method: 'DELETE',
      headers: await bearerHeaders(other),
      params: { id: created.body.id },
    });
    expect(stolen.status).toBe(404);

    const revoked = await call(deleteToken, `/api/tokens/${created.body.id}`, {
      method: 'DELETE',
      headers: ownerHeaders,
      params: { id: created.body.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    const afterwards = await call(listTokens, '/api/tokens', { headers: revokedHeaders });
    expect(afterwards.status).toBe(401);
    expect(afterwards.body.message).toBe('Invalid or revoked token');
    expect((await call(listTokens, '/api/tokens')).status).toBe(401);
  });
});

describe('the user behind a token', () => {
  it('is the account as it is now, and nobody once the account is not active', async () => {
    const user = await createUser();
    const headers = await bearerHeaders(user);
    await getDb().update(users).set({ displayName: 'Renamed Since' }).where(eq(users.id, user.id));
    const profile = await call<{ user: { id: string; displayName: string } }>(getProfile, '/api/profile', {
      headers,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ id: user.id, displayName: 'Renamed Since' });

    // Suspending deletes the account's tokens; a token that outlives it still identifies nobody.
    await getDb().update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const refused = await call(getProfile, '/api/profile', { headers });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid or revoked token');
  });
});
