import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { approvedAccess, seedIdea, seller } from './support/ideas';
import { requestsTo } from './support/requests';

// The admin's tools in the browser: the overview, the audit log and its filters, jobs, mail; the
// admin area is a 404 for members; trust signals on a profile.

test.describe('admin tools', () => {
  test('an admin opens the overview, finds an access approval in the audit log, then jobs and mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // An access approval made through the API.
    const creator = await seller(request);
    const buyer = await seller(request);
    const idea = await seedIdea(request, creator, { requireNDA: true });
    const accessRequestId = await approvedAccess(request, creator, buyer, idea._id);

    await signInAsAdmin(page);
    await page.goto('/');
    await page.getByTestId('profile-trigger').click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const main = page.locator('#main-content');
    await expect(main.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page).toHaveTitle('Overview · Admin · Ideas Marketplace');
    await expectNoAxeViolations(page);

    await main.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(main.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await main.getByLabel('Action').fill('access.approve');
    await main.getByLabel('Target id').fill(accessRequestId);
    await main.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/action=access\.approve/);
    const entries = main.getByTestId('audit-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first().getByTestId('audit-action')).toHaveText('access.approve');
    await expect(entries.first()).toContainText(creator.displayName);
    await expect(entries.first()).toContainText('pending → approved');
    await expectNoAxeViolations(page);

    // A family filter kept in the URL, and an empty result.
    await page.goto('/admin/audit?action=nothing.here');
    await expect(main.getByTestId('audit-empty')).toBeVisible();

    await page.goto('/admin/jobs');
    await expect(main.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    await expect(page).toHaveTitle('Jobs · Admin · Ideas Marketplace');
    await expect(main.getByTestId('jobs-tab-dead')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await page.goto('/admin/mail');
    await expect(main.getByRole('heading', { name: 'Mail' })).toBeVisible();
    // Registration mail went to the outbox (no SMTP on the test server).
    const message = main.getByTestId('outbox-message').filter({ hasText: buyer.email }).first();
    await expect(message).toBeVisible();
    await expectNoAxeViolations(page);
    await message.click();
    await expect(main.getByTestId('mail-subject')).toBeVisible();
    await expect(main.getByTestId('mail-text')).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });

  test('an admin reads the instance’s health on System: database, requests, jobs, mail, backups', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const main = page.locator('#main-content');
    await main.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System' }).click();
    await expect(main.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('System · Admin · Ideas Marketplace');
    for (const section of ['Instance', 'Database', 'Requests', 'Jobs and mail', 'Members', 'Backups'])
      await expect(main.getByRole('region', { name: section })).toBeVisible();
    await expect(main.getByTestId('system-version')).toHaveText(/^\d+\.\d+\.\d+/);
    await expect(main.getByTestId('system-database-kind')).toHaveText(/^(Embedded \(PGlite\)|PostgreSQL)$/);
    await expect(main.getByTestId('system-database-size')).toHaveText(/^\d+(\.\d)? (KB|MB|GB)$/);
    // This page's own request was served, and the sign-in before it.
    expect(Number(await main.getByTestId('system-requests-served').textContent())).toBeGreaterThan(0);
    await expect(main.getByTestId('system-jobs-dead')).toHaveText(/^\d+$/);
    await expect(main.getByTestId('system-backup-last')).toHaveText(
      /^(Never|\d{4}-\d\d-\d\d \d\d:\d\d UTC)$/,
    );
    await expectNoAxeViolations(page);
  });

  test('the audit log brings older entries with Load more, for the same filters', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const creator = await seller(request);
    const idea = await seedIdea(request, creator);
    await signInAsAdmin(page);
    // 52 moderation entries about one idea: a page of 50, then 2 more.
    for (let round = 0; round < 26; round++) {
      for (const action of ['hide', 'restore']) {
        const reply = await page.request.post(`/api/admin/ideas/${idea._id}/${action}`, { data: {} });
        expect(reply.status(), action).toBe(200);
      }
    }

    const restAudit = requestsTo(page, '/api/admin/audit');
    await page.goto(`/admin/audit?action=idea.&targetId=${idea._id}`);
    const main = page.locator('#main-content');
    const entries = main.getByTestId('audit-entry');
    await expect(entries).toHaveCount(50);
    await expect(entries.first().getByTestId('audit-action')).toHaveText('idea.restore');
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect(entries).toHaveCount(52);
    await expect(entries.last().getByTestId('audit-action')).toHaveText('idea.hide');
    await expect(main.getByText('The beginning of the log.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The page reads the next page through its server action; the REST API is the partners'.
    expect(restAudit).toEqual([]);
  });

  test('a member gets the not-found page at /admin and no Admin entry', async ({ page, request }) => {
    const member = await seller(request);
    await signInViaApi(page, member);
    const reply = await page.goto('/admin/audit');
    expect(reply?.status()).toBe(404);
    await page.goto('/');
    await page.getByTestId('profile-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  });

  test('a profile and the creator card show trust signals', async ({ page, request }) => {
    const creator = await seller(request);
    const idea = await seedIdea(request, creator);
    const visitor = await seller(request);
    await signInViaApi(page, visitor);
    await page.goto(`/profile/${creator.id}`);
    const trust = page.locator('#main-content').getByTestId('trust-signals');
    await expect(trust).toContainText('Member since');
    await expect(trust).toContainText('1 idea listed');
    await expectNoAxeViolations(page);
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByTestId('creator-card').getByTestId('trust-signals')).toContainText(
      '1 idea listed',
    );
  });

  test('the admin pages fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsAdmin(page);
    for (const pathname of ['/admin', '/admin/audit', '/admin/jobs', '/admin/mail', '/admin/system']) {
      await page.goto(pathname);
      await expect(page.locator('#main-content h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, pathname).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`${pathname.replaceAll('/', '_')}.png`),
        fullPage: true,
      });
    }
  });
});
