import { afterAll, beforeAll } from 'vitest';
import { createApiToken } from '@/lib/identity/auth/api-tokens';
import { toViewer } from '@/lib/identity/auth/viewer';
import { resetRateLimits } from '@/lib/platform/rate-limit';
import { issueSessionToken, sessionCookieName } from '@/lib/identity/auth/session';
import { resetConfig } from '@/lib/core/config';
import { newId } from '@/lib/core/ids';
import { insertUser } from '@/lib/identity/users/queries';
import type { NewUser, User, Viewer } from '@/models';

/** A user straight in the database (no password unless given as a hash). */
export async function createUser(overrides: Partial<NewUser> = {}): Promise<User> {
  const suffix = newId().slice(-8);
  return insertUser({ email: `user-${suffix}@example.test`, displayName: `User ${suffix}`, ...overrides });
}

/** `user` as the rules in lib/ see a caller with a personal access token. */
export const viewerOf = (user: User): Viewer => toViewer(user, 'token');

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

/**
 * Runs the tests of the calling file or `describe` block with these settings (environment
 * variables, e.g. `RATE_LIMIT_PER_EMAIL`), read afresh with empty rate-limit counters; the earlier
 * values come back afterwards.
 */
export function withSettings(settings: Record<string, string>): void {
  const earlier = new Map<string, string | undefined>();
  const reread = () => {
    resetConfig();
    resetRateLimits();
  };
  beforeAll(() => {
    for (const [name, value] of Object.entries(settings)) {
      earlier.set(name, process.env[name]);
      process.env[name] = value;
    }
    reread();
  });
  afterAll(() => {
    for (const [name, value] of earlier) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    reread();
  });
}
