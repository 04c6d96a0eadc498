import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord } from './support/ideas';
import { requestsTo } from './support/requests';

test.describe('reports: members report, the admin acts', () => {
  test('a member reports an idea; the admin hides it; the public gets 404; the reporter is told', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const reporterContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const publicContext = await browser.newContext();
    try {
      const page = await reporterContext.newPage();
      const creator = await seller(publicContext.request);
      const reporter = await seller(page.request);
      const title = `Reported ${uniqueWord()}`;
      const idea = await seedIdea(publicContext.request, creator, { title });

      await signInViaApi(page, reporter);
      const restReports = requestsTo(page, '/api/reports');
      await page.goto(`/ideas/${idea._id}`);
      const main = page.locator('#main-content');
      await main.getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this idea' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Please choose a reason')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Stolen idea (intellectual property)' }).check();
      await dialog.getByLabel('Details').fill('This is my design from last year.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(main.getByTestId('report-sent')).toHaveText('Thanks — an admin will look at it.');
      // Reporting it again is answered with the open report.
      await page.reload();
      await main.getByRole('button', { name: 'Report', exact: true }).click();
      await page.getByRole('radio', { name: 'Spam' }).check();
      await page.getByRole('button', { name: 'Send report' }).click();
      await expect(main.getByTestId('report-sent')).toHaveText(
        'You already reported this; an admin will look at it.',
      );
      // The page reports through its server action; the REST API is the partners'.
      expect(restReports).toEqual([]);

      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/admin/reports');
      const adminMain = admin.locator('#main-content');
      await expect(adminMain.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      const item = adminMain.getByTestId('report-item').filter({ hasText: title });
      await expect(item).toContainText('1 report');
      await expect(item).toContainText('Stolen idea (intellectual property) × 1');
      await expect(item).toContainText('This is my design from last year.');
      await expectNoAxeViolations(admin);
      await item.getByRole('button', { name: 'Hide idea' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Hide idea?' });
      await confirm.getByLabel('Reason (optional)').fill('Reported as stolen');
      await expectNoAxeViolations(admin);
      await confirm.getByRole('button', { name: 'Hide idea' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(adminMain.getByTestId('report-item').filter({ hasText: title })).toHaveCount(0);
      await admin.goto('/admin/reports?status=closed');
      const closed = adminMain.getByTestId('report-item').filter({ hasText: title });
      await expect(closed).toContainText('Hidden');
      await expectNoAxeViolations(admin);

      const visitor = await publicContext.newPage();
      const reply = await visitor.goto(`/ideas/${idea._id}`);
      expect(reply?.status()).toBe(404);

      await page.goto('/ideas');
      await page.getByTestId('notification-bell').click();
      await expect(
        page
          .getByRole('menu', { name: 'Notifications' })
          .getByText(`Thanks for your report about “${title}”: we hid the idea.`),
      ).toBeVisible();
    } finally {
      await reporterContext.close();
      await adminContext.close();
      await publicContext.close();
    }
  });

  test('the admin suspends a member at /admin/users: their open page is signed out; reinstate lets them back', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const memberContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      const page = await memberContext.newPage();
      const member = await seller(page.request, { displayName: `Suspect ${uniqueWord()}` });
      await signInViaApi(page, member);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);

      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/admin/users');
      const main = admin.locator('#main-content');
      await main.getByLabel('Email or name').fill(member.email);
      await main.getByRole('button', { name: 'Find' }).click();
      const row = main.getByTestId('user-row').filter({ hasText: member.email });
      await expect(row).toContainText('Active');
      await expectNoAxeViolations(admin);
      await row.getByRole('button', { name: 'Suspend' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Suspend?' });
      await confirm.getByLabel('Reason (optional)').fill('Spam everywhere');
      await confirm.getByRole('button', { name: 'Suspend' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(row).toContainText('Suspended');
      await expect(row).toContainText('Spam everywhere');

      // The member's next navigation finds them signed out, and signing in says why.
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByTestId('suspended-notice')).toHaveText(
        'Your account is suspended: Spam everywhere.',
      );
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('form-error')).toHaveText(
        'This account has been suspended by an administrator.',
      );

      await row.getByRole('button', { name: 'Reinstate' }).click();
      await admin
        .getByRole('dialog', { name: 'Reinstate?' })
        .getByRole('button', { name: 'Reinstate' })
        .click();
      await expect(row).toContainText('Active');
      await signInViaApi(page, member);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);
    } finally {
      await memberContext.close();
      await adminContext.close();
    }
  });
});
