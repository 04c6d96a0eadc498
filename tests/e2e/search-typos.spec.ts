import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord, watchConsole } from './support/ideas';

// The page's own content: while React reveals a streamed page, a hidden copy of it sits outside it.
const main = (page: Page) => page.locator('#main-content');
const cards = (page: Page) => main(page).getByTestId('idea-card');

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Two letters fewer than `word` (its 4th and 8th): too far to be searched, near enough to be suggested. */
const twoEditsFrom = (word: string) => word.slice(0, 3) + word.slice(4, 7) + word.slice(8);

/** The filters where this width shows them: the inline form, or the phone's sheet (opened). */
async function filters(page: Page, phone: boolean) {
  if (!phone) return main(page).getByRole('search', { name: 'Filters' });
  await main(page)
    .getByTestId('list-toolbar')
    .getByRole('button', { name: /Filters/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

for (const { name, width, height } of WIDTHS) {
  const phone = width < 768;

  test.describe(`misspelt searches (${name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test('typing a word with a letter missing finds the idea titled with it', async ({ page, request }) => {
      const console = watchConsole(page);
      const owner = await seller(request);
      const title = `Invoice chaser ${uniqueWord()}`;
      await seedIdea(request, owner, { title });

      await page.goto('/ideas');
      const form = await filters(page, phone);
      await form.getByLabel('Search').pressSequentially('invoce', { delay: 40 });
      if (phone) await form.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/search=invoce/, { timeout: 5000 });
      await expect(cards(page).filter({ hasText: title })).toBeVisible();
      expect(console.errors).toEqual([]);
    });

    test('a search that finds nothing offers Did you mean, keeping the other filters', async ({
      page,
      request,
    }) => {
      const owner = await seller(request);
      const word = uniqueWord();
      const title = `Ledger ${word}`;
      await seedIdea(request, owner, { title, type: 'Product' });
      const typo = twoEditsFrom(word);

      await page.goto(`/ideas?search=${typo}&type=Product`);
      const empty = main(page).getByTestId('ideas-empty');
      await expect(empty).toContainText('No ideas match your current filters.');
      const didYouMean = empty.getByTestId('did-you-mean');
      await expect(didYouMean).toHaveText(`Did you mean ${word}?`);
      await expectNoAxeViolations(page);

      await didYouMean.getByRole('link', { name: word }).click();
      await expect(page).toHaveURL(new RegExp(`search=${word}`));
      await expect(page).toHaveURL(/type=Product/);
      await expect(cards(page).filter({ hasText: title })).toBeVisible();
      await expect(main(page).getByTestId('ideas-empty')).toHaveCount(0);
    });

    test('a minimum price above the maximum says so next to the price fields', async ({ page }) => {
      const message = 'Minimum price is above the maximum.';
      if (phone) {
        await page.goto('/ideas?priceMin=500&priceMax=100');
      } else {
        await page.goto('/ideas');
        const form = await filters(page, phone);
        await form.getByLabel('Min price').fill('500');
        await form.getByLabel('Max price').fill('100');
        await expect(form.getByRole('alert')).toHaveText(message);
        await expect(page).toHaveURL(/priceMin=500/, { timeout: 5000 });
        await expect(page).toHaveURL(/priceMax=100/);
      }
      // The list is valid and empty, and its empty state says why.
      await expect(main(page).getByTestId('ideas-empty')).toContainText(message);

      const form = await filters(page, phone);
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(message);
      const alertId = await alert.getAttribute('id');
      for (const label of ['Min price', 'Max price']) {
        await expect(form.getByLabel(label)).toHaveAttribute('aria-describedby', alertId!);
        await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      }
      await expectNoAxeViolations(page);

      // A possible range again: the message goes.
      await form.getByLabel('Max price').fill('1000');
      await expect(form.getByText(message)).toHaveCount(0);
      await expect(form.getByLabel('Min price')).not.toHaveAttribute('aria-invalid');
    });
  });
}
