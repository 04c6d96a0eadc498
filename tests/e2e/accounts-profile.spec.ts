import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { registerAccount, signInViaApi } from './support/accounts';

// The page's own content: while React reveals a streamed page, a hidden copy of it sits outside it.
const content = (page: Page) => page.locator('#main-content');

test('own profile shows email and Edit; another user’s shows neither', async ({ page }) => {
  const me = await registerAccount(page.request, { fullName: 'Me Myself', bio: 'My own bio' });
  const other = await registerAccount(page.request, {
    fullName: 'Other Person',
    bio: 'Their bio',
    location: 'Oslo',
  });
  await signInViaApi(page, me);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Me Myself', level: 1 })).toBeVisible();
  await expect(content(page).getByTestId('profile-email')).toHaveText(me.email);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(content(page).getByText('Activity Overview')).toBeVisible();
  await expect(content(page).getByTestId('ideas-submitted')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'View ideas' })).toHaveAttribute(
    'href',
    '/ideas?filter=my-ideas',
  );
  await expect(content(page).getByText('Coming soon')).toHaveCount(3);
  await expect(content(page).getByText('Preferences & Skills')).toBeVisible();

  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { name: 'Other Person', level: 1 })).toBeVisible();
  await expect(content(page).getByText('Their bio')).toBeVisible();
  await expect(content(page).getByText('Oslo')).toBeVisible();
  await expect(content(page).getByTestId('profile-email')).toHaveCount(0);
  await expect(content(page).getByText(other.email)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View ideas' })).toHaveAttribute(
    'href',
    `/ideas?creator=${other.id}`,
  );

  await page.goto('/profile/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
});

test('editing the profile with a photo and a CV, then back to the profile after the success message', async ({
  page,
}) => {
  const me = await registerAccount(page.request, { fullName: 'Before Edit' });
  await signInViaApi(page, me);
  await page.goto('/profile/edit');
  await expect(page.getByLabel('Email')).toHaveValue(me.email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(content(page).getByText('Email cannot be changed')).toBeVisible();

  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Profile Photo')
    .setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(content(page).getByText('Uploading...')).toHaveCount(0);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await page
    .getByLabel('CV (.pdf, .doc, .docx)')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(content(page).getByTestId('current-cv')).toContainText('resume.pdf');

  await page.getByLabel('Display Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(content(page).getByText('Display name is required')).toBeVisible();
  await page.getByLabel('Display Name').fill('After Edit');
  await page.getByLabel('Full Name').fill('After Edit Full');
  await page.getByLabel('Bio').fill('Edited bio');
  await page.getByLabel('Location').fill('Porto');
  await page.getByLabel('Website').fill('https://after.example');
  await content(page).getByText('Education', { exact: true }).click();
  await content(page).getByText('German', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(content(page).getByTestId('form-success')).toHaveText('Profile updated successfully!');
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { name: 'After Edit Full', level: 1 })).toBeVisible();
  await expect(content(page).getByText('Edited bio')).toBeVisible();
  await expect(content(page).getByText('Education')).toBeVisible();
  const photo = page.getByRole('img', { name: "After Edit's photo" });
  await expect(photo).toHaveAttribute('src', new RegExp(`^/api/uploads/profile_images/${me.id}`));
  const cv = content(page).getByTestId('cv-link');
  const cvReply = await page.request.get((await cv.getAttribute('href'))!);
  expect(cvReply.headers()['content-type']).toBe('application/pdf');
  expect(cvReply.headers()['content-disposition']).toContain('attachment');
});

test('Cancel on the edit page returns to the profile without saving', async ({ page }) => {
  const me = await registerAccount(page.request, { fullName: 'Unchanged Name' });
  await signInViaApi(page, me);
  await page.goto('/profile/edit');
  await page.getByLabel('Full Name').fill('Changed Name');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { name: 'Unchanged Name', level: 1 })).toBeVisible();
});

test('a file that is not really an image is refused with a clear message', async ({ page }) => {
  const me = await registerAccount(page.request);
  await signInViaApi(page, me);
  await page.goto('/profile/edit');
  const fake = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0)]);
  await page
    .getByLabel('Profile Photo')
    .setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: fake });
  await expect(
    content(page).getByText('Only JPEG, PNG, WebP, GIF or AVIF images are accepted'),
  ).toBeVisible();
});
