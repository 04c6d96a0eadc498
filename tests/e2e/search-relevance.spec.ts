import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord, watchConsole } from './support/ideas';

// The page's own content: while React reveals a streamed page, a hidden copy of it sits outside it.
const cards = (page: import('@playwright/test').Page) =>
  page.locator('#main-content').getByTestId('idea-card');
const cardTitles = (page: import('@playwright/test').Page) =>
  cards(page).getByRole('heading').allTextContents();

test.describe('search relevance', () => {
  test('typing a misspelt word finds the idea; Sort reads Relevance while searching', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const owner = await seller(request);
    const title = `Community garden ${uniqueWord()}`;
    await seedIdea(request, owner, { title });

    await page.goto('/ideas');
    const sort = page.getByLabel('Sort');
    await expect(sort.locator('option:checked')).toHaveText('Newest');
    await expect(sort.locator('option')).toHaveText([
      'Newest',
      'Oldest',
      'Price: low to high',
      'Price: high to low',
    ]);

    await page.getByLabel('Search').pressSequentially('gardn', { delay: 40 });
    await expect(page).toHaveURL(/search=gardn/, { timeout: 5000 });
    await expect(cards(page).filter({ hasText: title })).toBeVisible();
    await expect(sort.locator('option:checked')).toHaveText('Relevance');
    await expect(sort.locator('option')).toHaveText([
      'Relevance',
      'Newest',
      'Oldest',
      'Price: low to high',
      'Price: high to low',
    ]);
    await expectNoAxeViolations(page);

    // A search typed into the URL is ranked the same way and shows the same choice.
    await page.goto('/ideas?search=gard');
    await expect(cards(page).filter({ hasText: title })).toBeVisible();
    await expect(page.getByLabel('Sort').locator('option:checked')).toHaveText('Relevance');
    expect(console.errors).toEqual([]);
  });

  test('choosing Newest while searching orders the matches by date, Relevance ranks them again', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    // The older idea has the word in its title, the newer one only in its description.
    const inTitle = await seedIdea(request, owner, { title: `Solar ${word} charger` });
    const inText = await seedIdea(request, owner, {
      title: `Street safety kit ${uniqueWord()}`,
      problemDescription: `Drivers ignore the ${word} crossing at night.`,
    });

    await page.goto(`/ideas?search=${word}`);
    const sort = page.getByLabel('Sort');
    await expect(sort.locator('option:checked')).toHaveText('Relevance');
    await expect.poll(() => cardTitles(page)).toEqual([inTitle.title, inText.title]);

    await sort.selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort=newest/);
    await expect.poll(() => cardTitles(page)).toEqual([inText.title, inTitle.title]);
    await expect(sort.locator('option:checked')).toHaveText('Newest');
    await page.reload();
    await expect(page.getByLabel('Sort').locator('option:checked')).toHaveText('Newest');
    await expect.poll(() => cardTitles(page)).toEqual([inText.title, inTitle.title]);

    await page.getByLabel('Sort').selectOption({ label: 'Relevance' });
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(() => cardTitles(page)).toEqual([inTitle.title, inText.title]);

    // Without a search there is no relevance: the list is newest first and Sort says so.
    await page.getByLabel('Search').fill('');
    await expect(page).not.toHaveURL(/search=/, { timeout: 5000 });
    await expect(page.getByLabel('Sort').locator('option:checked')).toHaveText('Newest');
  });
});

test('the table sorts a search by date from its Created header, and shows relevance as no date order', async ({
  page,
  request,
}) => {
  const owner = await seller(request);
  const word = uniqueWord();
  const older = await seedIdea(request, owner, { title: `Solar ${word} charger` });
  const newer = await seedIdea(request, owner, {
    title: `Street kit ${uniqueWord()}`,
    problemDescription: `Drivers ignore the ${word} crossing at night.`,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/ideas?search=${word}`);
  await page.getByRole('button', { name: 'Table view' }).click();
  const created = page
    .locator('#main-content')
    .getByTestId('idea-table')
    .getByRole('columnheader', { name: 'Created' });
  await expect(created).not.toHaveAttribute('aria-sort');

  await created.getByRole('link').click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(() => page.locator('#main-content').getByTestId('idea-table').getByRole('row').nth(1).textContent())
    .toContain(newer.title);
  expect(older.title).not.toBe(newer.title);
  await page.getByRole('button', { name: 'Card view' }).click();
});
