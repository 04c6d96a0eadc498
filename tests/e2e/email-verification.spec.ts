import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { startMailingServer, type MailingServer } from '../api/app-server';
import { linkIn } from '../api/smtp-inbox';
import { expectNoAxeViolations } from './support/axe';

// A server of its own that sends mail to a real SMTP server this spec reads.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: MailingServer;
const main = (page: Page) => page.locator('#main-content');

test.beforeAll(async () => {
  server = await startMailingServer({
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a new member verifies their email from the mail and gets the Verified badge on profile and ideas', async ({
  page,
}) => {
  const email = `verify-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'pass-word-1';
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { email, password, confirmPassword: password, displayName: 'Vera Verifier' },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.url}/`);

  // Unverified: the own profile says so and offers a new link.
  await page.goto(`${server.url}/profile`);
  const notice = main(page).getByTestId('verification-notice');
  await expect(notice).toContainText('Your email address is not verified yet');
  await expect(main(page).getByTestId('verified-badge')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Send verification email' }).click();
  await expect(notice.getByTestId('verification-notice-result')).toHaveText(
    `We sent a verification link to ${email}. It works for 24 hours.`,
  );
  await expectNoAxeViolations(page);

  // Two mails (registration and the request); only the newest link works.
  await expect.poll(() => server.inbox.messages.filter((m) => m.to.includes(email)).length).toBe(2);
  const [firstMail, secondMail] = server.inbox.messages.filter((m) => m.to.includes(email));
  const stale = linkIn(firstMail!, `${server.url}/verify-email?token=`);
  const link = linkIn(secondMail!, `${server.url}/verify-email?token=`);

  await page.goto(stale);
  await expect(main(page).getByTestId('verify-email-result')).toContainText(
    'invalid, already used or expired',
  );

  await page.goto(link);
  await expect(main(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(main(page)).toContainText(`Confirm that ${email} is your email address.`);
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Verify my email' }).click();
  await expect(main(page).getByTestId('verify-email-result')).toHaveText(
    'Your email address is verified. Thank you!',
  );

  // The link is used up.
  await page.goto(link);
  await expect(main(page).getByTestId('verify-email-result')).toContainText(
    'invalid, already used or expired',
  );

  await page.goto(`${server.url}/profile`);
  await expect(main(page).getByTestId('verified-badge')).toHaveText(/Verified/);
  await expect(main(page).getByTestId('verification-notice')).toHaveCount(0);

  // Anyone sees the badge on the creator card of the member's ideas.
  const created = await page.request.post(`${server.url}/api/ideas`, {
    headers: { origin: server.url },
    data: {
      title: 'Solar kettle for campers',
      category: 'Tech',
      type: 'Product',
      problemDescription: 'Boiling water outdoors needs fuel',
      solutionDescription: 'A kettle heated by a folding mirror',
      desiredPrice: 500,
      contactPreference: 'Email',
      protectionStatus: 'None',
      requireNDA: false,
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  await page.context().clearCookies();
  await page.goto(`${server.url}/ideas/${_id}`);
  await expect(main(page).getByTestId('creator-card').getByTestId('verified-badge')).toBeVisible();
});

test('the unsubscribe link of a notification mail asks first, then turns that mail off', async ({ page }) => {
  const email = `unsub-${randomBytes(4).toString('hex')}@example.test`;
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { email, password: 'pass-word-1', confirmPassword: 'pass-word-1', displayName: 'Una' },
  });
  const { user } = (await registered.json()) as { user: { id: string } };
  // The server's own signature (lib/platform/mail/unsubscribe.ts), under the test server's AUTH_SECRET.
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      'server-test-secret-that-is-long-enough-0123456789',
      Buffer.alloc(0),
      'ideas-marketplace unsubscribe v1',
      32,
    ),
  );
  const payload = `${user.id}.new-message`;
  const token = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;

  await page.goto(
    `${server.url}/unsubscribe?token=${encodeURIComponent(token.replace('new-message', 'moderation'))}`,
  );
  await expect(main(page).getByTestId('unsubscribe-result')).toContainText(
    'This unsubscribe link is not valid',
  );

  await page.goto(`${server.url}/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(main(page)).toContainText('Stop emails about new messages?');
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(main(page).getByTestId('unsubscribe-result')).toHaveText(
    'You will no longer get emails about new messages.',
  );
});
