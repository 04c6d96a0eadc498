import { expect, test, type BrowserContext, type Page } from './support/test';
import {
  emulatorDisableUser,
  emulatorSignIn,
  emulatorSignUp,
  firebaseModeEnv,
  startAuthEmulator,
  type AuthEmulator,
} from '../api/firebase-emulator';
import { GAPI_STUB } from './firebase-gapi-stub';
import { startAppServer, type AppServer } from '../api/app-server';

// A production server of its own in Firebase mode, against an Auth emulator this file starts.
test.describe.configure({ mode: 'serial' });

let emulator: AuthEmulator | null = null;
let skipReason = '';
let server: AppServer | null = null;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const started = await startAuthEmulator();
  if (typeof started === 'string') {
    skipReason = `the Firebase Auth emulator could not start: ${started}`;
    console.warn(`Firebase browser tests skipped: ${skipReason}`);
    return;
  }
  emulator = started;
  server = await startAppServer({ ...firebaseModeEnv(emulator), DATABASE_URL: '', LOG_LEVEL: 'warn' });
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await emulator?.stop();
});

test.beforeEach(async ({ context }) => {
  test.skip(!emulator, skipReason);
  await routeGoogleScripts(context);
});

/** Google's iframe loader is replaced by a stand-in (no network here); the emulator's CDN styles are dropped. */
async function routeGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STUB }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({ status: 200, body: '' }),
  );
}

async function session(page: Page): Promise<{ user?: { email?: string; name?: string } }> {
  return (await page.request.get(`${base}/api/auth/session`)).json();
}

/** Whether the Firebase SDK in this page holds a signed-in user (its IndexedDB persistence). */
async function firebaseUserInBrowser(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(false);
          const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
          count.onsuccess = () => resolve(count.result > 0);
          count.onerror = () => resolve(false);
        };
      }),
  );
}

const account = {
  email: `fb-e2e-${Date.now()}@example.test`,
  password: 'pass-word-1',
  displayName: 'Firebase Tester',
};

test('registers through the 3-step wizard: Firebase user, profile row and session', async ({ page }) => {
  await page.goto(`${base}/register`);
  await page.getByLabel('Display Name').fill(account.displayName);
  await page.getByLabel('Full Name').fill('Fire Base');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  await page.getByText('Tech', { exact: true }).click();
  await expect(page.getByLabel('Tech', { exact: true })).toBeChecked();
  await page.getByLabel('I agree to the Terms').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByTestId('profile-trigger')).toBeVisible();
  expect((await session(page)).user?.email).toBe(account.email);
  const profile = await (await page.request.get(`${base}/api/profile`)).json();
  expect(profile.user ?? profile).toMatchObject({
    displayName: account.displayName,
    fullName: 'Fire Base',
    location: 'Lisbon',
    preferredCategories: ['Tech'],
  });
  // The account's id is its Firebase uid, as the original client expects.
  const { uid } = await emulatorSignIn(emulator!, account.email, account.password);
  expect((profile.user ?? profile).id).toBe(uid);
  expect(await firebaseUserInBrowser(page)).toBe(true);
  await page.goto(`${base}/profile/${uid}`);
  await expect(page.getByRole('heading', { name: 'Fire Base', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
});

test('Logout ends our session and the Firebase one', async ({ page }) => {
  await signInWithPassword(page, account.email, account.password);
  await page.getByTestId('profile-trigger').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByTestId('profile-trigger')).toHaveCount(0);
  expect((await session(page)).user).toBeUndefined();
  await expect.poll(() => firebaseUserInBrowser(page)).toBe(false);
});

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByTestId('profile-trigger')).toBeVisible();
}

test('signs in with email and password', async ({ page }) => {
  await signInWithPassword(page, account.email, account.password);
  expect((await session(page)).user).toMatchObject({ email: account.email, name: account.displayName });
});

test('a wrong password shows "Invalid email or password"', async ({ page }) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);
  expect((await session(page)).user).toBeUndefined();
});

test('passwords are reset through Firebase: no "Forgot password?" link, and the reset call says so', async ({
  page,
}) => {
  await page.goto(`${base}/login`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  const reply = await page.request.post(`${base}/api/auth/password-reset`, {
    data: { email: account.email },
  });
  expect(reply.status()).toBe(400);
  expect(((await reply.json()) as { message: string }).message).toContain('Firebase Authentication');
});

test('registering an email Firebase already has says so on the account step', async ({ page }) => {
  await emulatorSignUp(emulator!, 'taken@example.test', 'pass-word-1');
  await page.goto(`${base}/register`);
  await page.getByLabel('Display Name').fill('Second');
  await page.getByLabel('Email').fill('taken@example.test');
  await page.getByLabel(/^Password/).fill('pass-word-1');
  await page.getByLabel('Confirm Password').fill('pass-word-1');
  // Our own accounts do not have it: step 1 lets it through, Firebase refuses it at the end.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I agree to the Terms').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'This email is already registered. Sign in instead, or use another email.',
  );
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
});

test('signs in with Google through the emulator popup', async ({ page }) => {
  await page.goto(`${base}/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill('grace@example.test');
  await popup.locator('#display-name-input').fill('Grace Hopper');
  await popup.locator('#sign-in').click();
  await expect(page).toHaveURL(`${base}/`, { timeout: 20_000 });
  await expect(page.getByTestId('profile-trigger')).toBeVisible();
  expect((await session(page)).user).toMatchObject({ email: 'grace@example.test', name: 'Grace Hopper' });
});

test('a Firebase account disabled by an administrator is signed out of the site', async ({ page }) => {
  const user = { email: `fb-disabled-${Date.now()}@example.test`, password: 'pass-word-1' };
  const { uid } = await emulatorSignUp(emulator!, user.email, user.password, 'Soon Disabled');
  await signInWithPassword(page, user.email, user.password);
  expect((await session(page)).user).toMatchObject({ email: user.email, name: 'Soon Disabled' });
  await emulatorDisableUser(emulator!, uid);
  await page.reload();
  // The page learns who is signed in after it loads; Firebase's refresh then ends both sessions.
  await expect.poll(async () => (await session(page)).user, { timeout: 15_000 }).toBeUndefined();
  await expect.poll(() => firebaseUserInBrowser(page)).toBe(false);
  await page.reload();
  await expect(page.getByTestId('account-nav')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('profile-trigger')).toHaveCount(0);
});

/** The JavaScript /login loads (including chunks imported right after hydration): bytes as sent, and whether Firebase's SDK is among it. */
async function loginScripts(
  page: Page,
  url: string,
): Promise<{ transferred: number; decoded: number; firebaseSdk: boolean }> {
  const scripts: Promise<{ transferred: number; decoded: number; firebaseSdk: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().includes('/_next/')) return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          transferred: sizes.responseBodySize,
          decoded: body.length,
          firebaseSdk: body.includes('identitytoolkit.googleapis.com'),
        };
      })(),
    );
  });
  // Not 'networkidle': the presence stream stays open. Lazy chunks start right after hydration.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const all = await Promise.all(scripts);
  return {
    transferred: all.reduce((sum, s) => sum + s.transferred, 0),
    decoded: all.reduce((sum, s) => sum + s.decoded, 0),
    firebaseSdk: all.some((s) => s.firebaseSdk),
  };
}

test('the Firebase SDK reaches the browser only in Firebase mode', async ({ browser, baseURL }) => {
  const defaultPage = await browser.newPage();
  const firebasePage = await browser.newPage();
  await routeGoogleScripts(firebasePage.context());
  const inDefault = await loginScripts(defaultPage, `${baseURL}/login`);
  const inFirebase = await loginScripts(firebasePage, `${base}/login`);
  console.log(
    `first-load JS of /login: default mode ${inDefault.transferred} B sent (${inDefault.decoded} B decoded); ` +
      `Firebase mode ${inFirebase.transferred} B sent (${inFirebase.decoded} B decoded)`,
  );
  expect(inDefault.firebaseSdk).toBe(false);
  expect(inFirebase.firebaseSdk).toBe(true);
  await Promise.all([defaultPage.close(), firebasePage.close()]);
});
