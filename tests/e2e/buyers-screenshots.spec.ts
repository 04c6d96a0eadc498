import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { seedIdea, seedPhoto, seller } from './support/ideas';
import { SCREENSHOT_DIR, shoot } from './support/screenshots';

/*
 * Saves the README screenshots of what brings buyers back: /saved (saved ideas and searches), a
 * category page and the similar-ideas row of an idea page. Run on demand:
 * SCREENSHOTS=1 npx playwright test tests/e2e/buyers-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

test('screenshots of the watchlist, a category page and similar ideas', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const sellerPage = await (await browser.newContext()).newPage();
  const buyerPage = await (await browser.newContext()).newPage();

  const maya = await seller(sellerPage.request, { displayName: 'Maya Okafor' });
  const ideas = [];
  for (const [title, color, price] of [
    ['Solar charger that clips onto a backpack', '#0ea5e9', 2500],
    ['Solar lantern that folds flat for camping', '#f59e0b', 1200],
    ['Solar-powered water bottle purifier', '#10b981', 4000],
    ['Bike light charged by the solar roof of a bus shelter', '#8b5cf6', 900],
  ] as const) {
    const photo = await seedPhoto(sellerPage.request, maya, color);
    ideas.push(
      await seedIdea(sellerPage.request, maya, {
        title,
        category: 'Tech',
        desiredPrice: price,
        photos: [photo],
      }),
    );
  }

  const buyer = await seller(buyerPage.request, { displayName: 'Grace Hopper' });
  const bearer = { authorization: `Bearer ${buyer.token}` };
  for (const idea of ideas.slice(0, 2))
    expect((await buyerPage.request.put(`/api/ideas/${idea._id}/watch`, { headers: bearer })).status()).toBe(
      200,
    );
  const saved = await buyerPage.request.post('/api/saved-searches', {
    headers: bearer,
    data: { name: 'Solar gadgets', query: 'search=solar&category=Tech', alert: 'daily' },
  });
  expect(saved.status()).toBe(201);
  await signInViaApi(buyerPage, buyer);

  await buyerPage.goto('/saved');
  await expect(buyerPage.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
  await shoot(buyerPage, 'buyers-saved');

  await buyerPage.goto('/ideas/category/tech');
  await expect(buyerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(buyerPage, 'buyers-category');

  await buyerPage.goto(`/ideas/${ideas[0]!._id}`);
  await expect(buyerPage.getByTestId('similar-ideas')).toBeVisible();
  await shoot(buyerPage, 'buyers-similar', (page) => page.getByTestId('similar-ideas'));
});
