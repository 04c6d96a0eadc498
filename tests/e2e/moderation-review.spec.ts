import { expect, test, type BrowserContext, type Page } from './support/test';
import { startAppServer, type AppServer } from '../api/app-server';
import { registerAccount, signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';

// MODERATION=pre on a server of its own: the creator's idea waits, unlisted, for an admin; the
// creator sees why on its page and in My Ideas, nobody else finds it; the admin rejects it with a
// reason, the creator edits it, the admin approves it and it is listed.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const ADMIN_EMAIL = `review-admin-${uniqueWord()}@example.test`;
let server: AppServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAppServer({
    MODERATION: 'pre',
    ADMIN_EMAILS: ADMIN_EMAIL,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const main = (page: Page) => page.locator('#main-content');

test('pending, rejected with a reason, edited, approved: each side sees what it should', async ({
  browser,
}) => {
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext({ baseURL: server!.url });
    contexts.push(context);
    return context.newPage();
  };
  try {
    const creatorPage = await open();
    const memberPage = await open();
    const adminPage = await open();
    const creator = await seller(creatorPage.request);
    const member = await registerAccount(memberPage.request);
    const admin = await registerAccount(adminPage.request, { email: ADMIN_EMAIL });
    await signInViaApi(creatorPage, creator);
    await signInViaApi(memberPage, member);
    await signInViaApi(adminPage, admin);

    const title = `Review ${uniqueWord()} lamp`;
    const idea = await seedIdea(creatorPage.request, creator, { title });
    const ideaUrl = `/ideas/${idea._id}`;

    // The creator: 'Pending review' on the idea's page and in My Ideas.
    await creatorPage.goto(ideaUrl);
    const notice = main(creatorPage).getByTestId('review-notice');
    await expect(notice).toContainText('Pending review');
    await expect(notice).toContainText('only you can see');
    await expect(main(creatorPage).getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoAxeViolations(creatorPage);
    await creatorPage.goto('/ideas?filter=my-ideas');
    const card = main(creatorPage).getByTestId('idea-card').filter({ hasText: title });
    await expect(card.getByTestId('review-badge')).toHaveText('Pending review');

    // Anyone else: not found, and not in the list.
    await memberPage.goto(ideaUrl);
    await expect(main(memberPage).getByTestId('idea-not-found')).toBeVisible();
    await expect(main(memberPage).getByTestId('unlisted-idea')).toHaveCount(0);
    await memberPage.goto('/ideas');
    await expect(main(memberPage).getByText(title)).toHaveCount(0);

    // The admin opens it (a banner says why it is not listed) and rejects it with a reason.
    await adminPage.goto(ideaUrl);
    await expect(main(adminPage).getByTestId('admin-unlisted-banner')).toContainText('waiting for review');
    await adminPage.goto('/admin/review');
    await expect(main(adminPage).getByRole('link', { name: 'Pending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const item = main(adminPage).getByTestId('review-item').filter({ hasText: title });
    await expect(item).toContainText('Commuters lose time looking for parking');
    await expectNoAxeViolations(adminPage);
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Reject this idea' });
    await dialog.getByRole('button', { name: 'Reject idea' }).click();
    await expect(dialog.getByTestId(/^error-reject-reason-/)).toHaveText('Say why the idea is not approved');
    await dialog.getByLabel('Reason').fill('Say how it differs from a desk lamp.');
    await expectNoAxeViolations(adminPage);
    await dialog.getByRole('button', { name: 'Reject idea' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    await main(adminPage).getByRole('link', { name: 'Rejected' }).click();
    await expect(main(adminPage).getByTestId('review-item').filter({ hasText: title })).toContainText(
      'Rejected: Say how it differs from a desk lamp.',
    );

    // The creator sees the reason, and edits the idea: it waits for review again.
    await creatorPage.goto(ideaUrl);
    await expect(notice).toContainText('Rejected: Say how it differs from a desk lamp.');
    await expectNoAxeViolations(creatorPage);
    await creatorPage.goto('/ideas?filter=my-ideas');
    await expect(card.getByTestId('review-badge')).toHaveText('Rejected');
    await creatorPage.goto(ideaUrl);
    await notice.getByRole('link', { name: 'Edit the idea' }).click();
    await expect(creatorPage.getByLabel('Title')).toHaveValue(title);
    await creatorPage.getByLabel('Additional Notes').fill('Unlike a desk lamp, it follows the sun.');
    await creatorPage.getByRole('button', { name: 'Update Idea' }).click();
    await expect(main(creatorPage).getByTestId('review-notice')).toContainText('Pending review');

    // The admin approves it: it is listed for everyone, and the creator's notice is gone.
    await adminPage.goto('/admin/review');
    const again = main(adminPage).getByTestId('review-item').filter({ hasText: title });
    await expect(again).toContainText('it follows the sun');
    await again.getByRole('button', { name: 'Approve' }).click();
    await expect(again).toHaveCount(0);
    await expect(main(adminPage).getByTestId('review-empty')).toBeVisible();

    await memberPage.goto(ideaUrl);
    await expect(main(memberPage).getByRole('heading', { level: 1 })).toHaveText(title);
    await memberPage.goto(`/ideas?search=${encodeURIComponent(title)}`);
    await expect(main(memberPage).getByTestId('idea-card').filter({ hasText: title })).toHaveCount(1);
    await creatorPage.goto(ideaUrl);
    await expect(main(creatorPage).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main(creatorPage).getByTestId('review-notice')).toHaveCount(0);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('the success page says the idea will be reviewed before it is listed; /admin is 404 to members', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server!.url });
  try {
    const page = await context.newPage();
    await signInViaApi(page, await registerAccount(page.request));
    await page.goto('/ideas/success');
    await expect(main(page).getByTestId('review-before-listing')).toContainText(
      'review it before it is listed',
    );
    const reply = await page.goto('/admin/review');
    expect(reply?.status()).toBe(404);
  } finally {
    await context.close();
  }
});
