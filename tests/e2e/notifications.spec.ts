import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord } from './support/ideas';
import { holdLaterChunks } from './support/chunks';

test.describe('notifications: the bell, /notifications and the settings', () => {
  test('an access request lights A’s bell live; the bell and /notifications list it; Mark all as read clears it', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const creator = await seller(pageA.request);
      const requester = await seller(contextB.request);
      const title = `Bell ${uniqueWord()}`;
      const idea = await seedIdea(pageA.request, creator, { title, requireNDA: true });

      await signInViaApi(pageA, creator);
      await pageA.goto('/ideas');
      const bell = pageA.getByTestId('notification-bell');
      await expect(bell).toHaveAccessibleName('Notifications');
      // The events stream is open (the Online list is live) before B acts.
      await expect(pageA.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');

      const reply = await contextB.request.post(`/api/ideas/${idea._id}/access-requests`, {
        headers: { authorization: `Bearer ${requester.token}` },
        data: { fullName: 'Bea Requester', agree: true },
      });
      expect(reply.status(), await reply.text()).toBe(201);

      // Without a reload.
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await expect(pageA.getByTestId('notification-count')).toHaveText('1');

      await bell.click();
      const menu = pageA.getByRole('menu', { name: 'Notifications' });
      const item = menu.getByTestId('bell-notification').filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('href', `/ideas/${idea._id}`);
      await expect(menu.getByRole('menuitem', { name: 'See all' })).toHaveAttribute('href', '/notifications');
      await expectNoAxeViolations(pageA);

      await menu.getByRole('menuitem', { name: 'See all' }).click();
      await expect(pageA).toHaveURL(/\/notifications$/);
      const main = pageA.locator('#main-content');
      await expect(main.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      const row = main.getByTestId('notification-item').filter({ hasText: title });
      await expect(row).toHaveAttribute('data-read', 'false');
      await expect(row.getByRole('link')).toHaveAttribute('href', `/ideas/${idea._id}`);
      await expect(row.locator('time')).toHaveCount(1);
      await expectNoAxeViolations(pageA);

      await main.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(row).toHaveAttribute('data-read', 'true');
      await expect(main.getByTestId('unread-summary')).toHaveText('All read');
      await expect(bell).toHaveAccessibleName('Notifications');
      await expect(pageA.getByTestId('notification-count')).toHaveCount(0);

      // The server agrees after a reload.
      await pageA.reload();
      await expect(pageA.locator('#main-content').getByTestId('notification-item').first()).toHaveAttribute(
        'data-read',
        'true',
      );
      await expect(pageA.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
      const list = await (await pageA.request.get('/api/notifications')).json();
      expect(list.unread).toBe(0);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('the header’s counts come with the page, before the controls’ code; no list is read until the bell opens', async ({
    page,
    request,
  }) => {
    const creator = await seller(request);
    const writer = await seller(request);
    const title = `Counted ${uniqueWord()}`;
    const idea = await seedIdea(request, creator, { title });
    const reply = await request.post('/api/conversations', {
      headers: { authorization: `Bearer ${writer.token}` },
      data: { ideaId: idea._id, message: 'Is it still for sale?' },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    await signInViaApi(page, creator);

    // What the page reads of the lists: their API calls, and the server actions of its own.
    const reads: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (/^\/api\/(notifications|conversations)/.test(path) || sent.headers()['next-action'])
        reads.push(`${sent.method()} ${path}`);
    });
    // The page's own scripts load; the controls' code, asked for later, waits.
    const chunks = await holdLaterChunks(page, '/terms');

    // A page whose own parts read nothing for the viewer (the lists' Save buttons read the saved ids).
    await page.goto('/terms', { waitUntil: 'domcontentloaded' });
    const bell = page.getByTestId('notification-bell');
    // The early triggers, drawn before the menus' code is in, have the counts already.
    await expect(bell).not.toHaveAttribute('id', /.+/);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('messages-link')).toHaveAccessibleName('Messages, 1 unread');
    await expect(page.getByTestId('messages-count')).toHaveText('1');
    chunks.release();
    await expect(bell).toHaveAttribute('id', /.+/);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);

    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByTestId('bell-notification').filter({ hasText: title })).toBeVisible();
    expect(reads).toEqual(['POST /terms']);
  });

  test('/notifications shows new ones as they happen and older ones on demand', async ({ browser }) => {
    test.setTimeout(120_000);
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const creator = await seller(pageA.request);
      const writer = await seller(contextB.request);
      const tag = uniqueWord();
      // One message on each of 31 ideas: 31 'new message' notifications, a page of 30 and one more.
      const ideas = [];
      for (let i = 1; i <= 32; i++)
        ideas.push(await seedIdea(pageA.request, creator, { title: `Page ${tag} ${i}` }));
      const write = async (ideaId: string) => {
        const reply = await contextB.request.post('/api/conversations', {
          headers: { authorization: `Bearer ${writer.token}` },
          data: { ideaId, message: 'Hello there' },
        });
        expect(reply.status(), await reply.text()).toBe(201);
      };
      for (const idea of ideas.slice(0, 31)) await write(idea._id);
      const about = (n: number) => `“Page ${tag} ${n}”`;

      await signInViaApi(pageA, creator);
      await pageA.goto('/notifications');
      const main = pageA.locator('#main-content');
      const items = main.getByTestId('notification-item');
      await expect(items).toHaveCount(30);
      await expect(items.first()).toContainText(about(31));
      await expect(items.filter({ hasText: about(1) })).toHaveCount(0);
      await expect(main.getByTestId('unread-summary')).toHaveText('31 unread');

      // The oldest loads on demand, once; then there is nothing older.
      await main.getByRole('button', { name: 'Show older notifications' }).click();
      await expect(items.filter({ hasText: about(1) })).toHaveCount(1);
      await expect(items).toHaveCount(31);
      await expect(main.getByRole('button', { name: 'Show older notifications' })).toHaveCount(0);

      // A new one appears on top without a reload.
      await expect(pageA.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
      await write(ideas[31]!._id);
      await expect(items.first()).toContainText(about(32));
      await expect(main.getByTestId('unread-summary')).toHaveText('32 unread');
      await expect(items).toHaveCount(32);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('a member without notifications sees the empty state', async ({ page }) => {
    const member = await seller(page.request);
    await signInViaApi(page, member);
    await page.goto('/notifications');
    await expect(page.locator('#main-content').getByText('No notifications yet')).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  });

  test('/notifications asks a visitor to sign in', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fnotifications/);
  });

  test('turning “By email” off for one type is saved and stays off after a reload', async ({ page }) => {
    const member = await seller(page.request);
    await signInViaApi(page, member);
    await page.goto('/settings');
    const main = page.locator('#main-content');
    const section = main.getByRole('region', { name: 'Notifications' });
    const email = section.getByRole('checkbox', { name: 'New messages: by mail' });
    await expect(email).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'New messages: in the app' })).toBeChecked();
    await expect(section.getByRole('columnheader', { name: 'In the app' })).toBeVisible();
    await expect(section.getByRole('columnheader', { name: 'By email' })).toBeVisible();
    // Saved-search alerts only ever arrive by mail: no in-app switch that would do nothing.
    await expect(
      section.getByRole('checkbox', { name: 'Alerts of your saved searches: by mail' }),
    ).toBeChecked();
    await expect(
      section.getByRole('checkbox', { name: 'Alerts of your saved searches: in the app' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    await email.uncheck();
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(section.getByRole('status')).toHaveText('Notification settings saved.');

    await page.reload();
    const again = page.locator('#main-content').getByRole('region', { name: 'Notifications' });
    await expect(again.getByRole('checkbox', { name: 'New messages: by mail' })).not.toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'New messages: in the app' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Moderation decisions: by mail' })).toBeChecked();

    const reply = await page.request.get('/api/notification-settings');
    const { settings } = (await reply.json()) as {
      settings: Record<string, { inApp: boolean; email: boolean }>;
    };
    expect(settings['new-message']).toEqual({ inApp: true, email: false });
    expect(settings.moderation).toEqual({ inApp: true, email: true });
  });
});
