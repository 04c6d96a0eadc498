import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

/** Registers a fresh account through the public API. */
export async function registerAccount(
  request: APIRequestContext,
  overrides: Partial<Omit<TestAccount, 'id'>> & Record<string, unknown> = {},
): Promise<TestAccount> {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    email: `e2e-${suffix}@example.test`,
    password: 'pass-word-1',
    displayName: `Tester ${suffix}`,
    ...overrides,
  };
  const reply = await request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password },
  });
  if (reply.status() !== 201) throw new Error(`register failed: ${reply.status()} ${await reply.text()}`);
  const { user } = (await reply.json()) as { user: { id: string } };
  return { id: user.id, email: account.email, password: account.password, displayName: account.displayName };
}

/** Signs the page's browser context in through next-auth's credentials endpoint (no UI). */
export async function signInViaApi(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const reply = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, json: 'true' },
  });
  if (!reply.ok()) throw new Error(`sign-in failed: ${reply.status()}`);
  const session = await (await page.request.get('/api/auth/session')).json();
  if (!session?.user) throw new Error('sign-in did not create a session');
}

/** A personal access token for API calls as `account`. */
export async function createToken(
  request: APIRequestContext,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<string> {
  const reply = await request.post('/api/tokens', {
    data: { email: account.email, password: account.password, name: 'e2e' },
  });
  if (reply.status() !== 201)
    throw new Error(`token creation failed: ${reply.status()} ${await reply.text()}`);
  return ((await reply.json()) as { token: string }).token;
}
