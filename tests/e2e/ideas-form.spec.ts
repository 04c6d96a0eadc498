import { expect, test, type Page } from './support/test';
import type { IdeaDTO } from '@/lib/ideas/types';
import { signInViaApi } from './support/accounts';
import { pngBuffer, seedIdea, seller, uniqueWord, watchConsole } from './support/ideas';
import { isServerAction } from './support/list-navigation';

async function fillIdea(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Education');
  await page.getByLabel('Type').selectOption('Service');
  await page.getByLabel('Problem Description').fill('Students forget what they learned within a week.');
  await page.getByLabel('Solution Description').fill('Spaced repetition reminders sent by text message.');
  await page.getByLabel('Protection Status').selectOption('Trademark');
  await page.getByLabel('Desired Price ($)').fill('2499.99');
  await page.getByLabel('Contact Preference').selectOption('Messaging');
  await page.getByLabel('Additional Notes (optional)').fill('Works offline too.');
}

test.describe('create and edit an idea', () => {
  test('inline errors from the shared schema, photo upload round trip, then the success page', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const owner = await seller(request);
    await signInViaApi(page, owner);
    await page.goto('/create-idea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit Your Idea');
    await expect(page.getByLabel('Category').locator('option', { hasText: 'Education' })).toHaveCount(1);
    await expect(page.getByLabel('Type')).toHaveValue('Product');
    await expect(page.getByLabel('Protection Status')).toHaveValue('None');
    await expect(page.getByLabel(/Require NDA/)).not.toBeChecked();

    await page.getByRole('button', { name: 'Submit Idea' }).click();
    for (const message of [
      'Title must be at least 3 characters',
      'Please select a category',
      'Problem description must be at least 10 characters',
      'Solution description must be at least 10 characters',
      'Price is required',
      'Please select contact preference',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Desired Price ($)').fill('0');
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(page.getByText('Price must be greater than zero')).toBeVisible();
    await page.getByLabel('Desired Price ($)').fill('20000000');
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(page.getByText('Price cannot exceed $10,000,000')).toBeVisible();

    const title = `Flashcards ${uniqueWord()}`;
    await fillIdea(page, title);

    // Uploads are held back once to see the progress bar, then let through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/uploads', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Photos').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: await pngBuffer('#16a34a') },
      { name: 'two.png', mimeType: 'image/png', buffer: await pngBuffer('#dc2626') },
    ]);
    await expect(page.getByTestId('photo-count')).toContainText('2 photos selected');
    await expect(page.getByTestId('photo-uploading').locator('progress')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Submit Idea' })).toBeDisabled();
    // The disabled button says why.
    await expect(page.getByTestId('submit-hint')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Idea' })).toHaveAccessibleDescription(
      /Still uploading photos/,
    );
    release();
    await expect(page.getByTestId('photo-uploading')).toHaveCount(0);
    await expect(page.getByTestId('submit-hint')).toHaveCount(0);
    await expect(page.getByTestId('photo-previews').locator('img')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect(page.getByTestId('photo-count')).toContainText('1 photo selected');

    // Our own form saves through a server action calling lib/ideas, like POST /api/ideas does.
    const saved = page.waitForResponse((r) => isServerAction(r.request()));
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/ideas\/success\?id=[0-9a-f]{24}$/);
    const listed = (await (await request.get(`/api/ideas?search=${encodeURIComponent(title)}`)).json()) as {
      ideas: IdeaDTO[];
    };
    const idea = listed.ideas.find((i) => i.title === title)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Idea Submitted Successfully!');
    await expect(page.getByTestId('live-and-reviewed')).toContainText('It is live now and will be reviewed');
    expect(page.url()).toContain(`id=${idea._id}`);

    expect(idea.photos).toHaveLength(1);
    await page.getByRole('link', { name: 'View Your Idea' }).click();
    await expect(page).toHaveURL(new RegExp(`/ideas/${idea._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('idea-price')).toHaveText('$2,499.99');
    const img = page.getByTestId('photo-gallery').locator('img');
    await expect(img).toHaveCount(1);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const photo = await request.get(idea.photos![0]!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/webp');
    expect(console.errors).toEqual([]);
  });

  test('Loading categories..., the categories warning, and a failed submit banner at the top', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    await signInViaApi(page, owner);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/categories', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/create-idea');
    await expect(page.getByLabel('Category').locator('option').first()).toHaveText('Loading categories...');
    release();
    await expect(page.getByLabel('Category').locator('option').first()).toHaveText('Select a category');
    await page.unroute('**/api/categories');

    await page.route('**/api/categories', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByTestId('categories-warning')).toHaveText(
      'Warning: Failed to load categories. Please refresh the page.',
    );
    await page.unroute('**/api/categories');
    await page.reload();

    await fillIdea(page, `Banner ${uniqueWord()}`);
    await page.route('**/create-idea', (route) =>
      isServerAction(route.request()) ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(page.getByTestId('form-banner')).toHaveText('Failed to submit idea');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.unroute('**/create-idea');

    // The server's refusal reaches the banner: the idea was deleted while its edit form was open.
    const idea = await seedIdea(request, owner);
    await page.goto(`/ideas/${idea._id}/edit`);
    await expect(page.getByLabel('Title')).toHaveValue(idea.title);
    await request.delete(`/api/ideas/${idea._id}`, { headers: { authorization: `Bearer ${owner.token}` } });
    await page.getByRole('button', { name: 'Update Idea' }).click();
    await expect(page.getByTestId('form-banner')).toHaveText('Idea not found');
  });

  test('the form loads its check when the member starts on it; without it, the server checks field by field', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    await signInViaApi(page, owner);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto('/create-idea');
    await expect(page.getByLabel('Category').locator('option', { hasText: 'Education' })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    await page.getByLabel('Title').focus();
    await expect
      .poll(() => scripts.length, { message: 'the check loads on focus' })
      .toBeGreaterThan(firstLoad);

    // A second visit whose check cannot load: the form is sent as it is, and the server's check of
    // the same schema puts each message beside its field; nothing is created.
    const pageScripts = new Set(scripts.slice(0, firstLoad));
    await page.route('**/_next/static/chunks/**', (route) =>
      pageScripts.has(route.request().url()) ? route.continue() : route.abort('connectionrefused'),
    );
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Desired Price ($)').fill('0');
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    for (const message of [
      'Title must be at least 3 characters',
      'Please select a category',
      'Problem description must be at least 10 characters',
      'Price must be greater than zero',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByTestId('form-banner')).toHaveText('Please correct the errors below.');
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page).toHaveURL(/\/create-idea$/);
  });

  test('the creator edits an idea: prefilled form, Cancel, Update Idea, then Idea updated successfully!', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const idea = await seedIdea(request, owner, { desiredPrice: 900, requireNDA: true });
    await signInViaApi(page, owner);
    await page.goto(`/ideas/${idea._id}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Idea');
    await expect(page.getByRole('link', { name: /Back to Idea Details/ })).toHaveAttribute(
      'href',
      `/ideas/${idea._id}`,
    );
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/ideas/${idea._id}`);
    await expect(page.getByLabel('Title')).toHaveValue(idea.title);
    await expect(page.getByLabel('Desired Price ($)')).toHaveValue('900');
    await expect(page.getByLabel(/Require NDA/)).toBeChecked();
    await expect(page.getByLabel('Category')).toHaveValue('Tech');

    const title = `Renamed ${uniqueWord()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Desired Price ($)').fill('1234567.5');
    await page.getByRole('button', { name: 'Update Idea' }).click();
    await expect(page.getByTestId('flash')).toHaveText('Idea updated successfully!');
    await expect(page).toHaveURL(new RegExp(`/ideas/${idea._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('idea-price')).toHaveText('$1,234,567.50');
  });

  test('someone else cannot edit: You are not authorized to edit this idea; signed-out visitors go to /login', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const other = await seller(request);
    const idea = await seedIdea(request, owner);
    await page.goto(`/ideas/${idea._id}/edit`);
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/create-idea');
    await expect(page).toHaveURL(/\/login/);

    await signInViaApi(page, other);
    await page.goto(`/ideas/${idea._id}/edit`);
    await expect(page.getByTestId('not-authorized')).toContainText(
      'You are not authorized to edit this idea',
    );
    await expect(page.getByLabel('Title')).toHaveCount(0);
  });
});
