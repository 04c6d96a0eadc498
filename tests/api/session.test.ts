import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { viewerFromRequest } from '@/lib/identity/auth';
import { authOptions } from '@/lib/identity/auth/options';
import { getDb } from '@/lib/db';
import { users } from '@/models';
import { cookieHeaders, createUser } from './fixtures';
import { BASE_URL } from './http';

type SessionCallback = (args: {
  session: { expires: string; user?: Record<string, unknown> };
  token: { sub?: string };
}) => Promise<{ user?: Record<string, unknown> }>;

describe('sessions of accounts that no longer exist', () => {
  it('keep the user while the account exists, and sign them out once it is deleted', async () => {
    const user = await createUser({ displayName: 'Soon Gone' });
    const headers = await cookieHeaders(user);
    const session = authOptions().callbacks!.session as unknown as SessionCallback;
    const expires = new Date(Date.now() + 60_000).toISOString();

    expect(
      (await session({ session: { expires, user: { name: 'stale' } }, token: { sub: user.id } })).user,
    ).toMatchObject({ id: user.id, name: 'Soon Gone', email: user.email });
    expect(await viewerFromRequest(new Request(`${BASE_URL}/api/profile`, { headers }))).toMatchObject({
      id: user.id,
    });

    await getDb().delete(users).where(eq(users.id, user.id));
    expect(
      (await session({ session: { expires, user: { name: 'stale' } }, token: { sub: user.id } })).user,
    ).toBeUndefined();
    expect(await viewerFromRequest(new Request(`${BASE_URL}/api/profile`, { headers }))).toBeNull();
  });
});
