import { expect, test } from './support/test';
import { registerAccount, signInViaApi } from './support/accounts';

test('an account registered through the API can sign in and holds a session', async ({ page }) => {
  const account = await registerAccount(page.request);
  await signInViaApi(page, account);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ email: account.email, name: account.displayName, id: account.id });
});

test('a wrong password creates no session', async ({ page }) => {
  const account = await registerAccount(page.request);
  await expect(signInViaApi(page, { email: account.email, password: 'not-the-password' })).rejects.toThrow();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toBeUndefined();
});
