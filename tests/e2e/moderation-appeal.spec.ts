import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';
import { requestsTo } from './support/requests';

// The creator of a hidden idea reads the admin's reason on its page and asks for a review; the
// admin finds the request in the queue with the decision, its reason and the message, and
// restores the idea; the creator's page then shows the idea listed again.

for (const width of [1280, 390]) {
  test(`a hidden idea's creator reads the reason and asks for a review (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: 800 };
    const creatorContext = await browser.newContext({ viewport });
    const adminContext = await browser.newContext({ viewport });
    try {
      const page = await creatorContext.newPage();
      const admin = await adminContext.newPage();
      const creator = await seller(page.request);
      const title = `Appeal ${uniqueWord()} lamp`;
      const idea = await seedIdea(page.request, creator, { title });
      await signInAsAdmin(admin);
      const hidden = await admin.request.post(`/api/admin/ideas/${idea._id}/hide`, {
        data: { reason: 'It looks copied from another listing.' },
      });
      expect(hidden.status()).toBe(200);

      await signInViaApi(page, creator);
      // The creator's view of the unlisted idea and the review request come through server actions,
      // not the REST API (the page's early ask, `?via=page`, stays an API read).
      const restCalls = requestsTo(page, new RegExp(`^/api/ideas/${idea._id}(/appeal)?$`));
      await page.goto(`/ideas/${idea._id}`);
      const notice = page.locator('#main-content').getByTestId('review-notice');
      await expect(notice).toContainText('An admin hid this idea: only you can see it.');
      await expect(notice.getByTestId('hidden-reason')).toHaveText(
        'Reason: It looks copied from another listing.',
      );
      await notice.getByRole('button', { name: 'Ask for a review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ask for a review' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(dialog.getByText('Please say why the decision should be looked at again')).toBeVisible();
      await dialog.getByLabel('Your message').fill('I drew this lamp myself; the sketches are dated.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(notice.getByTestId('appeal-status')).toContainText('Review requested');
      await expect(notice.getByRole('button', { name: 'Ask for a review' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Once per decision: after a reload the button stays gone, the request pending.
      await page.reload();
      await expect(notice.getByTestId('appeal-status')).toContainText('Review requested');
      expect(restCalls).toEqual([]);

      await admin.goto('/admin/reports');
      const main = admin.locator('#main-content');
      await expect(main.getByRole('heading', { name: 'Review requests' })).toBeVisible();
      const item = main.getByTestId('appeal-item').filter({ hasText: title });
      await expect(item).toContainText('Hidden idea');
      await expect(item).toContainText('It looks copied from another listing.');
      await expect(item).toContainText('I drew this lamp myself; the sketches are dated.');
      await expectNoAxeViolations(admin);
      await item.getByRole('button', { name: 'Restore idea' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Restore idea?' });
      await confirm.getByLabel('Reply to the member').fill('The sketches convinced us.');
      await expectNoAxeViolations(admin);
      await confirm.getByRole('button', { name: 'Restore idea' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(main.getByTestId('appeal-item').filter({ hasText: title })).toHaveCount(0);

      // Listed again: its page is the public one, with no notice.
      await page.reload();
      await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('#main-content').getByTestId('review-notice')).toHaveCount(0);
    } finally {
      await creatorContext.close();
      await adminContext.close();
    }
  });
}
