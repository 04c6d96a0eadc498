import { expect, test } from '@playwright/test';

test('home page shows the hero and its two calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn Your Ideas into Reality & Profit');
  await expect(page.getByRole('link', { name: 'Submit Your Idea' }).first()).toHaveAttribute('href', '/create-idea');
  await expect(page.getByRole('link', { name: 'Browse Ideas' }).first()).toHaveAttribute('href', '/ideas');
});

test('the API answers health checks from the same server', async ({ request }) => {
  const reply = await request.get('/api/health');
  expect(reply.status()).toBe(200);
  expect(await reply.json()).toEqual({ success: true, status: 'ok', database: 'ok' });
});
