import { expect, test, type Page } from './support/test';
import { seedIdea, seller, uniqueWord } from './support/ideas';
import { holdListNavigations, watchListRequests } from './support/list-navigation';

/** The running animations of the list's pending indicator. */
function spinnerAnimations(page: Page): Promise<number> {
  return page
    .getByTestId('list-pending')
    .evaluate(
      (status) => status.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );
}

test.describe('ideas list: the URL is the state, the server renders it', () => {
  test('each control changes the URL; typing makes one navigation a second after the last key', async ({
    page,
    request,
  }) => {
    // Seven server-rendered navigations and about four seconds of deliberate typing and waiting:
    // on a busy two-core machine that can outlast the default 30 s.
    test.setTimeout(60_000);
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Url ${word} one`, category: 'Health', type: 'Service' });
    await seedIdea(request, owner, { title: `Url ${word} two`, requireNDA: true, desiredPrice: 900 });
    await page.goto(`/ideas?search=${word}`);
    await expect(page.getByTestId('idea-card')).toHaveCount(2);
    const { navigations, apiRequests } = watchListRequests(page);

    const controls: [string, string, RegExp][] = [
      ['Category', 'Health', /category=Health/],
      ['Type', 'Service', /type=Service/],
      ['NDA', 'No', /requireNDA=No/],
      ['Sort', 'price_desc', /sort=price_desc/],
      ['Per page', '10', /limit=10/],
    ];
    for (const [label, value, url] of controls) {
      const before = navigations.length;
      await page.getByLabel(label, { exact: true }).selectOption(value);
      await expect(page).toHaveURL(url);
      expect(navigations.length).toBe(before + 1);
    }
    await expect(page.getByTestId('idea-card')).toHaveCount(1);

    for (const [label, value, param] of [
      ['Min price', '100', 'priceMin'],
      ['Max price', '5000', 'priceMax'],
    ] as const) {
      const before = navigations.length;
      await page.getByLabel(label).pressSequentially(value, { delay: 50 });
      await page.waitForTimeout(600);
      expect(navigations.length, 'nothing sent while typing').toBe(before);
      await expect(page).toHaveURL(new RegExp(`${param}=${value}`));
      await page.waitForTimeout(300);
      expect(navigations.length).toBe(before + 1);
    }

    const before = navigations.length;
    const search = page.getByLabel('Search');
    await search.fill('');
    await search.pressSequentially(`${word} one`, { delay: 60 });
    await expect(page).toHaveURL(new RegExp(`search=${word}\\+one`));
    await page.waitForTimeout(1200);
    expect(navigations.length).toBe(before + 1);
    expect(navigations.at(-1)!.searchParams.get('search')).toBe(`${word} one`);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(search).toBeFocused();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/ideas\?limit=10$/);
    expect(apiRequests).toEqual([]);
  });

  test('a pending indicator and skeletons show while the next list renders; the controls keep the choice', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Pending ${word}` });
    await page.goto(`/ideas?search=${word}`);
    await expect(page.getByTestId('list-pending')).toHaveAttribute('data-pending', 'false');
    // The hidden spinner is still: a running animation draws frames as long as the page is open.
    await expect.poll(() => spinnerAnimations(page)).toBe(0);
    const held = await holdListNavigations(page);
    await page.getByLabel('Sort').selectOption('oldest');
    await expect(page.getByTestId('list-pending')).toHaveAttribute('data-pending', 'true');
    await expect(page.getByTestId('list-pending')).toHaveText('Loading ideas...');
    expect(await spinnerAnimations(page)).toBe(1);
    await expect(page.getByTestId('ideas-skeleton')).toBeVisible();
    await expect(page.getByLabel('Sort')).toHaveValue('oldest');
    held.release();
    await expect(page.getByTestId('list-pending')).toHaveAttribute('data-pending', 'false');
    await expect.poll(() => spinnerAnimations(page)).toBe(0);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(page).toHaveURL(/sort=oldest/);
  });

  test('back and forward restore the list and its controls', async ({ page, request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    for (let i = 0; i < 12; i += 1) await seedIdea(request, owner, { title: `History ${word} ${i}` });
    await page.goto(`/ideas?search=${word}&limit=10`);
    await expect(page.getByTestId('ideas-count')).toContainText('Page 1 of 2');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByTestId('ideas-count')).toContainText('2 of 12 ideas');
    await expect(page).toHaveURL(/page=2/);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByTestId('ideas-count')).toContainText('10 of 12 ideas');
    await expect(page.getByLabel('Per page')).toHaveValue('10');
    await expect(page.getByLabel('Search')).toHaveValue(word);

    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('ideas-count')).toContainText('2 of 12 ideas');

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByTestId('ideas-count')).toContainText('Page 1 of 2');
    await page.goBack();
    await expect(page.getByTestId('ideas-count')).toContainText('Page 2 of 2');
  });

  test('a filtered URL loaded directly is rendered by the server, with no /api/ideas request', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Direct ${word} cheap`, desiredPrice: 50, type: 'Service' });
    await seedIdea(request, owner, { title: `Direct ${word} dear`, desiredPrice: 5000, type: 'Service' });
    const url = `/ideas?search=${word}&type=Service&priceMax=100&sort=price_asc`;

    const html = await (await request.get(url)).text();
    expect(html).toContain(`Direct ${word} cheap`);
    expect(html).not.toContain(`Direct ${word} dear`);

    const { navigations, apiRequests } = watchListRequests(page);
    await page.goto(url);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Service');
    await expect(page.getByLabel('Max price')).toHaveValue('100');
    await expect(page.getByLabel('Sort')).toHaveValue('price_asc');
    await page.waitForTimeout(1500);
    expect(apiRequests).toEqual([]);
    expect(navigations).toEqual([]);
  });

  test('a value the API refuses is dropped from the URL instead of failing the page', async ({ page }) => {
    await page.goto('/ideas?type=Gadget&limit=abc&requireNDA=No');
    await expect(page).toHaveURL(/\/ideas\?requireNDA=No$/);
    await expect(page.getByLabel('NDA')).toHaveValue('No');
  });
});
