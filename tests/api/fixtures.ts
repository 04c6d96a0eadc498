import { createApiToken } from '@/lib/auth/api-tokens';
import { issueSessionToken, sessionCookieName } from '@/lib/auth/session';
import { newId } from '@/lib/db/ids';
import { insertUser } from '@/lib/users/queries';
import type { NewUser, User } from '@/models';

/** A user straight in the database (no password unless given as a hash). */
export async function createUser(overrides: Partial<NewUser> = {}): Promise<User> {
  const suffix = newId().slice(-8);
  return insertUser({ email: `user-${suffix}@example.test`, displayName: `User ${suffix}`, ...overrides });
}

/** Headers that authenticate as `user` with a fresh personal access token. */
export async function bearerHeaders(user: User): Promise<Record<string, string>> {
  const { token } = await createApiToken(user.id, 'test');
  return { authorization: `Bearer ${token}` };
}

/** Headers that authenticate as `user` with a browser session cookie (same-origin). */
export async function cookieHeaders(user: User): Promise<Record<string, string>> {
  const token = await issueSessionToken(user.id);
  return { cookie: `${sessionCookieName()}=${token}`, origin: 'http://localhost:3000' };
}
