import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';

test.describe('category pages', () => {
  test('the list’s category filter leads to the category page: heading, description, its ideas only, the list’s filters; axe clean at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await seller(request);
    const word = uniqueWord();
    const travel = await seedIdea(request, owner, { title: `Travel ${word} pillow`, category: 'Travel' });
    const fashion = await seedIdea(request, owner, { title: `Fashion ${word} scarf`, category: 'Fashion' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ideas');
    await expect(page.getByTestId('category-page-link')).toHaveCount(0);
    await page.getByLabel('Category').selectOption('Travel');
    await expect(page).toHaveURL(/\/ideas\?category=Travel$/);
    await page.getByRole('link', { name: 'Travel category page' }).click();

    await expect(page).toHaveURL(/\/ideas\/category\/travel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel ideas' })).toBeVisible();
    await expect(page.getByText('Ideas for getting around and getting away')).toBeVisible();
    await expect(page.getByRole('heading', { name: travel.title })).toBeVisible();
    await expect(page.getByText(fashion.title)).toHaveCount(0);
    // The list's filters, with the category chosen.
    await expect(page.getByLabel('Category')).toHaveValue('Travel');
    await expect(page.getByLabel('Type')).toBeVisible();
    await expect(page.getByTestId('category-page-link')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel ideas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: travel.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // A filter applied there continues on the list.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.getByLabel('Type').selectOption('Service');
    await expect(page).toHaveURL(/\/ideas\?category=Travel&type=Service$/);
  });

  test('an unknown category is the not-found page', async ({ page }) => {
    const reply = await page.goto('/ideas/category/no-such-category');
    expect(reply?.status()).toBe(404);
  });
});
