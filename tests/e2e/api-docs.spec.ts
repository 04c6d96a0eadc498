import { expect, test } from './support/test';

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

for (const width of [1280, 390]) {
  test(`the reference opens with the quick start and shows real examples at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
    await expect(page.getByText('Get a token', { exact: false }).first()).toBeVisible();

    // One idea call and one whose reply holds a map (which Swagger UI would fill with additionalProp1).
    for (const summary of ['/api/ideas/{id}', '/api/admin/jobs']) {
      const operation = page
        .locator('.opblock-get')
        .filter({ has: page.getByText(summary, { exact: true }) });
      await operation.first().locator('.opblock-summary').click();
    }
    const examples = page.locator('.response .microlight, .example.microlight, pre.microlight');
    await expect(
      examples.filter({ hasText: 'Solar charger that clips onto a backpack' }).first(),
    ).toBeVisible();
    await expect(examples.filter({ hasText: '"dead": 1' }).first()).toBeVisible();
    await expect(page.getByText('additionalProp1')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
