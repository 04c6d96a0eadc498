import { createHash } from 'node:crypto';
import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';

// The creator's own NDA in the idea form (DESIGN.md section 14): 'Use the standard NDA' or 'Use
// my own text', previewed with the version requesters see; the request dialog then shows that
// exact text and version.

test('the creator sets their own NDA in the form; a requester signs that text and version', async ({
  page,
  request,
}) => {
  const owner = await seller(request);
  const buyer = await seller(request);
  const idea = await seedIdea(request, owner, { title: `Own NDA ${uniqueWord()}`, requireNDA: true });
  await signInViaApi(page, owner);
  await page.goto(`/ideas/${idea._id}/edit`);

  const choice = page.getByTestId('nda-choice');
  await expect(choice.getByRole('radio', { name: 'Use the standard NDA' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Use my own text' }).check();
  await page.getByRole('button', { name: 'Update Idea' }).click();
  await expect(choice.getByText('Write your NDA, or choose the standard one')).toBeVisible();

  const text = `Mutual NDA for ${idea.title}.\n\nThe recipient keeps everything shown confidential for five years.`;
  await choice.getByLabel('Your NDA').fill(text);
  const version = `custom-${createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12)}`;
  await choice.getByText('Preview what requesters sign').click();
  await expect(choice.getByTestId('nda-preview-version')).toContainText(`Version ${version}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update Idea' }).click();
  await expect(page.getByTestId('flash')).toHaveText('Idea updated successfully!');

  // The form shows the saved text again.
  await page.goto(`/ideas/${idea._id}/edit`);
  await expect(page.getByTestId('nda-choice').getByRole('radio', { name: 'Use my own text' })).toBeChecked();
  await expect(page.getByTestId('nda-choice').getByLabel('Your NDA')).toHaveValue(text);

  await page.context().clearCookies();
  await signInViaApi(page, buyer);
  await page.goto(`/ideas/${idea._id}`);
  await page.locator('#main-content').getByRole('button', { name: 'Request access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request access' });
  await expect(dialog.getByTestId('nda-text')).toContainText(
    'keeps everything shown confidential for five years',
  );
  await expect(dialog).toContainText(`version ${version}`);
});
