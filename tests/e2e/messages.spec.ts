import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedAccess, seedIdea, seller, uniqueWord, watchConsole, type Seller } from './support/ideas';

const THREAD_URL = /\/messages\/[0-9a-f]{24}$/;

/** Starts a thread about `ideaId` as `buyer` through the API; returns its id. */
async function startThread(request: APIRequestContext, buyer: Seller, ideaId: string, message: string) {
  const reply = await request.post('/api/conversations', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { ideaId, message },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { conversation: { _id: string } }).conversation._id;
}

async function sendAs(request: APIRequestContext, member: Seller, id: string, body: string) {
  const reply = await request.post(`/api/conversations/${id}/messages`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { body },
  });
  expect(reply.status(), await reply.text()).toBe(201);
}

/** The page's events stream is open (the Online list is live), so live events reach it. */
async function streamLive(page: Page) {
  await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
}

test.describe('messages', () => {
  test('a buyer writes from the idea page; both sides talk live, read receipts, links as links, HTML as text; the creator blocks and unblocks', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const creator = await seller(request);
    const buyer = await seller(request);
    const idea = await seedIdea(request, creator, { title: `Chat ${uniqueWord()}` });
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const consoles = [watchConsole(pageA), watchConsole(pageB)];
    try {
      await signInViaApi(pageA, creator);
      await signInViaApi(pageB, buyer);
      await pageA.goto('/ideas');
      const linkA = pageA.getByTestId('messages-link');
      await expect(linkA).toHaveAccessibleName('Messages');
      await streamLive(pageA);

      // B writes to the creator from the idea page.
      await pageB.goto(`/ideas/${idea._id}`);
      const mainB = pageB.locator('#main-content');
      await mainB.getByRole('button', { name: 'Message the creator' }).click();
      const compose = pageB.getByRole('dialog', { name: `Message ${creator.displayName}` });
      await expect(compose).toContainText(idea.title);
      await expectNoAxeViolations(pageB);
      await compose.getByRole('button', { name: 'Send' }).click();
      await expect(compose.getByTestId('error-compose-message')).toHaveText('Write a message');
      await compose.getByLabel('Message', { exact: true }).fill('Hello, is the idea still available?');
      await compose.getByRole('button', { name: 'Send' }).click();
      await expect(pageB).toHaveURL(THREAD_URL);
      const threadId = pageB.url().split('/').pop()!;
      const threadB = mainB.getByTestId('thread');
      await expect(threadB.getByTestId('thread-other')).toHaveText(creator.displayName);
      await expect(threadB.getByRole('link', { name: creator.displayName })).toHaveAttribute(
        'href',
        `/profile/${creator.id}`,
      );
      await expect(threadB.getByTestId('thread-idea')).toHaveAttribute('href', `/ideas/${idea._id}`);
      const firstB = threadB.getByTestId('message').filter({ hasText: 'still available' });
      await expect(firstB).toHaveAttribute('data-mine', 'true');
      await streamLive(pageB);

      // A's header counts it without a reload.
      await expect(linkA).toHaveAccessibleName('Messages, 1 unread');
      await expect(pageA.getByTestId('messages-count')).toHaveText('1');

      // A's inbox: the thread with one unread message.
      await linkA.click();
      await expect(pageA).toHaveURL(/\/messages$/);
      const mainA = pageA.locator('#main-content');
      await expect(mainA.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      const item = mainA.getByTestId('conversation-item').filter({ hasText: idea.title });
      await expect(item).toContainText(buyer.displayName);
      await expect(item.getByTestId('conversation-preview')).toHaveText(
        'Hello, is the idea still available?',
      );
      await expect(item.getByTestId('conversation-unread')).toHaveText('1 unread');
      await expectNoAxeViolations(pageA);

      // A opens it: read, and B sees 'Seen' under their message live.
      await item.click();
      await expect(pageA).toHaveURL(`/messages/${threadId}`);
      const threadA = mainA.getByTestId('thread');
      await expect(threadA.getByTestId('message').filter({ hasText: 'still available' })).toHaveAttribute(
        'data-mine',
        'false',
      );
      await expect(item).toHaveAttribute('aria-current', 'page');
      await expect(item.getByTestId('conversation-unread')).toHaveCount(0);
      await expect(linkA).toHaveAccessibleName('Messages');
      await expect(firstB.getByTestId('message-seen')).toHaveText('Seen');
      await expectNoAxeViolations(pageA);

      // A answers with Enter; the address is a link on B's side.
      const composerA = threadA.getByLabel('Message', { exact: true });
      await composerA.fill('Yes! The plan is at https://example.com/plan');
      await composerA.press('Enter');
      await expect(composerA).toHaveValue('');
      const answer = threadB.getByTestId('message').filter({ hasText: 'The plan is at' });
      await expect(answer).toHaveAttribute('data-mine', 'false');
      const link = answer.getByRole('link', { name: 'https://example.com/plan' });
      await expect(link).toHaveAttribute('href', 'https://example.com/plan');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      // Sent by A's tab and echoed by the stream: shown once.
      await expect(threadA.getByTestId('message').filter({ hasText: 'The plan is at' })).toHaveCount(1);
      await expect(threadA.getByTestId('message').filter({ hasText: 'The plan is at' })).toHaveAttribute(
        'data-mine',
        'true',
      );

      // B answers with markup and two lines: text on A's side, line break kept.
      const composerB = threadB.getByLabel('Message', { exact: true });
      await composerB.fill('<b>x</b>');
      await composerB.press('Shift+Enter');
      await composerB.pressSequentially('second line');
      await expect(composerB).toHaveValue('<b>x</b>\nsecond line');
      await threadB.getByRole('button', { name: 'Send' }).click();
      const markup = threadA.getByTestId('message').filter({ hasText: '<b>x</b>' });
      await expect(markup).toBeVisible();
      expect(await markup.locator('p').first().innerText()).toBe('<b>x</b>\nsecond line');
      await expect(threadA.getByTestId('message-list').locator('b')).toHaveCount(0);
      await expect(threadB.getByTestId('message').filter({ hasText: '<b>x</b>' })).toHaveCount(1);
      // Both inboxes move the thread's preview live (B's as 'You: …').
      await expect(item.getByTestId('conversation-preview')).toHaveText('<b>x</b> second line');
      await pageB.setViewportSize({ width: 1280, height: 800 });
      await expect(
        mainB
          .getByTestId('conversation-item')
          .filter({ hasText: idea.title })
          .getByTestId('conversation-preview'),
      ).toHaveText('You: <b>x</b> second line');
      // A is reading the thread: nothing stays unread.
      await expect(linkA).toHaveAccessibleName('Messages');

      // A blocks B.
      await threadA.getByRole('button', { name: 'Block user' }).click();
      const confirm = pageA.getByRole('dialog', { name: `Block ${buyer.displayName}?` });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(pageA);
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(threadA.getByTestId('reply-closed')).toContainText(`You blocked ${buyer.displayName}`);
      await expect(threadA.getByLabel('Message', { exact: true })).toHaveCount(0);

      // B: the composer is gone after a reload, and the API refuses.
      await pageB.reload();
      await expect(threadB.getByTestId('reply-closed')).toContainText('blocked you');
      await expect(threadB.getByLabel('Message', { exact: true })).toHaveCount(0);
      const refused = await pageB.request.post(`/api/conversations/${threadId}/messages`, {
        data: { body: 'Are you there?' },
      });
      expect(refused.status()).toBe(403);

      // A unblocks: both can write again.
      await threadA.getByRole('button', { name: 'Unblock user' }).click();
      await expect(threadA.getByLabel('Message', { exact: true })).toBeVisible();
      await expect(threadA.getByRole('button', { name: 'Block user' })).toBeVisible();
      await pageB.reload();
      await expect(threadB.getByLabel('Message', { exact: true })).toBeVisible();
      expect(consoles.flatMap((watched) => watched.errors)).toEqual([]);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('older messages load above; a message that cannot be sent keeps its text with a reason, one the server refuses closes the thread with why; the counter near the limit', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const creator = await seller(request);
    const buyer = await seller(request);
    const idea = await seedIdea(request, creator);
    const id = await startThread(request, buyer, idea._id, 'Message 1');
    for (let n = 2; n <= 35; n++) await sendAs(request, n % 2 ? buyer : creator, id, `Message ${n}`);

    await signInViaApi(page, buyer);
    await page.goto(`/messages/${id}`);
    const thread = page.locator('#main-content').getByTestId('thread');
    const messages = thread.getByTestId('message');
    await expect(messages).toHaveCount(30);
    await expect(messages.last()).toContainText('Message 35');
    await expect(messages.last()).toBeInViewport();
    await expect(thread.getByText('Today')).toBeVisible();
    await thread.getByRole('button', { name: 'Load older messages' }).click();
    await expect(messages).toHaveCount(35);
    await expect(messages.first()).toContainText('Message 1');
    await expect(thread.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);

    // A body too long for the events stream arrives cut; the page reads it whole.
    await streamLive(page);
    const long = '€\n'.repeat(2500).trim();
    await sendAs(request, creator, id, long);
    await expect(messages).toHaveCount(36);
    await expect
      .poll(async () => (await messages.last().locator('p').first().innerText()).split('€').length - 1)
      .toBe(2500);

    // Sending fails on the way (the page's server action gets no answer): the text stays, with a reason.
    const composer = thread.getByLabel('Message', { exact: true });
    const sendAction = `**/messages/${id}`;
    await page.route(sendAction, (route) =>
      route.request().method() === 'POST' && route.request().headers()['next-action']
        ? route.fulfill({ status: 503, body: 'busy' })
        : route.continue(),
    );
    await composer.fill('Too quick');
    await composer.press('Enter');
    await expect(thread.getByTestId('error-message-input')).toHaveText(
      'Could not send the message. Please try again.',
    );
    await expect(composer).toHaveValue('Too quick');
    await expect(composer).toBeFocused();
    await page.unroute(sendAction);

    // The server refuses it (the creator blocked the buyer meanwhile): the thread is read again
    // and says why it is closed, in place of the composer (and its note of the refusal).
    const blocked = await request.post(`/api/users/${buyer.id}/block`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(blocked.status(), await blocked.text()).toBe(200);
    await composer.press('Enter');
    await expect(thread.getByTestId('reply-closed')).toContainText('blocked you');
    await expect(composer).toHaveCount(0);
    await expect(messages.filter({ hasText: 'Too quick' })).toHaveCount(0);
    const unblocked = await request.delete(`/api/users/${buyer.id}/block`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(unblocked.status(), await unblocked.text()).toBe(200);
    await page.reload();

    await composer.fill('y'.repeat(4600));
    await expect(thread.getByTestId('message-counter')).toHaveText('4,600 / 5,000');
    await composer.fill('y'.repeat(5001));
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByTestId('error-message-input')).toHaveText(
      'A message can be at most 5,000 characters',
    );
  });

  test('a member without conversations sees the empty state with the page; a new thread makes the inbox read its list again (a failed read: the reason and Try again); visitors are sent to log in', async ({
    page,
    request,
  }) => {
    await page.goto('/messages');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmessages$/);
    await page.goto('/messages/0123456789abcdef01234567');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmessages%2F0123456789abcdef01234567$/);

    const member = await seller(page.request);
    await signInViaApi(page, member);
    // The list comes with the page: its HTML has the empty state before any script runs.
    const html = await (await page.request.get('/messages')).text();
    expect(html).toContain('No conversations yet');
    await page.goto('/messages');
    const main = page.locator('#main-content');
    await expect(main.getByTestId('inbox-empty')).toContainText('No conversations yet');
    await expect(main.getByRole('link', { name: 'Browse ideas' })).toHaveAttribute('href', '/ideas');
    await expectNoAxeViolations(page);

    // A thread the inbox does not hold makes it read the list again (the page's own server
    // action); that read fails once.
    await streamLive(page);
    let fail = true;
    const reads: string[] = [];
    await page.route('**/messages', (route) => {
      if (route.request().method() !== 'POST' || !route.request().headers()['next-action'])
        return route.continue();
      reads.push(fail ? 'failed' : 'read');
      return fail ? route.fulfill({ status: 503, body: 'busy' }) : route.continue();
    });
    const idea = await seedIdea(request, member, { title: `Inbox ${uniqueWord()}` });
    await startThread(request, await seller(request), idea._id, 'First words');
    await expect(main.getByTestId('inbox-error')).toContainText('Could not load your conversations');
    fail = false;
    await main.getByRole('button', { name: 'Try again' }).click();
    const item = main.getByTestId('conversation-item').filter({ hasText: idea.title });
    await expect(item.getByTestId('conversation-preview')).toHaveText('First words');
    await expect(main.getByTestId('inbox-error')).toHaveCount(0);
    await expect(main.getByTestId('inbox-empty')).toHaveCount(0);
    expect(reads).toEqual(['failed', 'read']);
    await page.unroute('**/messages');

    // Someone else's thread, or none, is not found.
    await page.goto('/messages/0123456789abcdef01234567');
    await expect(main.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
  });

  test('Message the creator: not for visitors, on a gated idea only once access is approved (live); Open conversation once a thread exists', async ({
    page,
    request,
  }) => {
    const creator = await seller(request);
    const buyer = await seller(request);
    const gated = await seedIdea(request, creator, { requireNDA: true });
    const open = await seedIdea(request, creator);

    await page.goto(`/ideas/${open._id}`);
    const main = page.locator('#main-content');
    await expect(main.getByRole('link', { name: 'Sign in to contact' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Message the creator' })).toHaveCount(0);

    await signInViaApi(page, buyer);
    await page.goto(`/ideas/${gated._id}`);
    await expect(main.getByRole('button', { name: 'Request access' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Message the creator' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Email the creator' })).toBeVisible();

    // Approved access opens it, live.
    await streamLive(page);
    await approvedAccess(request, creator, buyer, gated._id);
    await expect(main.getByTestId('access-status')).toContainText('Access approved');
    await expect(main.getByRole('button', { name: 'Message the creator' })).toBeVisible();

    const id = await startThread(request, buyer, open._id, 'Hi there');
    await page.goto(`/ideas/${open._id}`);
    await expect(main.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      `/messages/${id}`,
    );
    await expect(main.getByRole('button', { name: 'Message the creator' })).toHaveCount(0);

    // The button is there before the member's threads are known (their list held back here);
    // pressed meanwhile, it waits for them and opens the existing thread rather than a new one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const ideaPage = `**/ideas/${open._id}`;
    await page.route(ideaPage, async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['next-action']) await held;
      await route.continue();
    });
    await page.goto(`/ideas/${open._id}`);
    await main.getByRole('button', { name: 'Message the creator' }).click();
    release();
    await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
    await page.unroute(ideaPage);

    // The creator gets neither on their own idea.
    await signInViaApi(page, creator);
    await page.goto(`/ideas/${open._id}`);
    await expect(main.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Message the creator' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Open conversation' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the inbox alone, then the thread alone with its way back', async ({ page, request }) => {
      const creator = await seller(request);
      const buyer = await seller(request);
      const idea = await seedIdea(request, creator);
      const id = await startThread(request, buyer, idea._id, 'Hello from a phone');
      const watched = watchConsole(page);
      await signInViaApi(page, creator);
      await page.goto('/messages');
      const main = page.locator('#main-content');
      await expect(page.getByTestId('messages-link')).toHaveAccessibleName('Messages, 1 unread');
      const item = main.getByTestId('conversation-item').filter({ hasText: idea.title });
      await expect(item).toBeVisible();
      await expect(main.getByText('Choose a conversation to read it here.')).toBeHidden();
      await item.click();
      await expect(page).toHaveURL(`/messages/${id}`);
      await expect(main.getByTestId('inbox-pane')).toBeHidden();
      const thread = main.getByTestId('thread');
      await expect(thread.getByTestId('message')).toContainText('Hello from a phone');
      await expect(thread.getByLabel('Message', { exact: true })).toBeVisible();
      const box = (await thread.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await thread.getByRole('link', { name: 'Back to messages' }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(item).toBeVisible();
      expect(watched.errors).toEqual([]);
    });
  });
});
