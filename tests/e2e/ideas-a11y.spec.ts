import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import { seedIdea, seedPhoto, seller } from './support/ideas';

async function axe(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .disableRules(['region'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('axe finds no violations on the list, detail, create and edit pages', async ({ page, request }) => {
  const owner = await seller(request);
  const photo = await seedPhoto(request, owner);
  const idea = await seedIdea(request, owner, { photos: [photo], additionalNotes: 'Notes' });
  const locked = await seedIdea(request, owner, { requireNDA: true });

  await page.goto('/ideas');
  await expect(page.getByTestId('idea-card').first()).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Table view' }).click();
  await axe(page);
  await page.getByRole('button', { name: 'Card view' }).click();
  await page.goto(`/ideas/${locked._id}`);
  await axe(page);

  await signInViaApi(page, owner);
  await page.goto(`/ideas/${idea._id}`);
  await axe(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axe(page);
  await page.keyboard.press('Escape');
  await page.goto('/create-idea');
  await expect(page.getByLabel('Category').locator('option', { hasText: 'Tech' })).toHaveCount(1);
  await axe(page);
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await axe(page);
  await page.goto(`/ideas/${idea._id}/edit`);
  await axe(page);
});
