import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord, watchConsole } from './support/ideas';

// Public pages are cached as anyone sees them; the signed-in parts are islands. A page first
// rendered while the creator looks at it must show nobody else the NDA text, and the creator
// must still see everything.

test.describe('cached public pages', () => {
  test('an NDA idea seen first by its creator: the creator sees it in full, then an anonymous visitor sees the lock', async ({
    page,
    request,
    browser,
  }) => {
    const console = watchConsole(page);
    const owner = await seller(request);
    const secret = uniqueWord();
    const idea = await seedIdea(request, owner, {
      requireNDA: true,
      problemDescription: `${secret} problem text`,
      solutionDescription: `${secret} solution text`,
      additionalNotes: `${secret} notes`,
    });

    await signInViaApi(page, owner);
    await page.goto(`/ideas/${idea._id}`);
    const body = page.getByTestId('idea-body');
    await expect(body.getByRole('heading', { name: 'Problem' })).toBeVisible();
    await expect(body).toContainText(`${secret} problem text`);
    await expect(body).toContainText(`${secret} solution text`);
    await expect(body).toContainText(`${secret} notes`);
    await expect(page.getByTestId('nda-lock')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/ideas/${idea._id}/edit`);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByTestId('creator-card')).toContainText(owner.email);
    await expect(page.getByTestId('profile-trigger')).toBeVisible();
    // The list as the creator: their own gated idea shows its problem text on the card.
    await page.goto(`/ideas?creator=${owner.id}`);
    await expect(page.getByTestId('idea-card').first()).toContainText(`${secret} problem text`);
    expect(console.errors).toEqual([]);

    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    const response = await visitor.goto(`/ideas/${idea._id}`);
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(visitor.getByTestId('nda-lock')).toBeVisible();
    await expect(
      visitor.getByTestId('creator-card').getByRole('heading', { name: 'Contact Creator' }),
    ).toBeVisible();
    await expect(
      visitor.getByTestId('action-panel').getByRole('link', { name: 'Sign in to contact' }),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    expect(await visitor.content()).not.toContain(secret);
    expect(await visitor.content()).not.toContain(owner.email);
    await visitor.goto(`/ideas?creator=${owner.id}`);
    await expect(visitor.getByTestId('idea-card').first()).toContainText('Details are shared under NDA');
    expect(await visitor.content()).not.toContain(secret);
    await anonymous.close();
  });

  test('an edit shows on the next visit of the cached page', async ({ page, request }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner, { title: `Before ${uniqueWord()}` });
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(idea.title);
    const again = await page.goto(`/ideas/${idea._id}`);
    expect(again?.headers()['x-nextjs-cache']).toBe('HIT');

    const title = `After ${uniqueWord()}`;
    const reply = await request.put(`/api/ideas/${idea._id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { ...idea, title, photos: [] },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goto('/ideas');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  });
});
