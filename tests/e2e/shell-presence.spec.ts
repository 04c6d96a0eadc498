import { expect, test, type Page } from './support/test';
import { registerAccount, signInViaApi } from './support/accounts';

// The e2e server runs with the default grace period.
const GRACE_MS = 5000;

async function onlineCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('online-trigger').textContent()) ?? '';
  const match = /Online \((\d+)\)/.exec(text);
  if (!match) throw new Error(`unexpected trigger text: ${text}`);
  return Number(match[1]);
}

test('users coming and going show up live in the Online list', async ({ browser }) => {
  test.setTimeout(60_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const alice = await registerAccount(pageA.request, { displayName: `Alice ${Date.now()}` });
    await signInViaApi(pageA, alice);
    await pageA.goto('/');
    await expect(pageA.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
    await pageA.getByTestId('online-trigger').click();
    const listA = pageA.getByTestId('online-list');
    await expect(listA.getByRole('menuitem', { name: alice.displayName })).toHaveAttribute(
      'href',
      `/profile/${alice.id}`,
    );
    // Users of earlier tests leave within the grace period: start from Alice alone.
    await expect(pageA.getByTestId('online-trigger')).toHaveText('Online (1)', { timeout: GRACE_MS + 5000 });
    const before = await onlineCount(pageA);

    const pageB = await contextB.newPage();
    const bob = await registerAccount(pageB.request, { displayName: `Bob ${Date.now()}` });
    await signInViaApi(pageB, bob);
    await pageB.goto('/');
    await expect(pageB.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');

    // B's stream is open: A's list shows B within 2 s, and the count goes up.
    await expect(listA.getByRole('menuitem', { name: bob.displayName })).toHaveAttribute(
      'href',
      `/profile/${bob.id}`,
      { timeout: 2000 },
    );
    await expect(pageA.getByTestId('online-trigger')).toHaveText(`Online (${before + 1})`);

    // B closes the tab: B stays listed through the grace period, then leaves A's list.
    const closedAt = Date.now();
    await pageB.close();
    await expect(listA.getByRole('menuitem', { name: bob.displayName })).toHaveCount(0, {
      timeout: GRACE_MS + 5000,
    });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 1000);
    await expect(pageA.getByTestId('online-trigger')).toHaveText(`Online (${before})`);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('logging out ends the presence stream: the user leaves the others’ Online list', async ({ browser }) => {
  test.setTimeout(60_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const watcher = await registerAccount(pageA.request, { displayName: `Watcher ${Date.now()}` });
    await signInViaApi(pageA, watcher);
    await pageA.goto('/');
    await pageA.getByTestId('online-trigger').click();
    const listA = pageA.getByTestId('online-list');

    const pageB = await contextB.newPage();
    const leaver = await registerAccount(pageB.request, { displayName: `Leaver ${Date.now()}` });
    await signInViaApi(pageB, leaver);
    await pageB.goto('/');
    await expect(listA.getByRole('menuitem', { name: leaver.displayName })).toBeVisible();

    await pageB.getByTestId('profile-trigger').click();
    await pageB.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(
      pageB.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    // pageB stays open; only its stream closed.
    await expect(listA.getByRole('menuitem', { name: leaver.displayName })).toHaveCount(0, {
      timeout: GRACE_MS + 5000,
    });
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('the Online list reconnects by itself when the stream is refused for a while', async ({ page }) => {
  const account = await registerAccount(page.request);
  await signInViaApi(page, account);
  let refused = 0;
  await page.route('**/api/presence', async (route) => {
    refused += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"success":false,"message":"restarting"}',
    });
  });
  await page.goto('/');
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'connecting');
  await page.unroute('**/api/presence');
  await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live', {
    timeout: 10_000,
  });
  await page.getByTestId('online-trigger').click();
  await expect(
    page.getByTestId('online-list').getByRole('menuitem', { name: account.displayName }),
  ).toBeVisible();
});
