import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from './support/test';
import sharp from 'sharp';
import { signInViaApi } from './support/accounts';
import { seedIdea, seedPhoto, seller } from './support/ideas';

/*
 * Saves the README screenshots to docs/screenshots (palette PNGs, each well under 300 KB).
 * Run on demand: SCREENSHOTS=1 npx playwright test tests/e2e/ideas-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

const OUT = path.resolve('docs/screenshots');
const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function shoot(page: Page, name: string, which: (keyof typeof WIDTHS)[] = ['desktop', 'phone']) {
  for (const label of which) {
    const size = WIDTHS[label];
    await page.setViewportSize(size);
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    await page.waitForTimeout(300);
    const raw = await page.screenshot({ fullPage: false });
    await sharp(raw)
      .png({ palette: true, quality: 85, compressionLevel: 9 })
      .toFile(path.join(OUT, `${name}-${label === 'desktop' ? 1280 : 390}.png`));
  }
}

test('screenshots of the ideas screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const ada = await seller(request, { displayName: 'Ada Inventor' });
  const ben = await seller(request, { displayName: 'Ben Builder' });
  const photos = [
    await seedPhoto(request, ada, '#6366f1'),
    await seedPhoto(request, ada, '#f59e0b'),
    await seedPhoto(request, ada, '#10b981'),
  ];
  const samples = [
    {
      title: 'Solar-powered hiking backpack',
      problemDescription: 'Phones and GPS units run flat on multi-day hikes far from any outlet.',
      solutionDescription:
        'Flexible solar panels sewn into the backpack charge a built-in battery while you walk.',
      category: 'Tech',
      desiredPrice: 12345.67,
      photos,
    },
    {
      title: 'Meal-prep subscription for new parents',
      problemDescription: 'New parents have no time to cook healthy meals in the first months.',
      solutionDescription:
        'Weekly delivered, ready-to-heat meals planned by a nutritionist for recovering parents.',
      category: 'Baby',
      type: 'Service',
      desiredPrice: 4800,
    },
    {
      title: 'Smart compost bin with odor sensor',
      problemDescription: 'Kitchen compost smells before it is full.',
      solutionDescription: 'A sensor lid that tracks odor and tells you when to empty the bin.',
      category: 'Home',
      desiredPrice: 25000,
      requireNDA: true,
      protectionStatus: 'Patent',
    },
    {
      title: 'Micro-savings round-up for students',
      problemDescription: 'Students find it hard to save small amounts regularly.',
      solutionDescription: 'Round up every card payment and move the change into a savings pot.',
      category: 'Finance',
      type: 'Service',
      desiredPrice: 9999.99,
    },
    {
      title: 'Posture coach for remote workers',
      problemDescription: 'Remote workers slouch for hours and get back pain.',
      solutionDescription: 'A clip-on sensor that vibrates gently when your posture slips.',
      category: 'Health',
      desiredPrice: 1500,
    },
    {
      title: 'Language exchange for retirees',
      problemDescription: 'Retirees who want to learn a language lack practice partners.',
      solutionDescription: 'Weekly small-group video calls matching retirees with native speakers.',
      category: 'Education',
      type: 'Service',
      desiredPrice: 750,
      requireNDA: true,
    },
  ];
  const created = [];
  for (const [i, sample] of samples.entries())
    created.push(
      await seedIdea(request, i % 2 ? ben : ada, {
        additionalNotes: 'Prototype tested with 20 users.',
        ...sample,
      }),
    );
  const [solar, , compost] = created;

  await page.goto('/');
  await shoot(page, 'home');
  await page.goto('/register');
  await shoot(page, 'register');
  await page.goto(`/ideas/${solar!._id}`);
  await shoot(page, 'detail-public');

  await page.goto('/ideas?limit=10');
  await shoot(page, 'list-cards');
  await page.setViewportSize(WIDTHS.desktop);
  await page.getByRole('button', { name: 'Table view' }).click();
  // The table is a desktop view: phones always get cards.
  await shoot(page, 'list-table', ['desktop']);
  await page.getByRole('button', { name: 'Card view' }).click();

  await signInViaApi(page, ada);
  await page.goto(`/ideas/${solar!._id}`);
  await shoot(page, 'detail-owner');
  await page.goto('/create-idea');
  await page.getByLabel('Category').locator('option', { hasText: 'Tech' }).waitFor({ state: 'attached' });
  await shoot(page, 'create-form');

  await page.context().clearCookies();
  await signInViaApi(page, ben);
  await page.goto(`/ideas/${solar!._id}`);
  await shoot(page, 'detail-other');
  await page.goto(`/ideas/${compost!._id}`);
  await shoot(page, 'detail-nda-locked');
});
