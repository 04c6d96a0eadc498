import { expect, test } from './support/test';
import { createToken, registerAccount, signInViaApi } from './support/accounts';
import { requestsTo } from './support/requests';

test('create a token on the settings page (shown once), use it on the API, then revoke it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const me = await registerAccount(page.request);
  await signInViaApi(page, me);
  const restCalls = requestsTo(page, /^\/api\/tokens(\/|$)/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
  await page.getByLabel('Token name').fill('Browser test token');
  await page.getByRole('button', { name: 'Create token' }).click();
  const value = await page.getByTestId('new-token-value').textContent();
  expect(value).toMatch(/^idm_/);
  await expect(page.getByTestId('token-list')).toContainText('Browser test token');

  // A fresh client with no cookies: only the bearer token speaks for the user.
  const api = await playwright.request.newContext({ baseURL });
  const listed = await api.get('/api/tokens', { headers: { authorization: `Bearer ${value}` } });
  expect(listed.status()).toBe(200);
  const body = await listed.json();
  expect(body.tokens.map((t: { name: string }) => t.name)).toContain('Browser test token');
  expect(JSON.stringify(body)).not.toContain(value!);

  await page.reload();
  await expect(page.getByTestId('new-token')).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke Browser test token' }).click();
  await expect(page.getByText('Browser test token')).toHaveCount(0);
  // The settings page uses its server actions; the REST API is for scripts and partners.
  expect(restCalls).toEqual([]);
  const afterRevoke = await api.get('/api/tokens', { headers: { authorization: `Bearer ${value}` } });
  expect(afterRevoke.status()).toBe(401);
  await api.dispose();
});

test('a script gets its first token with email and password', async ({ request }) => {
  const me = await registerAccount(request);
  const token = await createToken(request, me);
  const reply = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await reply.json()).user.email).toBe(me.email);
});
