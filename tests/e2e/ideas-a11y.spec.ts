import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seedPhoto, seller } from './support/ideas';

test('axe finds no violations on the list, detail, create and edit pages', async ({ page, request }) => {
  // Six pages and states, each scanned by axe: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const owner = await seller(request);
  const photo = await seedPhoto(request, owner);
  const idea = await seedIdea(request, owner, { photos: [photo], additionalNotes: 'Notes' });
  const locked = await seedIdea(request, owner, { requireNDA: true });

  await page.goto('/ideas');
  await expect(page.getByTestId('idea-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Table view' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Card view' }).click();
  await page.goto(`/ideas/${locked._id}`);
  await expectNoAxeViolations(page);

  await signInViaApi(page, owner);
  await page.goto(`/ideas/${idea._id}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/create-idea');
  await expect(page.getByLabel('Category').locator('option', { hasText: 'Tech' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/ideas/${idea._id}/edit`);
  await expectNoAxeViolations(page);
});
