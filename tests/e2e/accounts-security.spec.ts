import { expect, test } from './support/test';

test('pages and API replies carry the security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/api/health', '/api/ideas/user/nope']) {
    const reply = await request.get(path);
    const headers = reply.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    // The test server runs on http: no HSTS.
    expect(headers['strict-transport-security'], path).toBeUndefined();
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('the login page runs under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(violations).toEqual([]);
});
