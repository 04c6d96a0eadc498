import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';

test.describe('similar ideas on the idea page', () => {
  test('a row of similar ideas, server-rendered, gated ones by their public fields, leading to them; axe clean at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await seller(request);
    const word = uniqueWord();
    const secret = `Hushhush${uniqueWord()}`;
    const source = await seedIdea(request, owner, { title: `Solar ${word} lamp`, category: 'Environment' });
    const close = await seedIdea(request, owner, {
      title: `Solar ${word} fountain`,
      category: 'Environment',
    });
    const gated = await seedIdea(request, owner, {
      title: `${word} battery bank`,
      category: 'Environment',
      requireNDA: true,
      problemDescription: `${secret} problem text`,
    });

    // In the server's HTML (the cached page), without the gated text.
    const html = await (await request.get(`/ideas/${source._id}`)).text();
    expect(html).toContain('Similar ideas');
    expect(html).toContain(close.title);
    expect(html).toContain(gated.title);
    expect(html).not.toContain(secret);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/ideas/${source._id}`);
    const row = page.getByRole('region', { name: 'Similar ideas' });
    await expect(row.getByRole('heading', { level: 2, name: 'Similar ideas' })).toBeVisible();
    const titles = row.getByRole('heading', { level: 3 });
    // Sharing two words of the title comes before sharing one.
    await expect(titles.first()).toHaveText(close.title);
    await expect(row.getByRole('heading', { level: 3, name: gated.title })).toBeVisible();
    await expect(row.getByTestId('similar-idea')).not.toHaveCount(0);
    expect(await row.getByTestId('similar-idea').count()).toBeLessThanOrEqual(6);
    await expect(row).not.toContainText(secret);
    await expect(row.getByTestId('similar-idea').filter({ hasText: source.title })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('heading', { level: 3 }).first()).toHaveText(close.title);
    await expectNoAxeViolations(page);

    // A card leads to its idea.
    await expect(row.getByTestId('similar-idea').filter({ hasText: gated.title })).toContainText('Under NDA');
    await row.getByRole('link', { name: close.title }).click();
    await expect(page).toHaveURL(new RegExp(`/ideas/${close._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: close.title })).toBeVisible();
  });
});
