import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type Page } from './support/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { registerAccount } from './support/accounts';
import { freePort } from '@/lib/platform/net';

// Google sign-in end to end: a local OpenID Connect server stands in for Google, and a second
// production server of the product is configured to use it.

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

let oidc: OAuth2Server;
let app: ChildProcess;
let appUrl: string;
let dataDir: string;
let identity: Identity;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Google test server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the Google test server did not start');
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(await freePort(), '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });

  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'ideas-google-e2e-'));
  app = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: appUrl,
      AUTH_SECRET: 'google-e2e-secret-that-is-long-enough-0123456789',
      GOOGLE_CLIENT_ID: 'ideas-test-client',
      GOOGLE_CLIENT_SECRET: 'ideas-test-secret',
      GOOGLE_ISSUER: oidc.issuer.url!,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(appUrl, app);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await oidc?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signInWithGoogle(page: Page) {
  await page.goto(`${appUrl}/login`);
  await expect(page.getByTestId('google-terms')).toContainText('you agree to the Terms');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
}

async function sessionUser(page: Page) {
  return (await (await page.request.get(`${appUrl}/api/auth/session`)).json()).user as
    { id: string; email: string; name: string } | undefined;
}

test('a first Google sign-in creates the profile from the identity', async ({ page }) => {
  const suffix = randomBytes(4).toString('hex');
  identity = {
    sub: `google-${suffix}`,
    email: `g-${suffix}@example.test`,
    email_verified: true,
    name: 'Gina Google',
    picture: 'https://lh3.example.test/photo.jpg',
  };
  await signInWithGoogle(page);
  await page.waitForURL(`${appUrl}/`);
  const user = await sessionUser(page);
  expect(user).toMatchObject({ email: identity.email, name: 'Gina Google' });
  expect(user!.id).toMatch(/^[0-9a-f]{24}$/);
  await page.goto(`${appUrl}/profile`);
  await expect(page.getByRole('heading', { name: 'Gina Google', level: 1 })).toBeVisible();
  // Inside the page's own content: a hidden copy of a streamed page sits outside it until revealed.
  await expect(page.locator('#main-content').getByTestId('profile-email')).toHaveText(identity.email);
  // The login page says that continuing with Google accepts the Terms: the new account records it.
  const exported = await (await page.request.get(`${appUrl}/api/profile/export`)).json();
  expect(exported.termsAccepted).toMatchObject({
    termsVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });

  // Signing out and in again with the same Google account finds the same user.
  await page.context().clearCookies();
  await signInWithGoogle(page);
  await page.waitForURL(`${appUrl}/`);
  expect((await sessionUser(page))!.id).toBe(user!.id);
});

test('Google sign-in with the verified email of an existing account links to it', async ({ page }) => {
  const api = await request.newContext({ baseURL: appUrl });
  const account = await registerAccount(api);
  await api.dispose();
  identity = {
    sub: `google-${randomBytes(4).toString('hex')}`,
    email: account.email.toUpperCase(),
    email_verified: true,
    name: 'Someone Else',
  };
  await signInWithGoogle(page);
  await page.waitForURL(`${appUrl}/`);
  expect(await sessionUser(page)).toMatchObject({ id: account.id, email: account.email });
});

test('an unverified Google email is refused with "Failed to log in with Google"', async ({ page }) => {
  identity = {
    sub: `google-${randomBytes(4).toString('hex')}`,
    email: `u-${randomBytes(4).toString('hex')}@example.test`,
    email_verified: false,
    name: 'Unverified',
  };
  await signInWithGoogle(page);
  await page.waitForURL(/\/login\?.*error=/);
  await expect(page.getByTestId('form-error')).toHaveText('Failed to log in with Google');
  expect(await sessionUser(page)).toBeUndefined();
});
