import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { seedIdea, seller, uniqueWord } from './support/ideas';

// Archive and relist (DESIGN.md section 14): the creator withdraws an idea from its page through a
// confirmation dialog; anyone else who opens its address reads 'No longer listed' and nothing of
// it; the creator sees it as archived, and relists it.

const WIDTHS = [1280, 390];
const main = (page: Page) => page.locator('#main-content');

async function noLongerListed(page: Page, title: string, secret: string) {
  const panel = main(page).getByTestId('idea-no-longer-listed');
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText('No longer listed');
  await expect(panel.getByRole('link', { name: 'Back to Ideas' })).toHaveAttribute('href', '/ideas');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const html = await page.content();
  expect(html).not.toContain(title);
  expect(html).not.toContain(secret);
}

test.describe('archive and relist', () => {
  test('the creator archives from the idea page, another member reads "No longer listed", the creator relists', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const title = `Archivable ${word}`;
    const secret = `Hidden detail ${word}`;
    const creator = await seller(page.request);
    const member = await seller(page.request);
    const idea = await seedIdea(page.request, creator, { title, problemDescription: `${secret}, in full.` });

    await signInViaApi(page, creator);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/ideas/${idea._id}`);
    const panel = page.getByTestId('action-panel');
    const archive = panel.getByRole('button', { name: 'Archive', exact: true });
    await expect(archive).toBeVisible();

    // The dialog asks first; Cancel changes nothing.
    await archive.click();
    const dialog = page.getByRole('dialog', { name: 'Archive Idea' });
    await expect(dialog).toContainText(`Withdraw "${title}" from the marketplace?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(archive).toBeFocused();
    expect(await (await page.request.get(`/api/ideas/${idea._id}`)).json()).toMatchObject({
      status: 'listed',
    });

    await archive.click();
    await dialog.getByRole('button', { name: 'Archive Idea' }).click();
    await expect(dialog).toBeHidden();

    // Its creator still sees it, told it is archived, with Relist.
    const notice = page.getByTestId('archived-notice');
    await expect(notice).toContainText('Archived');
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(secret)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(notice.getByRole('button', { name: 'Relist' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // My Ideas marks it.
    await page.goto('/ideas?filter=my-ideas');
    await expect(
      main(page).getByTestId('idea-card').filter({ hasText: title }).getByTestId('archived-badge'),
    ).toHaveText('Archived');

    // Another member, and anyone, read that it is no longer listed: a page (200), nothing of the idea.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInViaApi(other, member);
    for (const width of WIDTHS) {
      await other.setViewportSize({ width, height: 900 });
      const response = await other.goto(`/ideas/${idea._id}`);
      expect(response?.status()).toBe(200);
      await noLongerListed(other, title, secret);
      await expectNoAxeViolations(other);
    }
    await other.goto(`/ideas?search=${word}`);
    await expect(main(other).getByTestId('idea-card')).toHaveCount(0);
    const anonymousContext = await browser.newContext();
    const anonymous = await anonymousContext.newPage();
    expect((await anonymous.goto(`/ideas/${idea._id}`))?.status()).toBe(200);
    await noLongerListed(anonymous, title, secret);
    // An admin opens it, told that its creator withdrew it, without a way to relist it.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/ideas/${idea._id}`);
    const adminNotice = admin.getByTestId('archived-notice');
    await expect(adminNotice).toContainText('Its creator withdrew this idea');
    await expect(main(admin).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(adminNotice.getByRole('button', { name: 'Relist' })).toHaveCount(0);
    await expectNoAxeViolations(admin);
    await adminContext.close();

    // The creator relists it from its page: everyone sees it again.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/ideas/${idea._id}`);
    await page.getByTestId('archived-notice').getByRole('button', { name: 'Relist' }).click();
    await expect(page.getByTestId('archived-notice')).toHaveCount(0);
    await expect(
      page.getByTestId('action-panel').getByRole('button', { name: 'Archive', exact: true }),
    ).toBeVisible();

    await other.goto(`/ideas/${idea._id}`);
    await expect(main(other).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(other).getByTestId('idea-no-longer-listed')).toHaveCount(0);
    await other.goto(`/ideas?search=${word}`);
    await expect(main(other).getByTestId('idea-card')).toHaveCount(1);
    await otherContext.close();
    await anonymousContext.close();
  });
});
