import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { pngBuffer, seedIdea, seedPhoto, seller, uniqueWord, watchConsole } from './support/ideas';
import { isServerAction, watchRouterFetches } from './support/list-navigation';

const LOCK_TEXT =
  'This idea requires a Non-Disclosure Agreement to view full details. Please contact the creator to proceed.';
// A signed-in buyer is told the next step the panel beside the lock offers.
const LOCK_TEXT_FOR_BUYER =
  'This idea requires a Non-Disclosure Agreement to view full details. Request access and sign the NDA to read the full details.';

test.describe('idea detail', () => {
  test('the creator sees everything, Edit and Delete; photos open in a new tab', async ({
    page,
    request,
    context,
  }) => {
    const console = watchConsole(page);
    const owner = await seller(request);
    const photo = await seedPhoto(request, owner);
    const idea = await seedIdea(request, owner, {
      desiredPrice: 12345.67,
      type: 'Service',
      category: 'Finance',
      requireNDA: true,
      protectionStatus: 'Patent',
      contactPreference: 'Phone',
      additionalNotes: 'Pilot customers are lined up.',
      photos: [photo],
    });
    await signInViaApi(page, owner);
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByRole('link', { name: /Back to Ideas/ })).toHaveAttribute('href', '/ideas');
    await expect(page.getByText('Idea Details', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(idea.title);
    await expect(page.getByTestId('idea-price')).toHaveText('$12,345.67');
    await expect(page.locator('main').getByText('NDA Required', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Proposed Solution' })).toBeVisible();
    await expect(page.getByText(idea.problemDescription!)).toBeVisible();
    await expect(page.getByText(idea.solutionDescription!)).toBeVisible();
    await expect(page.getByText('Pilot customers are lined up.')).toBeVisible();
    const info = page.getByTestId('info-box');
    for (const text of [
      'Desired Price',
      '$12,345.67',
      'Created',
      'NDA',
      'Required',
      'Protection Status',
      'Patent',
      'Contact Preference',
      'Phone',
    ]) {
      await expect(info).toContainText(text);
    }
    const creator = page.getByTestId('creator-card');
    await expect(creator.getByRole('link', { name: owner.displayName })).toHaveAttribute(
      'href',
      `/profile/${owner.id}`,
    );
    await expect(creator).toContainText(owner.email);
    // No photo: the creator's initials.
    await expect(creator.getByTestId('creator-avatar')).toHaveAttribute('role', 'img');
    await expect(creator.getByTestId('creator-avatar')).not.toHaveText('');
    await expect(page.getByTestId('nda-lock')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/ideas/${idea._id}/edit`);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('gallery-full-image').click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(photo);
    await tab.close();
    expect(console.errors).toEqual([]);
  });

  test('a phone downloads the first photo once, in the width its screen needs', async ({
    browser,
    request,
  }) => {
    const owner = await seller(request);
    const photo = await seedPhoto(request, owner, '#0f766e');
    const idea = await seedIdea(request, owner, { photos: [photo] });
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === photo) asked.push(url.search);
    });
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByTestId('gallery-full-image').locator('img')).toHaveJSProperty('complete', true);
    await page.waitForLoadState('load');
    // The head asks for it with its srcset (and so in the same width as the image), never whole.
    await expect(page.locator('link[rel="preload"][as="image"]:not([imagesrcset])')).toHaveCount(0);
    await expect(page.locator('link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(1);
    expect(asked).toEqual(['?w=480']);
    await context.close();
  });

  test('a visitor’s page fetches the sign-in and creator pages ahead only when their links are pointed at', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner);
    const fetched = watchRouterFetches(page);
    await page.goto(`/ideas/${idea._id}`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    // The sign-in form's and the profile's code stay off the page a visitor is reading.
    expect(fetched.filter((path) => path === '/login' || path.startsWith('/profile/'))).toEqual([]);

    await page.getByTestId('creator-card').getByRole('link', { name: owner.displayName }).hover();
    await expect.poll(() => fetched).toContain(`/profile/${owner.id}`);
    await page.getByRole('link', { name: 'Sign in to contact' }).hover();
    await expect.poll(() => fetched).toContain('/login');
    await page.getByRole('link', { name: 'Sign in to contact' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=%2Fideas%2F${idea._id}$`));
  });

  test('another signed-in user sees the NDA lock panel and the one Contact Creator card, never the gated text', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const other = await seller(request);
    const secret = `Secret ${uniqueWord()} recipe`;
    const idea = await seedIdea(request, owner, {
      requireNDA: true,
      problemDescription: `${secret} problem`,
      solutionDescription: `${secret} solution`,
      contactPreference: 'Messaging',
    });
    await page.goto(`/ideas/${idea._id}`);
    const lock = page.getByTestId('nda-lock');
    await expect(lock).toContainText(LOCK_TEXT);
    await signInViaApi(page, other);
    await page.goto(`/ideas/${idea._id}`);
    await expect(lock.getByRole('heading', { name: 'NDA Required' })).toBeVisible();
    await expect(lock).toContainText(LOCK_TEXT_FOR_BUYER);
    await expect(
      page.getByTestId('action-panel').getByRole('button', { name: 'Request access' }),
    ).toBeVisible();
    const contact = page.getByTestId('creator-card');
    await expect(contact).toHaveCount(1);
    await expect(contact.getByRole('heading', { name: 'Contact Creator' })).toBeVisible();
    await expect(contact).toContainText(owner.displayName);
    // The creator prefers Messaging: the access request is the way in, their email stays theirs.
    await expect(contact).not.toContainText(owner.email);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(contact).toContainText('Preferred contact: Messaging');
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
  });

  test('anonymous visitors see public ideas in full but no emails: Sign in to contact', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner);
    await page.goto(`/ideas/${idea._id}`);
    await expect(page.getByText(idea.problemDescription!)).toBeVisible();
    await expect(
      page.getByTestId('action-panel').getByRole('link', { name: 'Sign in to contact' }),
    ).toBeVisible();
    expect(await page.content()).not.toContain(owner.email);
    const locked = await seedIdea(request, owner, { requireNDA: true });
    await page.goto(`/ideas/${locked._id}`);
    await expect(
      page.getByTestId('creator-card').getByRole('heading', { name: 'Contact Creator' }),
    ).toBeVisible();
    await expect(page.getByTestId('action-panel')).toContainText('Sign in to contact');
    expect(await page.content()).not.toContain(owner.email);
  });

  test('a broken creator picture falls back to the initials', async ({ page, request }) => {
    const owner = await seller(request);
    const upload = await request.post('/api/uploads', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        kind: 'profile_image',
        file: { name: 'me.png', mimeType: 'image/png', buffer: await pngBuffer('#0ea5e9') },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const idea = await seedIdea(request, owner);
    // The picture fails to load (file gone, network error): the card must not show a broken image.
    await page.route(
      (url) => url.href.includes('profile_images'),
      (route) => route.abort(),
    );
    await page.goto(`/ideas/${idea._id}`);
    const avatar = page.getByTestId('creator-card').getByTestId('creator-avatar');
    await expect(avatar).toHaveAttribute('role', 'img');
    await expect(avatar).toHaveAccessibleName(`${owner.displayName}'s photo`);
    await expect(avatar.locator('img')).toHaveCount(0);
  });

  test('the creator deletes an idea through the dialog and lands on the list with the message', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner);
    await signInViaApi(page, owner);
    await page.goto(`/ideas/${idea._id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Delete Idea' })).toBeVisible();
    await expect(dialog).toContainText(`Are you sure you want to delete "${idea.title}"?`);
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.route(`**/ideas/${idea._id}`, async (route) => {
      if (isServerAction(route.request())) await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Idea' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Deleting...' })).toBeVisible();
    await expect(page.getByTestId('flash')).toHaveText('Idea deleted successfully');
    // The one-time flag leaves the address bar, so a reload does not repeat the message.
    await expect(page).toHaveURL(/\/ideas$/);
    await page.reload();
    await expect(page.getByTestId('flash')).toHaveCount(0);
    expect((await request.get(`/api/ideas/${idea._id}`)).status()).toBe(404);
  });

  test('a failed delete shows Failed to delete idea', async ({ page, request }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner);
    await signInViaApi(page, owner);
    await page.goto(`/ideas/${idea._id}`);
    await page.route(`**/ideas/${idea._id}`, (route) =>
      isServerAction(route.request()) ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Idea' }).click();
    await expect(page.getByTestId('delete-error')).toHaveText('Failed to delete idea');
  });

  test('a missing idea answers 404 with the not-found panel', async ({ page, request }) => {
    const missing = await page.goto('/ideas/ffffffffffffffffffffffff');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('idea-not-found')).toContainText('Idea not found');
    expect((await request.get('/ideas/not-an-id')).status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back to Ideas' })).toHaveAttribute('href', '/ideas');
  });

  // The page is now cached and Next prefetches it in full from the list (segment prefetches), so a
  // navigation does not wait; holding the prefetch requests did not bring the loading state back.
  // Left to find a way to hold exactly the page segment.
  test.fixme('a slow idea page shows Loading idea details...', async ({ page, request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    const idea = await seedIdea(request, owner, { title: `Slow detail ${word}` });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Prefetches (which bring the loading state) pass; the navigation's own request is held.
    await page.route(
      (url) => url.pathname === `/ideas/${idea._id}`,
      async (route) => {
        if (!route.request().headers()['next-router-prefetch']) await held;
        await route.continue();
      },
    );
    await page.goto(`/ideas?search=${word}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: `View Details: ${idea.title}` }).click();
    await expect(page.getByText('Loading idea details...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(idea.title);
  });
});
