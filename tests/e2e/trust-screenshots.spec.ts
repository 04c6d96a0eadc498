import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { signInViaApi } from './support/accounts';
import { seedIdea, seedPhoto, seller } from './support/ideas';
import { SCREENSHOT_DIR, shoot } from './support/screenshots';

/*
 * Saves the README screenshots of the trust screens to docs/screenshots: the idea page of a seller
 * who prefers messages, a hidden idea as its creator sees it, a public profile, /settings and
 * /api/docs. Run on demand: SCREENSHOTS=1 npx playwright test tests/e2e/trust-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

test('screenshots of the trust screens', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const sellerPage = await (await browser.newContext()).newPage();
  const buyerPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  const maya = await seller(sellerPage.request, {
    displayName: 'Maya Okafor',
    bio: 'Industrial designer; I sketch small tools for workshops and kitchens.',
    location: 'Lisbon',
  });
  const photo = await seedPhoto(sellerPage.request, maya, '#0ea5e9');
  const idea = await seedIdea(sellerPage.request, maya, {
    title: 'Solar charger that clips onto a backpack',
    problemDescription:
      'Hikers on multi-day trails run out of phone battery far from any outlet, and the maps they rely on go dark with it.',
    solutionDescription:
      'A foldable 10 W solar panel with a 5,000 mAh battery behind it, clipped onto a backpack strap: it charges while you walk.',
    contactPreference: 'Messaging',
    desiredPrice: 2500,
    photos: [photo],
  });
  const hidden = await seedIdea(sellerPage.request, maya, {
    title: 'Reusable shipping box with a built-in return label',
    category: 'Business',
    contactPreference: 'Messaging',
  });

  const buyer = await seller(buyerPage.request, { displayName: 'Grace Hopper' });
  await signInViaApi(buyerPage, buyer);
  await buyerPage.goto(`/ideas/${idea._id}`);
  await expect(buyerPage.getByRole('button', { name: 'Message the creator' }).first()).toBeVisible();
  await shoot(buyerPage, 'trust-idea-messaging');

  await buyerPage.goto(`/profile/${maya.id}`);
  await expect(buyerPage.getByRole('heading', { name: 'Maya Okafor' }).first()).toBeVisible();
  await shoot(buyerPage, 'trust-public-profile');

  await signInAsAdmin(adminPage);
  const hid = await adminPage.request.post(`/api/admin/ideas/${hidden._id}/hide`, {
    data: { reason: 'It looks copied from another listing.' },
  });
  expect(hid.status()).toBe(200);
  await signInViaApi(sellerPage, maya);
  await sellerPage.goto(`/ideas/${hidden._id}`);
  await expect(sellerPage.getByTestId('hidden-reason').first()).toBeVisible();
  await shoot(sellerPage, 'trust-hidden-idea');

  await sellerPage.goto('/settings');
  await expect(sellerPage.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
  await shoot(sellerPage, 'trust-settings');

  await sellerPage.goto('/api/docs');
  await expect(sellerPage.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  await shoot(sellerPage, 'trust-api-docs');
});
