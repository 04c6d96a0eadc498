import { expect, test } from './support/test';
import { seedIdea, seller, uniqueWord } from './support/ideas';

/*
 * "Server unreachable" is simulated with Playwright route interception: aborting /api/health makes
 * the browser see the same failed connections as a stopped server, without stopping the one server
 * the whole suite shares. The list asks /api/health before each navigation (a failed navigation
 * request would make Next.js fall back to a full page load), so that is where it retries.
 * context.setOffline() drives the browser's offline/online events.
 */
test.describe('ideas list when the connection fails', () => {
  test('yellow banner: Server connection issues when /api/health fails', async ({ page }) => {
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto('/ideas');
    await expect(page.getByTestId('connection-banner')).toHaveText('Server connection issues');
    await page.unroute('**/api/health');
  });

  test('yellow banner: No internet connection while offline, cleared when back online', async ({
    page,
    context,
  }) => {
    await page.goto('/ideas');
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('connection-banner')).toHaveText('No internet connection');
    await context.setOffline(false);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  });

  test('retries 3 times (1 s, 2 s, 3 s), then shows the Network Error screen; Try Again and Go Back work', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await seller(request);
    const word = uniqueWord();
    await seedIdea(request, owner, { title: `Retry ${word}` });
    await page.goto('/');
    await page.goto(`/ideas?search=${word}`);
    await expect(page.getByTestId('idea-card')).toHaveCount(1);

    // The list's checks are GETs; the connection banner's own pings (HEAD) are not counted.
    const attempts: number[] = [];
    await page.route('**/api/health', (route) => {
      if (route.request().method() === 'GET') attempts.push(Date.now());
      return route.abort('connectionrefused');
    });
    await page.getByLabel('Per page').selectOption('50');
    await expect(page.getByTestId('ideas-skeleton')).toBeVisible();
    const screen = page.getByTestId('network-error');
    await expect(screen).toBeVisible({ timeout: 15_000 });
    await expect(screen.getByRole('heading', { name: 'Network Error' })).toBeVisible();
    await expect(screen).toContainText(
      'Unable to load the requested data. Please check your connection and try again.',
    );
    await expect(screen).toContainText(
      'Unable to connect to server. Please check your internet connection and try again.',
    );
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual((i + 1) * 1000 - 50));

    await expect(page.getByTestId('connection-banner')).toHaveText('Server connection issues');
    await expect(page).not.toHaveURL(/limit=50/);

    await page.unroute('**/api/health');
    await screen.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('idea-card')).toHaveCount(1);
    await expect(page).toHaveURL(/limit=50/);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);

    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Per page').selectOption('10');
    await expect(screen).toBeVisible({ timeout: 15_000 });
    await screen.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a server answering with an HTTP error is reported as Server error with its status, with Try Again', async ({
    page,
  }) => {
    await page.goto('/ideas');
    await page.route('**/api/health', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.getByLabel('Per page').selectOption('10');
    await expect(page.getByTestId('list-error')).toContainText('Server error: 500');
    await page.unroute('**/api/health');
    await page.getByTestId('list-error').getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('list-error')).toHaveCount(0);
  });
});
