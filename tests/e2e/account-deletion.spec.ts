import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seedPhoto, seller, uniqueWord, watchConsole } from './support/ideas';

/** The page's own content (a streamed page keeps a hidden copy elsewhere for a moment). */
const main = (page: Page) => page.locator('#main-content');

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a member downloads their data, then deletes the account with their password', async ({ page }) => {
  // The refused sign-in and the idea's 404 are expected failed loads.
  const console = watchConsole(page, [/Failed to load resource/]);
  const owner = await seller(page.request);
  const word = uniqueWord();
  const photo = await seedPhoto(page.request, owner);
  const idea = await seedIdea(page.request, owner, { title: `Leaving idea ${word}`, photos: [photo] });

  await page.goto('/login?callbackUrl=%2Fsettings');
  await signIn(page, owner.email, owner.password);
  await page.waitForURL((url) => url.pathname === '/settings');

  // Download my data: a JSON file with the email and the idea.
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ideas-marketplace-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    ideas: { _id: string; title: string }[];
    uploads: { url: string }[];
  };
  expect(data.profile.email).toBe(owner.email);
  expect(data.ideas.map((i) => i.title)).toEqual([idea.title]);
  expect(data.uploads.map((u) => new URL(u.url).pathname)).toEqual([photo]);

  // The danger zone's dialog says what goes, and asks for the password.
  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('deletion-list')).toContainText('1 idea and its photos');
  await expect(dialog.getByTestId('deletion-list')).toContainText('1 uploaded file');
  await expect(dialog.getByTestId('deletion-list')).toContainText('1 API token');
  await expect(dialog.getByTestId('deletion-receipts')).toContainText(
    'authorship receipts of your ideas are kept, as hashes only',
  );
  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  // Nothing typed, then a wrong password: refused, said next to the field, nothing deleted.
  const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
  await confirm.click();
  await expect(dialog.getByTestId('error-delete-password')).toHaveText(
    'Enter your password to delete your account',
  );
  await password.fill('not-my-password');
  await confirm.click();
  await expect(dialog.getByTestId('error-delete-password')).toHaveText('The password is not correct');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/settings$/);

  await password.fill(owner.password);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(main(page).getByTestId('flash')).toContainText('Your account was deleted');
  await expect(page).not.toHaveURL(/flash=/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: unknown };
  expect(session.user).toBeUndefined();

  // The old credentials no longer sign in.
  await page.goto('/login');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);

  // The idea is gone: its page is a 404, the list no longer has it, its photo is not served.
  const ideaPage = await page.goto(`/ideas/${idea._id}`);
  expect(ideaPage?.status()).toBe(404);
  await page.goto(`/ideas?search=${word}`);
  await expect(main(page).getByTestId('idea-card')).toHaveCount(0);
  expect((await page.request.get(photo)).status()).toBe(404);
  expect(console.errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dialog fits the screen, closes with Escape or Cancel, and deletes nothing', async ({ page }) => {
    const owner = await seller(page.request);
    await page.goto('/login?callbackUrl=%2Fsettings');
    await signIn(page, owner.email, owner.password);
    await page.waitForURL((url) => url.pathname === '/settings');

    const open = main(page).getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByTestId('deletion-list')).toContainText('0 ideas');
    const frame = (await dialog.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const profile = await page.request.get('/api/profile');
    expect(profile.status()).toBe(200);
  });
});
