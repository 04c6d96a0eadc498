import { expect, test } from './support/test';
import { registerAccount } from './support/accounts';

test('signing in goes home; "Logging in..." shows while busy', async ({ page }) => {
  const account = await registerAccount(page.request);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.route('**/api/auth/callback/credentials', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe(account.email);
});

test('a wrong password and an unknown email get the same red-box message', async ({ page }) => {
  const account = await registerAccount(page.request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  await page.getByLabel('Email').fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(account.password)).toHaveCount(0);
});

test('required fields are checked before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a guarded page sends a signed-out visitor to login and back after signing in', async ({ page }) => {
  const account = await registerAccount(page.request);
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile%2Fedit$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
});

test('every guarded route redirects when signed out, and a forged cookie does not pass', async ({
  page,
  context,
  baseURL,
}) => {
  for (const path of [
    '/create-idea',
    '/ideas/0123456789abcdef01234567/edit',
    '/profile',
    '/profile/edit',
    '/settings',
  ]) {
    const reply = await page.request.get(path, { maxRedirects: 0 });
    expect(reply.status(), path).toBe(307);
    expect(reply.headers().location).toContain(`/login?callbackUrl=${encodeURIComponent(path)}`);
  }
  await context.addCookies([{ name: 'next-auth.session-token', value: 'forged', url: baseURL! }]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
});
