import { expect, test, type Locator, type Page } from './support/test';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller } from './support/ideas';

// A keyboard user who opens a dialog and leaves it without acting is put back where they were:
// on the control that opened it, whether they pressed Escape or the dialog's Cancel button.

/** Opens the dialog from `opener` with the keyboard, closes it with `close`, and checks focus. */
async function expectFocusReturns(
  page: Page,
  opener: Locator,
  dialogName: string,
  close: 'Escape' | 'Cancel',
) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog while it is open.
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  if (close === 'Escape') {
    await page.keyboard.press('Escape');
  } else {
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the delete dialog gives focus back to Delete', async ({ page, request }) => {
  const owner = await seller(request);
  const idea = await seedIdea(request, owner);
  await signInViaApi(page, owner);
  await page.goto(`/ideas/${idea._id}`);
  const remove = page.getByTestId('action-panel').getByRole('button', { name: 'Delete' });
  await expect(remove).toBeVisible();
  await expectFocusReturns(page, remove, 'Delete Idea', 'Escape');
  await expectFocusReturns(page, remove, 'Delete Idea', 'Cancel');
  // Nothing was deleted on the way.
  expect((await request.get(`/api/ideas/${idea._id}`)).status()).toBe(200);
});

test('the request-access dialog gives focus back to Request access', async ({ page, request }) => {
  const creator = await seller(request);
  const buyer = await seller(request);
  const idea = await seedIdea(request, creator, { requireNDA: true });
  await signInViaApi(page, buyer);
  await page.goto(`/ideas/${idea._id}`);
  const ask = page.getByTestId('action-panel').getByRole('button', { name: 'Request access' });
  await expect(ask).toBeVisible();
  await expectFocusReturns(page, ask, 'Request access', 'Escape');
  await expectFocusReturns(page, ask, 'Request access', 'Cancel');
  await expect(page.getByTestId('access-status')).toHaveCount(0);
});
