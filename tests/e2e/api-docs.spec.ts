import { expect, test } from '@playwright/test';

test('the API reference renders the OpenAPI document with assets from our own origin only', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) foreign.push(url);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Ideas Marketplace API/ })).toBeVisible();
  await expect(page.getByText('/api/ideas/{id}').first()).toBeVisible();
  await expect(page.getByText('/api/tokens').first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test('cross-origin preflights are refused unless the origin is allowed', async ({ request }) => {
  const reply = await request.fetch('/api/ideas', {
    method: 'OPTIONS',
    headers: { origin: 'https://not-allowed.example', 'access-control-request-method': 'GET' },
  });
  expect(reply.status()).toBe(403);
  expect(reply.headers()['access-control-allow-origin']).toBeUndefined();
});
