import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { registerAccount, signInViaApi } from './support/accounts';
import { seedIdea, seller } from './support/ideas';
import { holdListNavigations, watchRouterFetches } from './support/list-navigation';
import { holdLaterChunks } from './support/chunks';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navigation for visitors', () => {
  test('shows Home, Ideas, Create Idea, Login and Register, marks the current page, and has the footer links', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Ideas' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Create Idea' })).toHaveAttribute('href', '/create-idea');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(account.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(page.getByTestId('online-trigger')).toHaveCount(0);
    await expect(page.getByTestId('profile-trigger')).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Browse Ideas' })).toHaveAttribute('href', '/ideas');
    await expect(footer.getByRole('link', { name: 'Submit Your Idea' })).toHaveAttribute(
      'href',
      '/create-idea',
    );

    await page.goto('/ideas');
    await expect(mainNav(page).getByRole('link', { name: 'Ideas' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('home hero buttons lead to submitting and browsing ideas', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn Your Ideas into Reality & Profit');
    await expect(hero).toContainText('the marketplace for innovative ideas');
    await expect(hero.getByRole('link', { name: 'Submit Your Idea' })).toHaveAttribute(
      'href',
      '/create-idea',
    );
    await hero.getByRole('link', { name: 'Browse Ideas' }).click();
    await expect(page).toHaveURL(/\/ideas$/);
    await expect(page.getByRole('heading', { name: 'Newest ideas' })).toHaveCount(0);
  });

  test('a link to the ideas list marks itself while the list renders, and only then', async ({
    page,
    request,
  }) => {
    // The list renders on every request and has no loading state of its own to show at once.
    const idea = await seedIdea(request, await seller(request));
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    const links = [
      { from: '/', link: mainNav(page).getByRole('link', { name: 'Ideas' }) },
      { from: '/', link: hero.getByRole('link', { name: 'Browse Ideas' }) },
      { from: '/', link: page.getByRole('contentinfo').getByRole('link', { name: 'Browse Ideas' }) },
      { from: `/ideas/${idea._id}`, link: page.getByRole('link', { name: 'Back to Ideas' }) },
    ];
    for (const { from, link } of links) {
      await page.goto(from);
      await expect(link.getByTestId('link-pending')).toHaveCount(0);
      const { release } = await holdListNavigations(page);
      await link.click();
      await expect(link.getByTestId('link-pending')).toBeVisible();
      await expect(page).not.toHaveURL(/\/ideas$/);
      release();
      await expect(page).toHaveURL(/\/ideas$/);
      await expect(page.getByTestId('link-pending')).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('the header’s and footer’s links fetch their pages ahead only when pointed at or focused', async ({
    page,
  }) => {
    const fetched = watchRouterFetches(page);
    await page.goto('/ideas');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);

    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Login' }).hover();
    await expect.poll(() => fetched).toContain('/login');
    await mainNav(page).getByRole('link', { name: 'Create Idea' }).focus();
    await expect.poll(() => fetched).toContain('/create-idea');
    expect(fetched).not.toContain('/register');

    await account.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('home lists the newest ideas or says there are none yet', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Newest ideas' })).toBeVisible();
    await expect(page.getByTestId('newest-empty').or(page.getByTestId('newest-idea').first())).toBeVisible();
  });

  test('an unknown path answers 404 with Page Not Found and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('home and 404 pages are accessible (axe)', async ({ page }) => {
    for (const path of ['/', '/missing-page']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${path}: ${JSON.stringify(results.violations, null, 1)}`).toEqual([]);
    }
  });
});

test.describe('navigation for signed-in users', () => {
  test('a page loaded without a session asks nobody who is signed in; with one, it asks', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/viewer') asked.push(request.url());
    });
    await page.goto('/ideas');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(asked).toEqual([]);

    await signInViaApi(page, await registerAccount(page.request));
    await page.goto('/ideas');
    await expect(page.getByTestId('profile-trigger')).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });

  test('with a session, the HTML asks who is signed in and the viewer’s view of an idea before any script of the app runs, and the page asks once', async ({
    page,
  }) => {
    const owner = await seller(page.request);
    const idea = await seedIdea(page.request, owner, { requireNDA: true });
    await signInViaApi(page, await registerAccount(page.request));
    const viewerAsk = (url: string) => new URL(url).pathname === '/api/viewer';
    const ideaAsk = (url: string) => new URL(url).pathname === `/api/ideas/${idea._id}`;

    // None of the app's scripts run: the asks come from the HTML's own inline scripts.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    const asked = Promise.all([
      page.waitForRequest((request) => viewerAsk(request.url())),
      page.waitForRequest((request) => ideaAsk(request.url())),
    ]);
    await page.goto(`/ideas/${idea._id}`);
    await asked;
    await page.unroute('**/_next/static/chunks/**');

    // With the scripts, the islands read those answers instead of asking again.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (viewerAsk(request.url()) || ideaAsk(request.url())) requests.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByTestId('profile-trigger')).toBeVisible();
    await expect(page.getByTestId('next-step').getByRole('button', { name: 'Request access' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.sort()).toEqual([`/api/ideas/${idea._id}`, '/api/viewer']);
  });

  test('the header’s signed-in controls show before their code: a press opens the menu once it is in, and keyboard focus stays on the trigger', async ({
    page,
  }) => {
    await signInViaApi(page, await registerAccount(page.request));
    // The page's own scripts load; the chunks it asks for later (the menus' code) wait.
    const chunks = await holdLaterChunks(page, '/');

    // Not until 'load': the held chunks' scripts hold the load event back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    await expect(page.getByTestId('online-trigger')).toHaveText('Online (0)');
    await expect(page.getByTestId('messages-link')).toHaveAttribute('href', '/messages');
    await expect(page.getByTestId('profile-trigger')).toBeVisible();
    await bell.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    chunks.release();
    await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('menu', { name: 'Notifications' })).toContainText('No notifications yet');

    chunks.hold();
    await page.reload({ waitUntil: 'domcontentloaded' });
    const trigger = page.getByTestId('profile-trigger');
    await trigger.focus();
    await expect(trigger).not.toHaveAttribute('id', /.+/);
    chunks.release();
    // The menu library's trigger (with its id) takes the early one's place, and the focus.
    await expect(trigger).toHaveAttribute('id', /.+/);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  });

  test('an answer to the early ask that is in when the page hydrates shows in the commit that hydrates: no frame shows the hydrated header still asking', async ({
    page,
  }) => {
    await signInViaApi(page, await registerAccount(page.request));
    // React reports each commit to the developer tools' hook; this one notes a commit made while
    // the header's account area, already hydrated, still said it was asking. Every frame after
    // such a commit that still shows it is counted.
    await page.addInitScript(() => {
      const seen = window as unknown as { busyAfterHydration: number };
      seen.busyAfterHydration = 0;
      let committed = false;
      const busy = () => {
        const nav = document.querySelector('[data-testid="account-nav"][aria-busy="true"]');
        return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber'));
      };
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onScheduleFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          onCommitFiberRoot: () => {
            if (busy()) committed = true;
          },
        },
      });
      const tick = () => {
        if (committed && busy()) seen.busyAfterHydration++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // The app's scripts wait until the HTML's own ask has its answer.
    let answered: Promise<unknown> | null = null;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      answered ??= page.waitForFunction(
        () =>
          (self as unknown as { __earlyAsks?: Record<string, { settled?: true }> }).__earlyAsks?.[
            '/api/viewer'
          ]?.settled === true,
      );
      await answered;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('profile-trigger')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { busyAfterHydration: number }).busyAfterHydration),
    ).toBe(0);
  });

  test('hides Login and Register and offers the profile menu with Profile and Logout', async ({ page }) => {
    const account = await registerAccount(page.request);
    await signInViaApi(page, account);
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Create Idea' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(page.getByTestId('online-trigger')).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, JSON.stringify(results.violations, null, 1)).toEqual([]);

    await page.getByRole('button', { name: `Account menu for ${account.displayName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user).toBeUndefined();
  });

  test('the profile menu works from the keyboard', async ({ page }) => {
    const account = await registerAccount(page.request);
    await signInViaApi(page, account);
    await page.goto('/');
    const trigger = page.getByTestId('profile-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens and closes from the keyboard and lists the navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Ideas', 'Create Idea', 'Login', 'Register']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, JSON.stringify(results.violations, null, 1)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
  });

  test('signed out at 360px the home page fits the screen and is accessible', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Submit Your Idea' }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, JSON.stringify(results.violations, null, 1)).toEqual([]);
  });

  test('signed in at 360px: no Login or Register, and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await registerAccount(page.request);
    await signInViaApi(page, account);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Create Idea' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByTestId('online-trigger')).toBeVisible();
    await expect(page.getByTestId('profile-trigger')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
