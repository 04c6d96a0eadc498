import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedAccess, seedIdea, seller, uniqueWord } from './support/ideas';

// Authorship receipts in the browser (DESIGN.md section 14): the creator finds an idea's receipts
// from its page and downloads one as a PDF; a buyer approved under NDA finds the receipt of what
// they were shown; anyone else is told who may see them.

test('the creator downloads the PDF receipt of their idea; an approved buyer finds theirs', async ({
  page,
  request,
}) => {
  const creator = await seller(request);
  const buyer = await seller(request);
  const stranger = await seller(request);
  const title = `Receipted ${uniqueWord()} lamp`;
  const idea = await seedIdea(request, creator, { title, requireNDA: true });
  await approvedAccess(request, creator, buyer, idea._id);

  await signInViaApi(page, creator);
  await page.goto(`/ideas/${idea._id}`);
  const main = page.locator('#main-content');
  await main.getByRole('link', { name: 'Authorship receipts' }).click();
  await expect(page).toHaveURL(`/ideas/${idea._id}/receipts`);
  await expect(main.getByRole('heading', { name: 'Authorship receipts' })).toBeVisible();
  const revision = main.getByTestId('receipt-list').getByRole('listitem').first();
  await expect(revision.getByRole('heading', { name: 'Revision 1' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await revision.getByRole('link', { name: 'Download PDF of revision 1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${idea._id}-r1.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain('Authorship receipt');
  expect(text).toContain(`Title: ${title}`);
  expect(text).toContain('How to verify');

  // The JSON beside it verifies with the published keys.
  const json = await page.request.get(`/api/ideas/${idea._id}/receipts/1`);
  const verdict = await page.request.post('/api/receipts/verify', { data: { receipt: await json.json() } });
  expect(await verdict.json()).toEqual({ success: true, valid: true, reasons: [] });

  await page.context().clearCookies();
  await signInViaApi(page, buyer);
  await page.goto(`/ideas/${idea._id}`);
  await main.getByRole('link', { name: 'Authorship receipt of what you were shown' }).click();
  await expect(main.getByTestId('receipt-list').getByRole('heading', { name: 'Revision 1' })).toBeVisible();

  // The creator sees the buyer's read of the idea page in the idea's view log.
  await page.context().clearCookies();
  await signInViaApi(page, creator);
  await page.goto(`/ideas/${idea._id}/receipts`);
  const log = main.getByTestId('view-log');
  await expect(log.getByRole('listitem').filter({ hasText: buyer.displayName })).toContainText(
    '1 view on the idea page',
  );
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInViaApi(page, stranger);
  await page.goto(`/ideas/${idea._id}/receipts`);
  await expect(main.getByTestId('receipts-not-allowed')).toBeVisible();
});
