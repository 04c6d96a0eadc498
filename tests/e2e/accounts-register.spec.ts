import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { registerAccount } from './support/accounts';

const unique = () => `wizard-${randomBytes(4).toString('hex')}@example.test`;

async function fillAccount(
  page: Page,
  options: { email?: string; password?: string; confirm?: string } = {},
) {
  const { email = unique(), password = 'pass-word-1' } = options;
  const confirm = options.confirm ?? password;
  await page.getByLabel('Display Name').fill('Wizard User');
  await page.getByLabel('Full Name').fill('Wizard Q. User');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  return email;
}

test('Next stays disabled on step 1 until the required fields are filled', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Display Name').fill('Someone');
  await page.getByLabel('Email').fill(unique());
  await page.getByLabel(/^Password/).fill('pass-word-1');
  await expect(next).toBeDisabled();
  await page.getByLabel('Confirm Password').fill('pass-word-1');
  await expect(next).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
});

test('mismatched passwords stop the wizard on step 1', async ({ page }) => {
  await page.goto('/register');
  await fillAccount(page, { confirm: 'something-else' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
});

test('an email already in use is reported on step 1', async ({ page }) => {
  const existing = await registerAccount(page.request);
  await page.goto('/register');
  await fillAccount(page, { email: existing.email });
  await page.getByRole('button', { name: 'Next' }).click();
  // Caught when leaving step 1, beside the field.
  await expect(page.getByTestId('error-email')).toContainText('already registered');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
});

test('a full registration with photo, website and preferences signs in and goes home', async ({ page }) => {
  await page.goto('/register');
  const email = await fillAccount(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Profile Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await page.getByLabel('About Me').fill('I build things.');
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Website').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Website must start with http:// or https://')).toBeVisible();
  // Typed without a scheme, the address is saved with https://.
  await page.getByLabel('Website').fill('wizard.example');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  await page.getByText('Tech', { exact: true }).click();
  await page.getByText('Finance', { exact: true }).click();
  await page.getByText('Spanish', { exact: true }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Location')).toHaveValue('Lisbon');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I agree to the Terms').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe(email);
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile.user).toMatchObject({
    location: 'Lisbon',
    website: 'https://wizard.example',
    preferredCategories: ['Tech', 'Finance'],
    languagePreferences: ['Spanish'],
  });
  expect(profile.user.photoURL).toMatch(/^\/api\/uploads\/profile_images\//);
  expect((await page.request.get(profile.user.photoURL)).headers()['content-type']).toBe('image/webp');
});

test('"Failed to load registration form" with Retry when the reference data fails', async ({ page }) => {
  let fail = true;
  await page.route('**/api/categories', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/register');
  await fillAccount(page);
  // Leaving step 1 waits for the server to say the email is free.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('form-load-error')).toContainText('Failed to load registration form');
  await expect(page.getByTestId('form-load-error')).toContainText('Failed to fetch categories');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Health', { exact: true })).toBeVisible();
});
