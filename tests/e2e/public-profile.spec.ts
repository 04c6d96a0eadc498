import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller } from './support/ideas';

// Visitors see who is selling: a member's profile is public (no email, no phone), indexable, with
// their trust signals and public ideas; the CV's file stays for signed-in members.

const content = (page: Page) => page.locator('#main-content');

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a visitor reads a member's public profile at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const creator = await seller(request, {
      fullName: 'Public Seller',
      bio: 'I design tools for small workshops.',
      location: 'Bergen',
    });
    const open = await seedIdea(request, creator, { title: 'Workshop dust collector' });
    const gated = await seedIdea(request, creator, {
      title: 'Gated lathe guard',
      requireNDA: true,
      problemDescription: 'Secret problem text that only approved buyers read.',
    });

    const reply = await page.goto(`/profile/${creator.id}`);
    expect(reply?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/profile/${creator.id}$`));
    await expect(page.getByRole('heading', { name: 'Public Seller', level: 1 })).toBeVisible();
    await expect(content(page).getByText('I design tools for small workshops.')).toBeVisible();
    await expect(content(page).getByText('Bergen')).toBeVisible();
    await expect(content(page).getByText(creator.email)).toHaveCount(0);
    await expect(content(page).getByTestId('profile-email')).toHaveCount(0);

    const trust = content(page).getByTestId('trust-signals');
    await expect(trust).toContainText('Member since');
    await expect(trust).toContainText('2 ideas listed');

    await expect(
      content(page).getByRole('link', { name: 'Workshop dust collector', exact: true }),
    ).toBeVisible();
    await expect(content(page).getByText('Gated lathe guard')).toBeVisible();
    await expect(content(page).getByText('Secret problem text')).toHaveCount(0);
    await expect(content(page).getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

    // Indexable, titled by the member's name.
    await expect(page).toHaveTitle(/Public Seller/);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    expect(open._id).not.toBe(gated._id);

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}

test('an unknown member is a 404 for visitors too, and the own profile still asks to sign in', async ({
  page,
}) => {
  const reply = await page.request.get('/profile/0123456789abcdef01234567');
  expect(reply.status()).toBe(404);
  const own = await page.request.get('/profile', { maxRedirects: 0 });
  expect(own.status()).toBe(307);
});
