import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';

// Seller analytics in the browser (issue "The listing's data room", item 4): a visit of the idea
// page is counted by its beacon; the creator finds the figures and the chart from the idea page,
// and their own visits are not counted. Anyone else is told the figures are the creator's.

test('a visitor’s view shows on the creator’s statistics page, with its chart', async ({ page, request }) => {
  const creator = await seller(request);
  const stranger = await seller(request);
  const title = `Counted ${uniqueWord()} kettle`;
  const idea = await seedIdea(request, creator, { title });
  const stats = `/ideas/${idea._id}/stats`;
  const main = page.locator('#main-content');

  // A signed-out visitor opens the idea page: its beacon counts the visit.
  const counted = page.waitForRequest(
    (sent) => sent.url().endsWith(`/api/ideas/${idea._id}/page-views`) && sent.method() === 'POST',
  );
  await page.goto(`/ideas/${idea._id}`);
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await counted;

  // Signed out, the statistics page leads to sign-in.
  await page.goto(stats);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);

  // The creator opens the idea page (not counted) and follows 'Statistics'.
  await signInViaApi(page, creator);
  await page.goto(`/ideas/${idea._id}`);
  await main.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(stats);
  await expect(main.getByRole('heading', { name: 'Statistics' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(main.getByTestId('stat-views').getByRole('definition').first()).toHaveText('1', {
      timeout: 1000,
    });
  }).toPass();
  await expect(main.getByTestId('stat-saves').getByRole('definition').first()).toHaveText('0');
  await expect(main.getByTestId('stat-requests').getByRole('definition').first()).toHaveText('0');
  await expect(main.getByTestId('stat-messages').getByRole('definition').first()).toHaveText('0');

  const chart = main.getByRole('img', { name: /Page views per day from .*: 1 view in all/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect[data-views="1"]')).toHaveCount(1);
  await expect(chart.locator('rect')).toHaveCount(30);
  // The same figures for screen readers, day by day.
  await expect(main.getByRole('table', { name: 'Figures per day' }).getByRole('row')).toHaveCount(31);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    // Nothing (the hidden table included) makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }

  // My Ideas shows the idea's last 30 days in a line.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ideas?filter=my-ideas');
  const card = main.getByTestId('idea-card').filter({ hasText: title });
  await expect(card.getByTestId('idea-stats-line')).toHaveText('Last 30 days: 1 view · 0 saves · 0 requests');
  const line = card.getByRole('link', { name: 'Last 30 days' });
  await expect(line).toHaveAttribute('href', stats);
  await expect(line).toHaveAccessibleDescription(`Statistics of ${title}`);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInViaApi(page, stranger);
  await page.goto(stats);
  await expect(main.getByTestId('stats-not-allowed')).toHaveText(
    'Only the creator of this idea can see its statistics.',
  );
});
