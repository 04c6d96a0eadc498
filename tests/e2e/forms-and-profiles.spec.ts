import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';
import { registerAccount, signInViaApi } from './support/accounts';
import { pngBuffer, seedIdea, seller } from './support/ideas';

const EMAIL_IN_USE = 'This email is already registered. Sign in instead, or use another email.';
const unique = () => `forms-${randomBytes(4).toString('hex')}@example.test`;

/** Presses Tab (only) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectAxeClean(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page });
  // An open menu hides the rest of the page from assistive technology: check the menu itself.
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    label,
  ).toEqual([]);
}

async function expectFits(page: Page, width: number, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('keyboard only: register, then submit an idea, with the focus where it belongs at each step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Keys ${randomBytes(3).toString('hex')}`;
  await page.goto('/register');

  // Step 1: Tab into the form, type, Enter for Next.
  await tabTo(page, page.getByLabel('Display Name'));
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(unique());
  await page.keyboard.press('Tab');
  await page.keyboard.type('pass-word-1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm Password')).toBeFocused();
  await page.keyboard.type('pass-word-1');
  await expect(page.getByTestId('step-1')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'upcoming');
  await page.keyboard.press('Enter');

  // Step 2: the new step's heading has the focus; the indicator ticks step 1.
  await expect(stepHeading(page, 'Personal Information')).toBeFocused();
  await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-1')).not.toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-1').locator('svg')).toHaveCount(1);
  await expect(page.getByTestId('step-2')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'current');
  await tabTo(page, page.getByLabel('Website'));
  await page.keyboard.type('not a site');
  await page.keyboard.press('Enter');
  // Validation applies to Enter as to Next: the error, and no second sentence saying the same.
  await expect(page.getByTestId('error-website')).toHaveText(
    'Website must be a web address such as example.com',
  );
  await expect(page.getByText('For example example.com')).toHaveCount(0);
  await expect(page.getByLabel('Website')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('https://kim.example');
  await page.keyboard.press('Enter');

  // Step 3: heading focused; chips are checkboxes, filled and ticked when chosen; Enter submits.
  await expect(stepHeading(page, 'Preferences')).toBeFocused();
  await expect(page.getByTestId('step-2')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-3')).toHaveAttribute('aria-current', 'step');
  const tech = page.getByRole('checkbox', { name: 'Tech' });
  await tabTo(page, tech);
  const chip = page.locator('label', { has: tech });
  const finance = page.locator('label', { has: page.getByRole('checkbox', { name: 'Finance' }) });
  await page.keyboard.press('Space');
  await expect(tech).toBeChecked();
  await expect(chip).toHaveAttribute('data-checked', 'true');
  await expect(chip.locator('svg')).toHaveCount(1);
  await expect(finance.locator('svg')).toHaveCount(0);
  const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(chip)).not.toBe(await background(finance));
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');

  // Create Idea from the header, by keyboard.
  await tabTo(page, page.getByRole('link', { name: 'Create Idea' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Idea' })).toBeVisible();
  await expect(page.getByTestId('required-note')).toHaveText('Fields marked * are required.');
  for (const label of ['Title', 'Category', 'Problem Description', 'Desired Price ($)']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('label', { hasText: label }).first()).toContainText('*');
  }
  await expect(page.getByLabel('Additional Notes (optional)')).not.toHaveAttribute('aria-required');
  await expect(page.getByRole('option', { name: 'Tech' })).toBeAttached();

  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Keyboard-first parking map');
  await page.keyboard.press('Enter');
  // Invalid: the banner, and the focus on the first wrong field.
  await expect(page.getByTestId('form-banner')).toHaveText('Please correct the errors below.');
  await expect(page.getByLabel('Category')).toBeFocused();
  await page.keyboard.type('Tech');
  await expect(page.getByLabel('Category')).toHaveValue('Tech');
  await tabTo(page, page.getByLabel('Problem Description'));
  await page.keyboard.type('Drivers circle for twenty minutes looking for a spot.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A live map of free spots reported by other drivers.');
  await tabTo(page, page.getByLabel('Desired Price ($)'));
  await page.keyboard.type('2500');
  await expect(page.getByTestId('form-banner')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contact Preference')).toBeFocused();
  await page.keyboard.type('Email');
  // Every field fixed: the sentence about errors is gone.
  await expect(page.getByTestId('form-banner')).toHaveCount(0);
  await tabTo(page, page.getByRole('button', { name: 'Submit Idea' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ideas\/success\?id=[0-9a-f]{24}$/);
});

test('a taken email is caught when leaving step 1, and again when submitting', async ({ page }) => {
  const existing = await registerAccount(page.request);
  await page.goto('/register');
  await page.getByLabel('Display Name').fill('Late Comer');
  await page.getByLabel('Email').fill(existing.email.toUpperCase());
  await page.getByLabel(/^Password/).fill('pass-word-1');
  await page.getByLabel('Confirm Password').fill('pass-word-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('error-email')).toHaveText(EMAIL_IN_USE);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(stepHeading(page, 'Account Information')).toBeVisible();
  await expect(page.getByTestId('step-1')).toHaveAttribute('aria-current', 'step');

  // A free email passes; someone takes it before the last step: the submit still refuses it.
  const email = unique();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Personal Information')).toBeFocused();
  await registerAccount(page.request, { email });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I agree to the Terms').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(stepHeading(page, 'Account Information')).toBeFocused();
  await expect(page.getByTestId('error-email')).toHaveText(EMAIL_IN_USE);
});

test.describe('registration steps on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('step labels are words, not only numbers', async ({ page }) => {
    await page.goto('/register');
    const labels = [
      ['step-1', 'Account', 'Account Information'],
      ['step-2', 'Personal', 'Personal Information'],
      ['step-3', 'Preferences', null],
    ] as const;
    for (const [id, short, long] of labels) {
      await expect(
        page.getByTestId(id).getByText(short, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      if (long) await expect(page.getByTestId(id).getByText(long, { exact: true })).toBeHidden();
    }
  });
});

test('photos: a refused file is explained beside the picker, and photos keep the order they were picked in', async ({
  page,
}) => {
  const me = await registerAccount(page.request);
  await signInViaApi(page, me);
  await page.goto('/create-idea');
  const picker = page.getByLabel('Photos');

  // Refused in the browser: wrong type, too large.
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('error-photos')).toContainText('notes.txt is not a supported image');
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByTestId('error-photos')).toContainText('huge.png is larger than 5 MB');
  // Refused by the server (not an image inside): the message, and no tile left behind.
  await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(page.getByTestId('error-photos')).toContainText('fake.png:');
  await expect(page.getByTestId('photo-uploading')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /uploading/i })).toHaveCount(0);
  await expect(page.getByTestId('photo-count')).toContainText('0 photos selected');

  // The first photo's upload finishes last; it is still shown first.
  const urls = new Map<string, string>();
  let releaseFirst: () => void = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route('**/api/uploads', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const file = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
    if (file === 'first.png') await firstHeld;
    const response = await route.fetch();
    urls.set(file, new URL(((await response.json()) as { url: string }).url, 'http://x').pathname);
    await route.fulfill({ response });
    if (file === 'second.png') releaseFirst();
  });
  await picker.setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await pngBuffer('#16a34a') },
    { name: 'second.png', mimeType: 'image/png', buffer: await pngBuffer('#dc2626') },
  ]);
  await expect(page.getByTestId('error-photos')).toBeHidden();
  await expect(page.getByTestId('photo-previews').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('photo-uploading')).toHaveCount(0);
  const shown = await page
    .getByTestId('photo-previews')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
  expect(shown).toEqual([urls.get('first.png'), urls.get('second.png')]);
});

test('profiles: no @handle, the user’s ideas listed, and 404 for an unknown user', async ({ page }) => {
  const owner = await seller(page.request, { fullName: 'Maya Chen', displayName: 'Maya' });
  const first = await seedIdea(page.request, owner, {
    title: `Garden planner ${randomBytes(2).toString('hex')}`,
  });
  const second = await seedIdea(page.request, owner, {
    title: `Bike courier ${randomBytes(2).toString('hex')}`,
  });
  const viewer = await registerAccount(page.request);
  await signInViaApi(page, viewer);

  await page.goto(`/profile/${owner.id}`);
  // The presence stream is open: the viewer counts as online from now on.
  await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(page.locator('#main-content').getByTestId('profile-display-name')).toHaveText(
    'Display name: Maya',
  );
  await expect(page.locator('#main-content')).not.toContainText('@Maya');
  await expect(page.locator('#main-content').getByTestId('online-indicator')).toHaveAccessibleName(
    /^(Online|Offline)$/,
  );
  const ideas = page.locator('#main-content').getByTestId('profile-ideas');
  await expect(ideas.getByRole('heading', { level: 2 })).toHaveText('Ideas by Maya');
  await expect(ideas.getByTestId('idea-card')).toHaveCount(2);
  await expect(ideas.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
  await expect(ideas.getByRole('heading', { level: 3, name: second.title })).toBeVisible();
  await expect(ideas.getByRole('link', { name: 'View all 2 ideas' })).toHaveAttribute(
    'href',
    `/ideas?creator=${owner.id}`,
  );

  // The signed-in viewer is online: the dot is labelled and the word is shown.
  await page.goto('/profile');
  await expect(page.locator('#main-content').getByTestId('online-indicator')).toHaveAccessibleName('Online');
  await expect(page.locator('#main-content').getByText('Online', { exact: true })).toBeVisible();
  await expect(page.locator('#main-content').getByTestId('profile-ideas')).toContainText(
    'You have not submitted any ideas yet.',
  );

  const missing = await page.goto('/profile/0123456789abcdef01234567');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
});

test('the Online list reads names cleanly and marks the viewer with (you)', async ({ page }) => {
  const me = await registerAccount(page.request, {
    displayName: `Keyboard Kim ${randomBytes(2).toString('hex')}`,
  });
  await signInViaApi(page, me);
  await page.goto('/');
  await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
  await page.getByTestId('online-trigger').click();
  const item = page
    .getByTestId('online-list')
    .getByRole('menuitem', { name: `${me.displayName} (you)`, exact: true });
  await expect(item).toHaveAttribute('href', `/profile/${me.id}`);
  await expect(item).toHaveAccessibleName(`${me.displayName} (you)`);
});

test('login says why when a guarded page sent the visitor', async ({ page }) => {
  await page.goto('/create-idea');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcreate-idea$/);
  await expect(page.getByTestId('login-reason')).toHaveText('Sign in to submit an idea');
  await page.goto(`/login?callbackUrl=${encodeURIComponent('/ideas?page=2')}`);
  await expect(page.getByTestId('login-reason')).toHaveText('Please sign in to continue');
  await page.goto('/login');
  await expect(page.getByTestId('login-reason')).toHaveCount(0);
  await page.goto(`/login?callbackUrl=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByTestId('login-reason')).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test.describe(`forms and profiles are axe clean at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('register steps, login with a reason, create idea with errors, profile with ideas, Online list', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/register');
      await page.getByLabel('Display Name').fill('Axe Person');
      await page.getByLabel('Email').fill(unique());
      await page.getByLabel(/^Password/).fill('pass-word-1');
      await page.getByLabel('Confirm Password').fill('pass-word-1');
      await expectAxeClean(page, 'register step 1');
      await expectFits(page, width, 'register step 1');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Website').fill('nope');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('error-website')).not.toBeEmpty();
      await expectAxeClean(page, 'register step 2');
      await page.getByLabel('Website').fill('');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Tech', { exact: true }).click();
      await expectAxeClean(page, 'register step 3');
      await expectFits(page, width, 'register step 3');

      await page.goto(`/login?callbackUrl=${encodeURIComponent('/create-idea')}`);
      await expect(page.getByTestId('login-reason')).toBeVisible();
      await expectAxeClean(page, 'login');

      const owner = await seller(page.request, { fullName: 'Axe Owner' });
      await seedIdea(page.request, owner);
      await signInViaApi(page, owner);
      await page.goto('/create-idea');
      await expect(page.getByRole('option', { name: 'Tech' })).toBeAttached();
      await page.getByRole('button', { name: 'Submit Idea' }).click();
      await expect(page.getByTestId('form-banner')).toBeVisible();
      await page
        .getByLabel('Photos')
        .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await expect(page.getByTestId('error-photos')).toBeVisible();
      await expectAxeClean(page, 'create idea');
      await expectFits(page, width, 'create idea');

      await page.goto('/profile');
      await expect(page.getByTestId('profile-ideas').getByTestId('idea-card')).toHaveCount(1);
      await expectAxeClean(page, 'profile');
      await expectFits(page, width, 'profile');

      await page.goto('/');
      await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
      if (width < 768) return;
      await page.getByTestId('online-trigger').click();
      await expect(page.getByTestId('online-list').getByRole('menuitem').first()).toBeVisible();
      await expectAxeClean(page, 'online list', '[data-testid="online-list"]');
    });
  });
}
