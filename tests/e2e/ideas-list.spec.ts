import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord, watchConsole } from './support/ideas';
import { holdListNavigations, isListNavigation, watchListRequests } from './support/list-navigation';

test.describe('ideas list', () => {
  test('server-renders cards with every field, then filters through the URL with one request for fast typing', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const owner = await seller(request);
    const word = uniqueWord();
    const open = await seedIdea(request, owner, {
      title: `Open ${word}`,
      desiredPrice: 12345.67,
      type: 'Service',
      category: 'Health',
    });
    await seedIdea(request, owner, {
      title: `Locked ${word}`,
      requireNDA: true,
      problemDescription: `Hidden problem ${word} text`,
    });

    await page.goto(`/ideas?search=${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Ideas');
    await expect(page.getByTestId('ideas-count')).toContainText('2 of 2 ideas');
    await expect(page.getByTestId('ideas-count')).toContainText('Page 1 of 1');
    const card = page.getByTestId('idea-card').filter({ hasText: `Open ${word}` });
    await expect(card).toContainText('Service');
    await expect(card).toContainText('Health');
    await expect(card).toContainText(open.problemDescription!);
    await expect(card).toContainText('$12,345.67');
    await expect(card.getByRole('link', { name: owner.displayName })).toHaveAttribute(
      'href',
      `/profile/${owner.id}`,
    );
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/ideas/${open._id}`,
    );
    const locked = page.getByTestId('idea-card').filter({ hasText: `Locked ${word}` });
    await expect(locked).toContainText('NDA Required');
    await expect(locked).toContainText('Details are shared under NDA');
    await expect(page.getByText(`Hidden problem ${word}`)).toHaveCount(0);
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByLabel('Category').locator('option').first()).toHaveText('All Categories');
    await expect(page.getByLabel('Type').locator('option').first()).toHaveText('All Types');
    await expect(page.getByLabel('NDA').locator('option')).toHaveText(['All', 'Yes', 'No']);

    // Fast typing: one navigation, about a second after the last key; the server renders the list.
    const { navigations, apiRequests } = watchListRequests(page);
    const search = page.getByLabel('Search');
    await search.fill('');
    await search.pressSequentially(`Open ${word}`, { delay: 40 });
    await expect(page.getByTestId('idea-card')).toHaveCount(1, { timeout: 5000 });
    await page.waitForTimeout(1500);
    expect(navigations).toHaveLength(1);
    expect(navigations[0]!.searchParams.get('search')).toBe(`Open ${word}`);
    expect(apiRequests).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`search=Open\\+${word}`));

    // The filters live in the URL: reload keeps them.
    await page.getByLabel('NDA').selectOption('No');
    await expect(page).toHaveURL(/requireNDA=No/, { timeout: 5000 });
    await page.reload();
    await expect(page.getByLabel('NDA')).toHaveValue('No');
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    expect(console.errors).toEqual([]);
  });

  test('page size and Clear All refetch at once; Previous/Next page through', async ({ page, request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    for (let i = 0; i < 12; i += 1)
      await seedIdea(request, owner, { title: `Paged ${word} ${i}`, desiredPrice: 100 + i });
    await page.goto(`/ideas?search=${word}&limit=10`);
    await expect(page.getByLabel('Per page')).toHaveValue('10');
    await expect(page.getByTestId('ideas-count')).toContainText('10 of 12 ideas');
    await expect(page.getByTestId('ideas-count')).toContainText('Page 1 of 2');

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByTestId('ideas-count')).toContainText('2 of 12 ideas');
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByTestId('ideas-count')).toContainText('Page 1 of 2');

    await page.getByLabel('Sort').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page.getByTestId('idea-card').first()).toContainText('$111');
    await page.getByLabel('Sort').selectOption('');

    await page.getByLabel('Per page').selectOption('20');
    await expect(page.getByTestId('ideas-count')).toContainText('12 of 12 ideas');

    await page.getByLabel('Type').selectOption('Service');
    await expect(page.getByTestId('ideas-empty')).toContainText('No ideas match your current filters.');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show all ideas' })).toHaveAttribute('href', '/ideas');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(page.getByLabel('Type')).toHaveValue('');
    await expect(page).toHaveURL(/\/ideas$/);
  });

  test('many quick changes of page and sort in a row each end in the list, never in its error screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await seller(request);
    const word = uniqueWord();
    for (let i = 0; i < 12; i += 1)
      await seedIdea(request, owner, { title: `Quick ${word} ${i}`, desiredPrice: 100 + i });
    await page.goto(`/ideas?search=${word}&limit=10`);
    const count = page.getByTestId('ideas-count');
    const error = page.getByTestId('list-error');
    // A navigation once ended in the error screen now and then (a skeleton removed twice in one
    // commit), more often when one control is changed while the list of another is on its way:
    // fifty of them show it almost surely if it comes back.
    for (let round = 0; round < 8; round += 1) {
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(count).toContainText('2 of 12 ideas');
      await page.getByRole('link', { name: 'Previous' }).click();
      await expect(count).toContainText('Page 1 of 2');
      await page.getByLabel('Sort').selectOption('price_desc');
      await expect(page.getByTestId('idea-card').first()).toContainText('$111');
      await page.getByLabel('Sort').selectOption('');
      await page.getByLabel('Per page').selectOption('20');
      await expect(count).toContainText('12 of 12 ideas');
      await page.getByLabel('Per page').selectOption('10');
      await expect(count).toContainText('10 of 12 ideas');
      await expect(error).toHaveCount(0);
    }
  });

  test('card and table views; the choice is remembered', async ({ page, request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    const idea = await seedIdea(request, owner, {
      title: `Table ${word}`,
      desiredPrice: 2500000,
      requireNDA: true,
    });
    // The page carries the cards only; the table's rows come when a browser asks for them.
    const html = await (await request.get(`/ideas?search=${word}`)).text();
    expect(html).toContain(idea.title);
    expect(html).not.toContain('idea-table');
    await page.goto(`/ideas?search=${word}`);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByTestId('idea-table');
    await expect(table.locator('th')).toHaveText([
      'Title',
      'Creator',
      'Category',
      'Type',
      'Price',
      'NDA',
      'Created',
    ]);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText(idea.title);
    await expect(row).toContainText(owner.displayName);
    await expect(row).toContainText('$2,500,000');
    await expect(row).toContainText('Required');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('idea-table')).toBeVisible();
    await page.getByRole('button', { name: 'Card view' }).click();
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
  });

  test('the table view shows the cards and says so when its rows cannot be read', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner, { title: `Unread table ${uniqueWord()}` });
    await page.goto(`/ideas?creator=${owner.id}`);
    // The rows come from a server function: a POST to the page carrying a Next-Action header.
    await page.route(
      (url) => url.pathname === '/ideas',
      (route) =>
        route.request().method() === 'POST' && route.request().headers()['next-action']
          ? route.abort('connectionrefused')
          : route.continue(),
    );
    await page.getByRole('button', { name: 'Table view' }).click();
    await expect(
      page.getByText('The table view could not be loaded. Check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByTestId('idea-table')).toHaveCount(0);
    await expect(page.getByTestId('idea-card').filter({ visible: true })).toContainText(idea.title);
  });

  test('Show My Ideas / Show All Ideas for a signed-in user, creator mode with Back to All Ideas', async ({
    page,
    request,
  }) => {
    const me = await seller(request);
    const other = await seller(request);
    const mine = await seedIdea(request, me, { title: `Mine ${uniqueWord()}` });
    const theirs = await seedIdea(request, other, { title: `Theirs ${uniqueWord()}` });

    await page.goto('/ideas');
    await expect(page.getByRole('link', { name: 'Show My Ideas' })).toHaveCount(0);

    await signInViaApi(page, me);
    await page.goto('/ideas');
    await page.getByRole('link', { name: 'Show My Ideas' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse My Ideas');
    await expect(page).toHaveURL(/filter=my-ideas/);
    await expect(page.getByText(mine.title)).toBeVisible();
    await expect(page.getByText(theirs.title)).toHaveCount(0);
    await page.getByRole('link', { name: 'Show All Ideas' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Ideas');

    await page.goto(`/ideas?creator=${other.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Browse ${other.displayName}'s Ideas`);
    await expect(page.getByText(theirs.title)).toBeVisible();
    await expect(page.getByText(mine.title)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Show My Ideas' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to All Ideas' }).click();
    await expect(page).toHaveURL(/\/ideas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Ideas');
  });

  test('shows skeletons while the next list renders', async ({ page, request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Slow ${word}` });
    await page.goto(`/ideas?search=${word}`);
    const held = await holdListNavigations(page);
    await page.getByLabel('Per page').selectOption('50');
    await expect(page.getByTestId('ideas-skeleton')).toBeVisible();
    held.release();
    await expect(page.getByTestId('ideas-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
  });

  test('an inverted price range shows no ideas, not an error, until it is fixed', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Priced ${word}`, desiredPrice: 1500 });
    await page.goto(`/ideas?search=${word}&priceMin=2000&priceMax=1600`);
    await expect(page.getByText('No ideas match your current filters.')).toBeVisible();
    await expect(page.getByLabel('Min price')).toHaveValue('2000');
    await expect(page.getByLabel('Max price')).toHaveValue('1600');
    const refetched = page.waitForResponse(
      (r) => isListNavigation(r.request()) && r.url().includes('priceMin=1700'),
    );
    await page.getByLabel('Min price').fill('1700');
    expect((await refetched).status()).toBe(200);
    await expect(page.getByText('No ideas match your current filters.')).toBeVisible();
    await page.getByLabel('Min price').fill('1000');
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(page).toHaveURL(/priceMin=1000&priceMax=1600/);
  });

  test('a 360 px phone shows cards without horizontal scrolling', async ({ page, request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    const idea = await seedIdea(request, owner, {
      title: `Phone ${word} ${'verylongwordwithoutanyspaces'.repeat(4)}`,
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/ideas?search=${word}`);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Table view' })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Leave no unbreakable title behind for the other pages' layout tests.
    await request.delete(`/api/ideas/${idea._id}`, { headers: { authorization: `Bearer ${owner.token}` } });
  });
});
