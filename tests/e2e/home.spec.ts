import { expect, test } from './support/test';

test('home page shows the hero and its two calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn Your Ideas into Reality & Profit');
  await expect(page.getByRole('link', { name: 'Submit Your Idea' }).first()).toHaveAttribute(
    'href',
    '/create-idea',
  );
  await expect(page.getByRole('link', { name: 'Browse Ideas' }).first()).toHaveAttribute('href', '/ideas');
});

test('the API answers health checks from the same server', async ({ request }) => {
  const reply = await request.get('/api/health');
  expect(reply.status()).toBe(200);
  expect(await reply.json()).toEqual({ success: true, status: 'ok', database: 'ok' });
});

test('the favicon and app icons are served, and the page links them', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  for (const link of await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').all()) {
    const reply = await request.get((await link.getAttribute('href'))!);
    expect(reply.status()).toBe(200);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
