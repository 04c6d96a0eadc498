import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord } from './support/ideas';

// The watchlist: Save on a card and on the idea page, and /saved listing what was saved.

test.describe('the watchlist', () => {
  test('a buyer saves an idea from a card and another from its page; /saved lists both, newest saved first', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const creator = await seller(page.request);
    const buyer = await seller(page.request);
    const first = await seedIdea(page.request, creator, { title: `Card ${word}` });
    const second = await seedIdea(page.request, creator, { title: `Page ${word}` });

    await signInViaApi(page, buyer);
    await page.goto(`/ideas?search=${word}`);
    const card = page.getByTestId('idea-card').filter({ hasText: `Card ${word}` });
    const save = card.getByRole('button', { name: `Save “Card ${word}”` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toBeEnabled();
    await save.press('Enter');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Saved');

    await page.goto(`/ideas/${second._id}`);
    const onPage = page.locator('#main-content').getByRole('button', { name: `Save “Page ${word}”` });
    await expect(onPage).toBeEnabled();
    await expect(onPage).toHaveAttribute('aria-pressed', 'false');
    await onPage.click();
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');
    // Kept by the server: still saved after a reload.
    await page.reload();
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('profile-trigger').click();
    await page.getByRole('menuitem', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/saved$/);
    const list = page.getByTestId('watchlist');
    await expect(list.getByTestId('idea-card')).toHaveCount(2);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([`Page ${word}`, `Card ${word}`]);

    // Unsaving on /saved: the button turns off (the card goes at the next visit).
    const unsave = list.getByRole('button', { name: `Save “Card ${word}”` });
    await expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await unsave.click();
    await expect(unsave).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(list.getByTestId('idea-card')).toHaveCount(1);
    void first;
  });

  test('a failed save is put back and said', async ({ page }) => {
    const word = uniqueWord();
    const creator = await seller(page.request);
    const buyer = await seller(page.request);
    const idea = await seedIdea(page.request, creator, { title: `Fails ${word}` });
    await signInViaApi(page, buyer);
    // The page's server action that saves it (its arguments: the idea's id and true) gets no answer.
    await page.route(`**/ideas/${idea._id}`, (route) =>
      route.request().headers()['next-action'] && route.request().postData()?.includes('true')
        ? route.fulfill({ status: 503, body: 'busy' })
        : route.continue(),
    );
    await page.goto(`/ideas/${idea._id}`);
    const save = page.locator('#main-content').getByRole('button', { name: `Save “Fails ${word}”` });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.locator('#main-content').getByText('Could not save the idea. Try again.'),
    ).toBeVisible();
  });

  test('signed out, Save leads to sign-in; /saved asks to sign in', async ({ page }) => {
    const word = uniqueWord();
    const creator = await seller(page.request);
    const idea = await seedIdea(page.request, creator, { title: `Anon ${word}` });
    await page.goto(`/ideas/${idea._id}`);
    const save = page.locator('#main-content').getByRole('link', { name: `Sign in to save “Anon ${word}”` });
    await expect(save).toHaveAttribute(
      'href',
      `/login?callbackUrl=${encodeURIComponent(`/ideas/${idea._id}`)}`,
    );
    await page.goto('/saved');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsaved/);
  });

  test('the creator sees how many saved their idea, never who', async ({ page }) => {
    const creator = await seller(page.request);
    const idea = await seedIdea(page.request, creator, { title: `Counted ${uniqueWord()}` });
    for (let i = 0; i < 2; i++) {
      const buyer = await seller(page.request);
      const saved = await page.request.put(`/api/ideas/${idea._id}/watch`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(saved.status()).toBe(200);
    }
    await signInViaApi(page, creator);
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByTestId('saved-by')).toHaveText('Saved by 2 people');
    // Their own idea offers them no Save, on its page or on its card.
    await expect(page.locator('#main-content').getByTestId('save-idea')).toHaveCount(0);
    await page.goto(`/ideas?search=${encodeURIComponent(idea.title)}`);
    const card = page.getByTestId('idea-card').filter({ hasText: idea.title });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('save-idea')).toHaveCount(0);
  });

  test('/saved pages its ideas twelve at a time, and says when there is nothing to show', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const creator = await seller(page.request);
    const buyer = await seller(page.request);
    const word = uniqueWord();
    for (let i = 1; i <= 13; i++) {
      const idea = await seedIdea(page.request, creator, { title: `Paged ${word} ${i}` });
      const saved = await page.request.put(`/api/ideas/${idea._id}/watch`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await signInViaApi(page, buyer);
    await page.goto('/saved');
    const cards = page.getByTestId('watchlist').getByTestId('idea-card');
    await expect(cards).toHaveCount(12);
    // Newest saved first: the thirteenth is on top, the first is left for page 2.
    await expect(cards.first()).toContainText(`Paged ${word} 13`);
    const pages = page.getByRole('navigation', { name: 'Saved ideas pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/saved\?page=2$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Paged ${word} 1`);
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(cards).toHaveCount(12);

    // Past the last page: said, with a way back.
    await page.goto('/saved?page=5');
    const empty = page.getByTestId('watchlist-empty');
    await expect(empty).toContainText('No saved ideas on this page.');
    await empty.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(cards).toHaveCount(12);

    // A buyer who saved nothing is told how to start.
    await page.context().clearCookies();
    await signInViaApi(page, await seller(page.request));
    await page.goto('/saved');
    await expect(empty).toContainText('You have not saved any ideas yet.');
    await expect(empty.getByRole('link', { name: 'Browse ideas' })).toHaveAttribute('href', '/ideas');
  });

  for (const width of [1280, 390]) {
    test(`/saved and a saved idea's page are axe clean at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const creator = await seller(page.request);
      const buyer = await seller(page.request);
      const idea = await seedIdea(page.request, creator, { title: `Axe ${uniqueWord()}` });
      const saved = await page.request.put(`/api/ideas/${idea._id}/watch`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await signInViaApi(page, buyer);
      await page.goto('/saved');
      await expect(page.getByTestId('watchlist').getByTestId('idea-card')).toHaveCount(1);
      await expect(page.getByTestId('save-idea').first()).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
      await page.goto(`/ideas/${idea._id}`);
      await expect(page.locator('#main-content').getByTestId('save-idea')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(page);
    });
  }
});
