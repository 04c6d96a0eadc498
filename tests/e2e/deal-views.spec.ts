import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { approvedAccess, seedIdea, seller, uniqueWord } from './support/ideas';

// The view log on the creator's side (DESIGN.md section 14): /deals shows, per approved requester,
// when they first and last read the gated idea and how often; the idea page offers the CSV.

test('the creator sees an approved requester’s reads of the gated idea on /deals, and exports them', async ({
  page,
  request,
}) => {
  const creator = await seller(request);
  const reader = await seller(request);
  const idle = await seller(request);
  const secret = uniqueWord();
  const idea = await seedIdea(request, creator, {
    requireNDA: true,
    problemDescription: `${secret} problem of the gated idea`,
  });
  await approvedAccess(request, creator, reader, idea._id);
  await approvedAccess(request, creator, idle, idea._id);

  // The reader opens the idea page (its island logs the read as the page), then asks the API twice.
  await signInViaApi(page, reader);
  await page.goto(`/ideas/${idea._id}`);
  await expect(page.locator('#main-content').getByText(`${secret} problem`)).toBeVisible();
  for (let i = 0; i < 2; i += 1) {
    const reply = await request.get(`/api/ideas/${idea._id}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(reply.status()).toBe(200);
  }

  await page.context().clearCookies();
  await signInViaApi(page, creator);
  await page.goto('/deals?role=incoming');
  const main = page.locator('#main-content');
  const readerCard = main.getByTestId('request-card').filter({ hasText: reader.displayName });
  await expect(readerCard.getByTestId('request-views')).toContainText('3 views');
  await expect(readerCard.getByTestId('request-views')).toContainText('first');
  await expect(readerCard.getByTestId('request-views').locator('time')).toHaveCount(2);
  const idleCard = main.getByTestId('request-card').filter({ hasText: idle.displayName });
  await expect(idleCard.getByTestId('request-views')).toHaveText('Not viewed yet');

  await page.goto(`/ideas/${idea._id}`);
  const exportLink = main.getByRole('link', { name: 'Export view log (CSV)' });
  await expect(exportLink).toHaveAttribute('href', `/api/ideas/${idea._id}/views?format=csv`);
  const csv = await page.request.get(`/api/ideas/${idea._id}/views?format=csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('viewer_id,viewer_name,surface,first_at,last_at,count');
  expect(
    lines
      .filter((line) => line.startsWith(`${reader.id},`))
      .map((line) => line.split(',')[2])
      .sort(),
  ).toEqual(['api', 'page']);
});
