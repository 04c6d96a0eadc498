import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { startMailingServer, type MailingServer } from '../api/app-server';
import { linkIn } from '../api/smtp-inbox';
import { expectNoAxeViolations } from './support/axe';
import { requestsTo } from './support/requests';

// A server of its own that sends mail to a real SMTP server this spec reads.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: MailingServer;
const main = (page: Page) => page.locator('#main-content');

test.beforeAll(async () => {
  // Starting a server of its own takes a while on a busy machine.
  test.setTimeout(150_000);
  server = await startMailingServer({ DATABASE_URL: '', LOG_LEVEL: 'warn' });
});

test.afterAll(async () => {
  await server?.stop();
});

const SECTIONS = [
  'Profile',
  'Password',
  'Email',
  'Notifications',
  'API tokens',
  'Your data',
  'Delete my account',
];

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.url}/`);
}

for (const { name, width, height } of [
  { name: 'a wide screen', width: 1280, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport: { width, height } });

    test('the account menu leads to Settings, where the password and the email address change', async ({
      page,
    }) => {
      const tag = randomBytes(4).toString('hex');
      const email = `settings-${tag}@example.test`;
      const newEmail = `settings-new-${tag}@example.test`;
      const password = 'first-pass-word-1';
      const registered = await page.request.post(`${server.url}/api/auth/register`, {
        data: { email, password, confirmPassword: password, displayName: `Sam ${tag}` },
      });
      expect(registered.status()).toBe(201);
      await signIn(page, email, password);
      const restPassword = requestsTo(page, '/api/profile/password');

      // The account menu has the way in.
      await page.getByTestId('profile-trigger').click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.waitForURL(`${server.url}/settings`);
      await expect(page).toHaveTitle('Settings · Ideas Marketplace');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const nav = main(page).getByRole('navigation', { name: 'Settings sections' });
      for (const section of SECTIONS)
        await expect(main(page).getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText([
        'Profile',
        'Password',
        'Email',
        'Notifications',
        'API tokens',
        'Your data',
        'Delete account',
      ]);
      await expect(main(page).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
        'href',
        '/profile/edit',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);

      // The in-page navigation jumps to a section.
      await nav.getByRole('link', { name: 'Password' }).click();
      await expect(page).toHaveURL(/\/settings#password$/);
      const passwordSection = main(page).getByRole('region', { name: 'Password' });
      await expect(passwordSection).toBeInViewport();

      // Change the password: the rules speak next to the fields, then it is changed.
      await passwordSection.getByLabel('Current password').fill('not-my-password');
      await passwordSection.getByLabel(/^New password/).fill('password1');
      await passwordSection.getByLabel('Confirm new password').fill('password1');
      await passwordSection.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordSection.getByTestId('error-current-password')).toHaveText(
        'The password is not correct',
      );
      await passwordSection.getByLabel('Current password').fill(password);
      await passwordSection.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordSection.getByTestId('error-new-password')).toHaveText(
        'This password is too common; choose another.',
      );
      await passwordSection.getByLabel(/^New password/).fill('short');
      await passwordSection.getByLabel('Confirm new password').fill('short');
      await passwordSection.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordSection.getByTestId('error-new-password')).toHaveText(
        'Choose a password of at least 8 characters.',
      );
      await expectNoAxeViolations(page);
      const newPassword = 'second-pass-word-2';
      await passwordSection.getByLabel(/^New password/).fill(newPassword);
      await passwordSection.getByLabel('Confirm new password').fill(newPassword);
      await passwordSection.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordSection.getByTestId('password-done')).toHaveText(
        'Your password has been changed. Every other session of your account has been signed out.',
      );
      const changedMail = await server.inbox.waitFor(
        (m) => m.to.includes(email) && m.subject === 'Your password was changed',
      );
      expect(changedMail.text).toContain(`Sam ${tag}`);
      // This browser stays signed in; the old password no longer works.
      await page.reload();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const oldToken = await page.request.post(`${server.url}/api/tokens`, {
        data: { email, password, name: 'old' },
      });
      expect(oldToken.status()).toBe(401);
      // The form changes the password through its server action; the REST API is the partners'.
      expect(restPassword).toEqual([]);

      // Change the email address: nothing changes until the link in the mail is opened.
      const emailSection = main(page).getByRole('region', { name: 'Email' });
      await expect(emailSection).toContainText(`Your email address is ${email} (not verified yet).`);
      await emailSection.getByLabel(/^New email address/).fill(newEmail);
      await emailSection.getByLabel(/^Your password/).fill(newPassword);
      await emailSection.getByRole('button', { name: 'Change email' }).click();
      await expect(emailSection.getByTestId('email-change-sent')).toHaveText(
        `We sent a confirmation link to ${newEmail}. Your email address changes when you open it; it works for 24 hours.`,
      );
      const notice = await server.inbox.waitFor(
        (m) => m.to.includes(email) && m.subject === 'Your email address is being changed',
      );
      expect(notice.text).toContain(`Your email address is being changed to ${newEmail}.`);
      const mail = await server.inbox.waitFor(
        (m) => m.to.includes(newEmail) && m.subject === 'Confirm your new email address',
      );
      await page.reload();
      await expect(main(page).getByRole('region', { name: 'Email' })).toContainText(
        `Your email address is ${email}`,
      );

      await page.goto(linkIn(mail, `${server.url}/confirm-email?token=`));
      await expect(main(page).getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
      await expect(main(page)).toContainText(`Use ${newEmail} as the email address of your account.`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
      await main(page).getByRole('button', { name: 'Confirm my new email' }).click();
      await expect(main(page).getByTestId('confirm-email-result')).toHaveText(
        'Your email address has been changed. Sign in with it from now on.',
      );
      await expectNoAxeViolations(page);

      await page.goto(`${server.url}/settings#email`);
      await expect(main(page).getByRole('region', { name: 'Email' })).toContainText(
        `Your email address is ${newEmail} (verified).`,
      );
      const newToken = await page.request.post(`${server.url}/api/tokens`, {
        data: { email: newEmail, password: newPassword, name: 'new' },
      });
      expect(newToken.status()).toBe(201);
    });
  });
}

test('Settings sends a signed-out visitor to sign in', async ({ page }) => {
  const response = await page.request.get(`${server.url}/settings`, { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.headers().location).toContain('/login?callbackUrl=%2Fsettings');
});
