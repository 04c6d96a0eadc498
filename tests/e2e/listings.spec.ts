import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { startAppServer, type AppServer } from '../api/app-server';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord, watchConsole, type Seller } from './support/ideas';

const PHONE = { width: 390, height: 844 };

/** Uploads a 3:2 photo (the covers' shape) as `owner`; returns its URL. */
async function seedCover(request: APIRequestContext, owner: Seller, color = '#0d9488'): Promise<string> {
  const sharp = (await import('sharp')).default;
  const buffer = await sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
  const reply = await request.post('/api/uploads', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { kind: 'idea_photo', file: { name: 'cover.png', mimeType: 'image/png', buffer } },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { url: string }).url.split('?')[0]!;
}

/**
 * The page's own content. While React reveals a streamed page, a copy of it also sits in a hidden
 * element at the end of the body for a moment; single-element checks look inside the page's layout.
 */
const main = (page: Page) => page.locator('#main-content');

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('browsing the ideas', () => {
  test('cards show the cover (3:1 in the list’s three columns), a lock for NDA ideas, and share their height within a row', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const owner = await seller(request);
    const word = uniqueWord();
    const photo = await seedCover(request, owner);
    const withPhoto = await seedIdea(request, owner, {
      title: `Covered ${word}`,
      photos: [photo],
      problemDescription: `A long problem. ${'People lose hours every week on this. '.repeat(8)}`,
    });
    await seedIdea(request, owner, { title: `Plain ${word}`, problemDescription: 'Short problem text.' });
    await seedIdea(request, owner, { title: `Locked ${word}`, requireNDA: true, photos: [photo] });

    await page.goto(`/ideas?search=${word}&sort=oldest`);
    const cards = page.getByTestId('idea-card');
    await expect(cards).toHaveCount(3);

    const cover = cards.filter({ hasText: withPhoto.title }).getByTestId('idea-cover');
    await expect(cover).toHaveAttribute('data-cover', 'photo');
    const image = cover.getByRole('img', { name: `${withPhoto.title}, cover photo` });
    await expect(image).toHaveAttribute('src', photo);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
      .toBeCloseTo(1.5, 2);
    // From 1024 px the list's three columns show a shorter cover, so six cards fit above the fold.
    const frame = await box(cover);
    expect(frame.width / frame.height).toBeCloseTo(3, 1);

    const locked = cards.filter({ hasText: `Locked ${word}` }).getByTestId('idea-cover');
    await expect(locked).toHaveAttribute('data-cover', 'locked');
    await expect(locked).toContainText('Photos shared under NDA');
    await expect(locked.locator('img')).toHaveCount(0);
    await expect(cards.filter({ hasText: `Plain ${word}` }).getByTestId('idea-cover')).toHaveAttribute(
      'data-cover',
      'none',
    );

    // Three columns at 1280 px: the long and the short card of the first row end together.
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(first.y).toBeCloseTo(second.y, 0);
    expect(second.x).toBeGreaterThan(first.x);
    expect(first.y + first.height).toBeCloseTo(second.y + second.height, 0);
    const buttons = page.getByTestId('view-details');
    const [a, b] = [await box(buttons.nth(0)), await box(buttons.nth(1))];
    expect(a.y).toBeCloseTo(b.y, 0);
    // Three per row from 1024 px: the third card ends the first row.
    const third = await box(cards.nth(2));
    expect(third.y).toBeCloseTo(first.y, 0);
    expect(third.x).toBeGreaterThan(second.x);

    // The max price box holds a five-digit price.
    const max = page.getByLabel('Max price');
    await max.fill('80000');
    expect(await max.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
      true,
    );
    expect((await box(max)).width).toBeGreaterThan(100);
    expect(console.errors).toEqual([]);
  });

  test('home shows a full grid of the newest ideas with their covers', async ({ page, request }) => {
    const owner = await seller(request);
    const photo = await seedCover(request, owner, '#9333ea');
    for (let i = 0; i < 6; i += 1)
      await seedIdea(request, owner, { title: `Home ${uniqueWord()}`, photos: [photo] });
    await page.goto('/');
    const cards = page.getByTestId('newest-idea');
    await expect(cards).toHaveCount(6);
    const rows = new Map<number, number>();
    for (const card of await cards.all()) {
      const y = Math.round((await box(card)).y);
      rows.set(y, (rows.get(y) ?? 0) + 1);
    }
    expect([...rows.values()]).toEqual([3, 3]);
    await expect(cards.first().getByTestId('idea-cover')).toHaveAttribute('data-cover', 'photo');
  });

  test('the table sorts by Price and Created from its headers, by mouse and keyboard', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    for (const price of [300, 100, 200])
      await seedIdea(request, owner, { title: `Ranked ${word} ${price}`, desiredPrice: price });
    // The creator's view, not a search: a search's default order is relevance, not newest first.
    await page.goto(`/ideas?creator=${owner.id}`);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByTestId('idea-table');
    const firstPrice = table.locator('tbody tr').first().locator('td').nth(4);
    const priceHeader = table.getByRole('columnheader', { name: /Price/ });
    const createdHeader = table.getByRole('columnheader', { name: /Created/ });
    await expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(priceHeader).not.toHaveAttribute('aria-sort', /.+/);

    await priceHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(createdHeader).not.toHaveAttribute('aria-sort', /.+/);
    await expect(firstPrice).toHaveText('$100');
    expect(await firstPrice.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');

    await priceHeader.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstPrice).toHaveText('$300');
    await expect(page.getByLabel('Sort', { exact: true })).toHaveValue('price_desc');

    // Focus stays on the header used, so the next key press sorts again.
    await page.keyboard.press('Tab');
    await expect(createdHeader.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/sort=/);
    await expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(createdHeader.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(createdHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.locator('tbody tr').first()).toContainText(`Ranked ${word} 300`);

    const creator = table.locator('tbody tr').first().getByRole('link', { name: owner.displayName });
    await expect(creator).toHaveAttribute('href', `/ideas?creator=${owner.id}`);
    await creator.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Browse ${owner.displayName}'s Ideas`);
  });

  test('a page past the end goes to the last page, or to page 1 when there is none', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    for (let i = 0; i < 3; i += 1) await seedIdea(request, owner, { title: `Paged ${word} ${i}` });
    await page.goto(`/ideas?search=${word}&limit=1&page=9`);
    await expect(page).toHaveURL(new RegExp(`/ideas\\?search=${word}&page=3&limit=1$`));
    await expect(main(page).getByTestId('ideas-count')).toHaveText('1 of 3 ideas · Page 3 of 3');
    await expect(page.getByTestId('idea-card')).toHaveCount(1);

    await page.goto(`/ideas?search=${uniqueWord()}&page=4`);
    await expect(page).toHaveURL(/\/ideas\?search=zq[0-9a-f]+$/);
    await expect(main(page).getByTestId('ideas-count')).toHaveText('No ideas match');
  });

  test('no matches and a first-time My Ideas have their own empty states', async ({ page, request }) => {
    await page.goto(`/ideas?search=${uniqueWord()}`);
    const empty = main(page).getByTestId('ideas-empty');
    await expect(empty).toHaveAttribute('data-empty', 'filters');
    await expect(empty).toContainText('No ideas match your current filters.');
    await expect(empty.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(page.getByText(/0 of 0/)).toHaveCount(0);

    const newcomer = await seller(request);
    await signInViaApi(page, newcomer);
    await page.goto('/ideas');
    await page.getByRole('link', { name: 'Show My Ideas' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse My Ideas');
    await expect(empty).toHaveAttribute('data-empty', 'mine');
    await expect(empty).toContainText('You have not submitted any ideas yet.');
    await expect(empty).not.toContainText('No ideas match your current filters.');
    await expect(main(page).getByTestId('ideas-count')).toHaveText('No ideas yet');
    await empty.getByRole('link', { name: 'Submit Your Idea' }).click();
    await expect(page).toHaveURL(/\/create-idea$/);
  });

  test('on a 390 px phone the filters open in a sheet with chips and a live count', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Sheet ${word} one`, category: 'Health', type: 'Service' });
    await seedIdea(request, owner, { title: `Sheet ${word} two`, category: 'Tech', type: 'Product' });
    await page.setViewportSize(PHONE);
    await page.goto(`/ideas?search=${word}`);
    await expect(page.getByTestId('idea-card')).toHaveCount(2);
    await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden();

    // One compact row: Filters and Sort, on the same line.
    const toolbar = page.getByTestId('list-toolbar');
    const filters = toolbar.getByRole('button', { name: /Filters/ });
    await expect(filters).toHaveAccessibleName('Filters, 1 active');
    expect((await box(toolbar)).height).toBeLessThan(50);
    expect((await box(filters)).y).toBeCloseTo((await box(page.getByLabel('Sort'))).y, -1);
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByRole('button')).toHaveText([`Remove filter: Search: ${word}`]);

    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const count = sheet.getByTestId('sheet-count');
    await expect(count).toHaveText('2 ideas match');
    await sheet.getByLabel('Type').selectOption('Service');
    await expect(count).toHaveText('1 idea matches');
    await expect(sheet.getByTestId('sheet-chips').getByRole('button')).toHaveText([
      `Remove filter: Search: ${word}`,
      'Remove filter: Service',
    ]);
    await sheet.getByRole('button', { name: 'Remove filter: Service' }).click();
    await expect(count).toHaveText('2 ideas match');
    await sheet.getByLabel('Category').selectOption('Health');
    await expect(count).toHaveText('1 idea matches');
    await expectNoAxeViolations(page);
    // Nothing changes until Apply.
    await expect(page).not.toHaveURL(/category=/);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/category=Health/);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(chips.getByRole('button')).toHaveText([
      `Remove filter: Search: ${word}`,
      'Remove filter: Health',
    ]);

    await chips.getByRole('button', { name: 'Remove filter: Health' }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByTestId('idea-card')).toHaveCount(2);

    await filters.click();
    await sheet.getByRole('button', { name: 'Clear' }).click();
    await expect(sheet.getByTestId('sheet-chips')).toHaveCount(0);
    await expect(sheet.getByLabel('Search')).toHaveValue('');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/ideas$/);
    await expect(filters).toHaveAccessibleName('Filters');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('axe finds nothing on the list and home at 1280 and 390 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    const owner = await seller(request);
    const word = uniqueWord();
    const photo = await seedCover(request, owner);
    await seedIdea(request, owner, { title: `Axe ${word} photo`, photos: [photo] });
    await seedIdea(request, owner, { title: `Axe ${word} locked`, requireNDA: true });
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`/ideas?search=${word}`);
      await expect(page.getByTestId('idea-card')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.goto(`/ideas?search=${uniqueWord()}`);
      await expect(main(page).getByTestId('ideas-empty')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/');
      await expect(page.getByTestId('newest-idea').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/ideas?search=${word}`);
    await page.getByRole('button', { name: 'Table view' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Card view' }).click();
  });
});

// An empty marketplace needs a database of its own: the shared test server holds every spec's ideas.
test.describe('an empty marketplace', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: AppServer | null = null;
  let base = '';

  test.beforeAll(async () => {
    server = await startAppServer({ DATABASE_URL: '', LOG_LEVEL: 'warn' });
    base = server.url;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('invites the first idea instead of blaming filters', async ({ page }) => {
    await page.goto(`${base}/ideas?page=3`);
    await expect(page).toHaveURL(`${base}/ideas`);
    const empty = main(page).getByTestId('ideas-empty');
    await expect(empty).toHaveAttribute('data-empty', 'marketplace');
    await expect(empty).toContainText('No ideas have been submitted yet.');
    await expect(empty).not.toContainText('No ideas match your current filters.');
    await expect(empty.getByRole('link', { name: 'Submit Your Idea' })).toHaveAttribute(
      'href',
      '/create-idea',
    );
    await expect(main(page).getByTestId('ideas-count')).toHaveText('No ideas yet');
    await expectNoAxeViolations(page);
  });
});
