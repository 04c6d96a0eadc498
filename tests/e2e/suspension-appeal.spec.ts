import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { seller, uniqueWord } from './support/ideas';
import { requestsTo } from './support/requests';

// A suspended member cannot sign in, so sign-in offers 'Ask for a review': the account's email and
// password say whose suspension it is; the admin finds the request in the queue and reinstates
// the member, who can sign in again.

for (const width of [1280, 390]) {
  test(`a suspended member asks for a review and is reinstated (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: 800 };
    const memberContext = await browser.newContext({ viewport });
    const adminContext = await browser.newContext({ viewport });
    try {
      const page = await memberContext.newPage();
      const admin = await adminContext.newPage();
      const member = await seller(page.request, { displayName: `Suspended ${uniqueWord()}` });
      await signInAsAdmin(admin);
      const suspended = await admin.request.post(`/api/admin/users/${member.id}/suspend`, {
        data: { reason: 'Spam in every thread.' },
      });
      expect(suspended.status()).toBe(200);

      const restAppeals = requestsTo(page, '/api/appeals/suspension');
      await page.goto('/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('form-error')).toHaveText(
        'This account has been suspended by an administrator.',
      );
      await page
        .getByTestId('suspension-review-link')
        .getByRole('link', { name: 'Ask for a review' })
        .click();
      await expect(page).toHaveURL(/\/appeal$/);
      await expect(page.getByRole('heading', { name: 'Ask for a review of a suspension' })).toBeVisible();

      const form = page.locator('#main-content');
      await form.getByRole('button', { name: 'Ask for a review' }).click();
      await expect(page.getByTestId('error-appeal-message')).toHaveText(
        'Please say why the decision should be looked at again',
      );
      await form.getByLabel('Email').fill(member.email);
      await form.getByLabel('Password').fill('not my password');
      await form
        .getByLabel('Why should an admin look again?')
        .fill('I only answered buyers who wrote to me.');
      await form.getByRole('button', { name: 'Ask for a review' }).click();
      await expect(page.getByTestId('suspension-appeal-error')).toHaveText(
        'The email or password is not correct, or the account is not suspended.',
      );
      await form.getByLabel('Password').fill(member.password);
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Ask for a review' }).click();
      await expect(page.getByTestId('suspension-appeal-sent')).toContainText('answer by email');
      // The form sends through its server action; the REST API is the partners'.
      expect(restAppeals).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);

      await admin.goto('/admin/reports');
      const item = admin
        .locator('#main-content')
        .getByTestId('appeal-item')
        .filter({ hasText: 'I only answered buyers who wrote to me.' });
      await expect(item).toContainText('Suspension');
      await expect(item).toContainText('Spam in every thread.');
      await item.getByRole('button', { name: 'Reinstate member' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Reinstate member?' });
      await confirm.getByLabel('Reply to the member').fill('We read the threads: you were answering.');
      await confirm.getByRole('button', { name: 'Reinstate member' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(item).toHaveCount(0);

      await page.goto('/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).not.toHaveURL(/\/login/);
    } finally {
      await memberContext.close();
      await adminContext.close();
    }
  });
}
