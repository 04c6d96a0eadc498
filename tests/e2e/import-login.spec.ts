import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import {
  authExportFile,
  authExportUser,
  firebaseUid,
  firestoreProfile,
  makeHashConfig,
  originalIdea,
  relaxedLines,
} from '../api/import-fixtures';
import { startAppServer, type AppServer } from '../api/app-server';
import { expectNoAxeViolations } from './support/axe';

// The operator's order of things: import the original app's exports with the CLI into a fresh
// data directory, then start the production server on it (the embedded database takes one
// process at a time, so the shared test server's directory cannot be imported into).
test.describe.configure({ mode: 'serial' });

const config = makeHashConfig();
const user = {
  uid: firebaseUid(),
  email: 'maria@original.test',
  password: 'her-old-firebase-password',
  displayName: 'Maria',
};
/** Her password of the original app breaks today's rules (shorter than 8 characters). */
const shortUser = {
  uid: firebaseUid(),
  email: 'ken@original.test',
  password: 'ken-12',
  displayName: 'Ken',
};
const idea = originalIdea(user.uid, 1, { title: 'Solar kettle from the original app' });

let dataDir = '';
let server: AppServer | null = null;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'ideas-e2e-import-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dataDir, name), text);
    return path.join(dataDir, name);
  };
  const files = [
    '--auth',
    file('auth.json', authExportFile([authExportUser(user, config), authExportUser(shortUser, config)])),
    '--hash-config',
    file('hash.json', JSON.stringify(config)),
    '--users',
    file(
      'users.json',
      JSON.stringify(
        {
          [user.uid]: firestoreProfile(user.uid, user.email, 'Maria S.'),
          [shortUser.uid]: firestoreProfile(shortUser.uid, shortUser.email, 'Ken'),
        },
        null,
        2,
      ),
    ),
    '--ideas',
    file('ideas.json', relaxedLines([idea])),
  ];
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/import-original.ts', ...files],
    { env },
  );
  expect(stdout).toContain('users: 2 imported');
  expect(stdout).toContain('ideas: 1 imported');

  server = await startAppServer({ DATABASE_URL: '', LOG_LEVEL: 'warn' }, { dataDir });
  base = server.url;
});

test.afterAll(async () => {
  // The server removes the data directory when it stops; without one, it is removed here.
  if (server) await server.stop();
  else if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an imported user signs in on the login page with the password of the original app', async ({
  page,
}) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not-her-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);
  const session = await (await page.request.get(`${base}/api/auth/session`)).json();
  expect(session.user).toMatchObject({ id: user.uid, email: user.email, name: 'Maria S.' });

  // Her idea kept its id, so links to the original app's idea pages still lead to it.
  await page.goto(`${base}/ideas/${idea._id.toHexString()}`);
  await expect(page.getByRole('heading', { name: idea.title })).toBeVisible();
});

test('an imported user whose old password is too short signs in with it and is asked to change it', async ({
  page,
}) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(shortUser.email);
  await page.getByLabel('Password').fill(shortUser.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);

  // A notice, not a wall: the site works, and the notice leads to the password form.
  const notice = page.getByTestId('password-notice');
  await expect(notice).toContainText('Your password is too short or too common');
  await page.goto(`${base}/ideas`);
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Change your password' }).click();
  await page.waitForURL(`${base}/settings#password`);
  await expectNoAxeViolations(page);

  const section = page.locator('#main-content').getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill(shortUser.password);
  await section.getByLabel(/^New password/).fill('ken-longer-pass-12');
  await section.getByLabel('Confirm new password').fill('ken-longer-pass-12');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByTestId('password-done')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goto(`${base}/ideas`);
  await expect(page.getByTestId('profile-trigger')).toBeVisible();
  await expect(page.getByTestId('password-notice')).toHaveCount(0);

  // Maria's long password asked nothing of her.
  const maria = await page.context().browser()!.newPage();
  await maria.goto(`${base}/login`);
  await maria.getByLabel('Email').fill(user.email);
  await maria.getByLabel('Password').fill(user.password);
  await maria.getByRole('button', { name: 'Login' }).click();
  await maria.waitForURL(`${base}/`);
  await expect(maria.getByTestId('profile-trigger')).toBeVisible();
  await expect(maria.getByTestId('password-notice')).toHaveCount(0);
  await maria.close();
});
