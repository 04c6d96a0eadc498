import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord } from './support/ideas';
import { requestsTo } from './support/requests';

// 'Save this search' from a filtered /ideas, then /saved: rename, change the alert, delete.

async function saveFromList(page: Page, word: string, name: string) {
  const restCalls = requestsTo(page, /^\/api\/saved-searches(\/|$|\?)/);
  await page.goto(`/ideas?search=${word}&category=Tech`);
  await expect(page.getByTestId('ideas-count')).toContainText('1 of 1 idea');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`${word} · Tech`);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email alerts').selectOption('instant');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByTestId('search-saved')).toContainText('Search saved');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // The dialog saves through its server action; the REST API is the partners'.
  expect(restCalls).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width} px: save a filtered search, then rename it, change its alert and delete it on /saved`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const member = await seller(page.request);
    const word = uniqueWord();
    await seedIdea(page.request, member, { title: `Lamp ${word}` });
    await signInViaApi(page, member);
    await saveFromList(page, word, `Lamps ${word}`);

    await page.goto('/saved');
    const section = page.getByRole('region', { name: 'Saved searches' });
    const row = section.getByTestId('saved-search');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: `Lamps ${word}` })).toHaveAttribute(
      'href',
      `/ideas?category=Tech&search=${word}`,
    );
    await expect(row.getByLabel('Alerts')).toHaveValue('instant');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Rename Lamps ${word}` }).click();
    await row.getByLabel('Name of the search').fill(`Desk lamps ${word}`);
    await row.getByRole('button', { name: 'Save name' }).click();
    await expect(section.getByTestId('saved-searches-status')).toHaveText(`Renamed to “Desk lamps ${word}”.`);
    await row.getByLabel('Alerts').selectOption('daily');
    await expect(section.getByTestId('saved-searches-status')).toHaveText(
      `Alerts of “Desk lamps ${word}” changed.`,
    );
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(row.getByRole('link', { name: `Desk lamps ${word}` })).toBeVisible();
    await expect(row.getByLabel('Alerts')).toHaveValue('daily');

    await row.getByRole('button', { name: `Delete Desk lamps ${word}` }).click();
    await expect(section.getByTestId('saved-searches-status')).toHaveText(`Deleted “Desk lamps ${word}”.`);
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(section).toContainText('No saved searches yet');
    await expectNoAxeViolations(page);
  });
}

test('anonymous visitors are offered a sign-in link that comes back to the same search', async ({ page }) => {
  await page.goto('/ideas?category=Tech');
  const link = page.getByRole('link', { name: 'Sign in to save this search' });
  await expect(link).toHaveAttribute('href', /^\/login\?callbackUrl=%2Fideas%3Fcategory%3DTech/);
});
