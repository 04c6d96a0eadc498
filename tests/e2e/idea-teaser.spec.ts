import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';
import { requestsTo } from './support/requests';

// The public teaser (DESIGN.md section 14): the creator writes it in the form; anyone then reads
// it on the gated idea's card and page, where there was only the NDA line before.

test('the creator writes a public teaser for an NDA idea; visitors read it on the card and the page', async ({
  page,
  request,
}) => {
  const owner = await seller(request);
  const word = uniqueWord();
  const idea = await seedIdea(request, owner, {
    title: `Gated ${word} box`,
    requireNDA: true,
    problemDescription: `The confidential ${word} problem statement.`,
  });
  await signInViaApi(page, owner);
  await page.goto(`/ideas/${idea._id}/edit`);
  const teaserField = page.getByLabel('Public teaser (optional)');
  await expect(teaserField).toHaveValue('');
  await expect(teaserField).toHaveAccessibleDescription(/Never put confidential details here/);
  await expect(teaserField).toHaveAttribute('maxlength', '500');
  const teaser = `Spare parts arrive before appliances fail (${word}).`;
  await teaserField.fill(teaser);
  await page.getByRole('button', { name: 'Update Idea' }).click();
  await expect(page.getByTestId('flash')).toHaveText('Idea updated successfully!');

  // Its creator reads the problem itself on their card, asked of the server, not the REST API.
  const restReads = requestsTo(page, new RegExp(`^/api/ideas/${idea._id}(\\?|$)`));
  await page.goto(`/ideas?search=${word}`);
  const ownCard = page.getByTestId('idea-card').filter({ hasText: `Gated ${word} box` });
  await expect(ownCard).toContainText(`The confidential ${word} problem statement.`);
  await expect(ownCard).not.toContainText('Details are shared under NDA');
  expect(restReads).toEqual([]);

  await page.context().clearCookies();
  await page.goto(`/ideas?search=${word}`);
  const card = page.getByTestId('idea-card').filter({ hasText: `Gated ${word} box` });
  await expect(card.getByTestId('idea-teaser')).toHaveText(teaser);
  await expect(card).toContainText('Details are shared under NDA');
  await expect(card).not.toContainText('confidential');

  await page.goto(`/ideas/${idea._id}`);
  const main = page.locator('#main-content');
  await expect(main.getByTestId('idea-teaser')).toContainText(teaser);
  await expect(main.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(main.getByTestId('nda-lock')).toBeVisible();
  await expect(main).not.toContainText('confidential');
  await expectNoAxeViolations(page);
});
