import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from './support/test';
import { startMailingServer, type MailingServer } from '../api/app-server';
import { linkIn } from '../api/smtp-inbox';
import { expectNoAxeViolations } from './support/axe';

// The reset sends mail: this spec runs its own server with its own SMTP inbox, so every URL
// below is absolute (Playwright's baseURL is the shared server).

const PHONE = { width: 390, height: 844 };
const REQUESTED =
  'If an account exists for that email, we have sent a link to reset its password. Check your inbox.';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: MailingServer | null = null;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startMailingServer({
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
});

const main = (page: Page) => page.locator('#main-content');

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email, password);
  await page.waitForURL(`${base}/`);
  return page;
}

const sessionEmail = async (page: Page) =>
  ((await (await page.request.get(`${base}/api/auth/session`)).json()) as { user?: { email?: string } }).user
    ?.email;

test('a forgotten password is reset from the login page; every other session ends', async ({ browser }) => {
  const email = `reset-${randomBytes(4).toString('hex')}@example.test`;
  const oldPassword = 'old-pass-word-1';
  const newPassword = 'new-pass-word-2';
  const page = await (await browser.newContext()).newPage();
  const registered = await page.request.post(`${base}/api/auth/register`, {
    data: { email, password: oldPassword, confirmPassword: oldPassword, displayName: 'Forgetful' },
  });
  expect(registered.status()).toBe(201);

  // Two browsers signed in before the reset.
  const first = await signedInPage(browser, email, oldPassword);
  const second = await signedInPage(browser, email, oldPassword);
  expect(await sessionEmail(second)).toBe(email);

  // A third browser asks for a link from the login page.
  await page.goto(`${base}/login`);
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${base}/forgot-password`);
  await expect(main(page).getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByTestId('error-email')).toHaveText('Email is required');
  await expect(main(page).getByLabel('Email')).toBeFocused();

  await main(page).getByLabel('Email').fill(email);
  await page.route(
    (url) => url.pathname === '/forgot-password',
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    },
  );
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const confirmation = main(page).getByTestId('reset-requested');
  await expect(confirmation).toHaveText(REQUESTED);
  await expect(confirmation).toBeFocused();
  await expectNoAxeViolations(page);

  // The mail's link leads to the form.
  const mail = await server!.inbox.waitFor(
    (m) => m.to.includes(email) && m.subject === 'Reset your password',
  );
  const link = linkIn(mail, `${base}/reset-password?token=`);
  await page.goto(link);
  await expect(main(page).getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(main(page)).toContainText(email);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);

  await main(page)
    .getByLabel(/^New password/)
    .fill('abc');
  await main(page).getByLabel('Confirm new password').fill('abd');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByTestId('error-password')).toHaveText(
    'Choose a password of at least 8 characters.',
  );
  await expect(main(page).getByTestId('error-confirmPassword')).toHaveText('Passwords do not match');
  await expect(main(page).getByLabel(/^New password/)).toBeFocused();
  await expectNoAxeViolations(page);

  await main(page)
    .getByLabel(/^New password/)
    .fill(newPassword);
  await main(page).getByLabel('Confirm new password').fill(newPassword);
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL(`${base}/reset-password/done`);
  await expect(main(page).getByTestId('password-reset-done')).toContainText('Your password has been changed');
  expect(await sessionEmail(page)).toBe(email);
  await main(page).getByRole('link', { name: 'Go to my profile' }).click();
  await page.waitForURL(`${base}/profile`);

  // The link worked once.
  await page.goto(link);
  await expect(main(page).getByTestId('reset-link-invalid')).toContainText(
    'invalid, already used or expired',
  );
  await expect(main(page).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoAxeViolations(page);

  // The browsers signed in before are signed out at their next page.
  for (const before of [first, second]) {
    await before.goto(`${base}/profile`);
    await before.waitForURL(/\/login\?callbackUrl=%2Fprofile$/);
    expect(await sessionEmail(before)).toBeUndefined();
  }

  // The old password fails on the login page, the new one works.
  await login(first, email, oldPassword);
  await expect(main(first).getByTestId('form-error')).toHaveText('Invalid email or password');
  await main(first).getByLabel('Password').fill(newPassword);
  await main(first).getByRole('button', { name: 'Login', exact: true }).click();
  await first.waitForURL(`${base}/`);
  expect(await sessionEmail(first)).toBe(email);

  await server!.inbox.waitFor((m) => m.to.includes(email) && m.subject === 'Your password was changed');
});

test('on a phone: the forms fit the screen, and an unknown link says what to do', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(`${base}/forgot-password`);
  await main(page)
    .getByLabel('Email')
    .fill(`nobody-${randomBytes(3).toString('hex')}@example.test`);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  // The same answer for an email without an account.
  await expect(main(page).getByTestId('reset-requested')).toHaveText(REQUESTED);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.goto(`${base}/reset-password?token=not-a-real-token`);
  await expect(main(page).getByTestId('reset-link-invalid')).toBeVisible();
  await expect(main(page).getByLabel(/^New password/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await main(page).getByRole('link', { name: 'Ask for a new link' }).click();
  await page.waitForURL(`${base}/forgot-password`);
});
