import type { APIRequestContext, Page } from '@playwright/test';
import { signInViaApi, type TestAccount } from './accounts';

/** The shared server's admin: ADMIN_EMAILS (playwright.config.ts) names this address. */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.test',
  password: 'admin-pass-word-1',
  displayName: 'E2E Admin',
};

/** Registers the admin account the first time (later calls find it there: 409) and returns it. */
export async function ensureAdmin(request: APIRequestContext): Promise<Omit<TestAccount, 'id'>> {
  const reply = await request.post('/api/auth/register', {
    data: { ...E2E_ADMIN, confirmPassword: E2E_ADMIN.password },
  });
  if (reply.status() !== 201 && reply.status() !== 409)
    throw new Error(`admin registration failed: ${reply.status()} ${await reply.text()}`);
  return E2E_ADMIN;
}

/** Signs the page's context in as the admin (ADMIN_EMAILS makes the account an admin at sign-in). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInViaApi(page, await ensureAdmin(page.request));
}
