import { expect, test, type BrowserContext, type Page } from './support/test';
import { startMailingServer, type MailingServer } from '../api/app-server';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord, watchConsole } from './support/ideas';

// The deal room from end to end, on a server of its own whose mail goes to a real SMTP server this
// spec reads: B asks for access with an intro message, A hears of it live and approves, B's page
// unlocks by itself, they talk live, A revokes and B's page locks again; the request and the
// decisions reach both sides by mail.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: MailingServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startMailingServer({ DATABASE_URL: '', LOG_LEVEL: 'warn' });
});

test.afterAll(async () => {
  await server?.stop();
});

const main = (page: Page) => page.locator('#main-content');

/** The page's events stream is open (the Online list is live), so live events reach it. */
async function streamLive(page: Page) {
  await expect(page.getByTestId('online-trigger')).toHaveAttribute('data-status', 'live');
}

test('request with an intro message, live approval, live messages, revocation; the mails arrive', async ({
  browser,
}) => {
  const inbox = server!.inbox;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext({ baseURL: server!.url });
    contexts.push(context);
    return context.newPage();
  };
  try {
    const pageA = await open();
    const pageB = await open();
    const consoles = [watchConsole(pageA), watchConsole(pageB)];
    const creator = await seller(pageA.request);
    const buyer = await seller(pageB.request);
    const secret = `Flow ${uniqueWord()} secret plan`;
    const idea = await seedIdea(pageA.request, creator, {
      requireNDA: true,
      problemDescription: `${secret} problem`,
    });
    await signInViaApi(pageA, creator);
    await signInViaApi(pageB, buyer);

    // A waits on /deals; B asks for access with an intro message.
    await pageA.goto('/deals');
    await streamLive(pageA);
    const bell = pageA.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');

    await pageB.goto(`/ideas/${idea._id}`);
    await expect(main(pageB).getByTestId('nda-lock')).toBeVisible();
    await expect(main(pageB).getByText(`${secret} problem`)).toHaveCount(0);
    await expect(main(pageB).getByRole('button', { name: 'Message the creator' })).toHaveCount(0);
    await streamLive(pageB);
    await main(pageB).getByRole('button', { name: 'Request access' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Request access' });
    await dialog.getByLabel('Full legal name').fill('Beatrice Buyer');
    await dialog.getByLabel('I agree to the terms of this NDA').check();
    await dialog.getByLabel('Intro message').fill('I run a bakery chain and would like to know more.');
    await dialog.getByRole('button', { name: 'Sign and request access' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(pageB).getByTestId('access-status')).toContainText('Request pending');

    // A hears of it without a reload: the bell and the request on /deals.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    const card = main(pageA).getByTestId('request-card').filter({ hasText: idea.title });
    await expect(card.getByTestId('request-message')).toContainText('bakery chain');
    // …and by mail, with a link to the idea.
    const requested = await inbox.waitFor(
      (m) => m.to.includes(creator.email) && m.subject.includes(`“${idea.title}” and requests access`),
    );
    expect(requested.subject).toBe(
      `${buyer.displayName} signed the NDA of “${idea.title}” and requests access.`,
    );
    expect(requested.text).toContain(`${server!.url}/ideas/${idea._id}`);

    // The intro message opened a thread; B waits for access to write more.
    await pageB.goto('/messages');
    const threadItemB = main(pageB).getByTestId('conversation-item').filter({ hasText: idea.title });
    await threadItemB.click();
    const threadB = main(pageB).getByTestId('thread');
    await expect(threadB.getByTestId('message').filter({ hasText: 'bakery chain' })).toHaveAttribute(
      'data-mine',
      'true',
    );
    await expect(threadB.getByTestId('reply-closed')).toContainText('approves your access');
    await streamLive(pageB);

    // A approves: B's thread opens for writing by itself.
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByTestId('request-status')).toHaveText('Approved');
    const composerB = threadB.getByLabel('Message', { exact: true });
    await expect(composerB).toBeVisible();
    const approved = await inbox.waitFor(
      (m) =>
        m.to.includes(buyer.email) && m.subject === `Your access request for “${idea.title}” was approved.`,
    );
    expect(approved.text).toContain(`${server!.url}/ideas/${idea._id}`);

    // They talk live: A answers from /messages, B sees it and replies, A sees the reply.
    await pageA.goto('/messages');
    await main(pageA).getByTestId('conversation-item').filter({ hasText: idea.title }).click();
    const threadA = main(pageA).getByTestId('thread');
    await expect(threadA.getByTestId('message').filter({ hasText: 'bakery chain' })).toBeVisible();
    await streamLive(pageA);
    const composerA = threadA.getByLabel('Message', { exact: true });
    await composerA.fill('Welcome! Ask me anything about the plan.');
    await composerA.press('Enter');
    await expect(threadB.getByTestId('message').filter({ hasText: 'Ask me anything' })).toHaveAttribute(
      'data-mine',
      'false',
    );
    await composerB.fill('How many cities does it cover?');
    await composerB.press('Enter');
    await expect(threadA.getByTestId('message').filter({ hasText: 'How many cities' })).toHaveAttribute(
      'data-mine',
      'false',
    );
    await expectNoAxeViolations(pageA);

    // B reads the idea, now open; A revokes from /deals and B's page locks again by itself.
    await pageB.goto(`/ideas/${idea._id}`);
    await expect(main(pageB).getByText(`${secret} problem`)).toBeVisible();
    await expect(main(pageB).getByTestId('access-status')).toContainText('Access approved');
    await expect(main(pageB).getByRole('link', { name: 'Open conversation' })).toBeVisible();
    await streamLive(pageB);
    await pageA.goto('/deals');
    const revokeCard = main(pageA).getByTestId('request-card').filter({ hasText: idea.title });
    await revokeCard.getByRole('button', { name: 'Revoke' }).click();
    await revokeCard.getByLabel('Reason for revoking (optional)').fill('The deal is off');
    await revokeCard.getByRole('button', { name: 'Confirm revocation' }).click();
    await expect(revokeCard.getByTestId('request-status')).toHaveText('Revoked');
    await expect(main(pageB).getByText(`${secret} problem`)).toHaveCount(0);
    await expect(main(pageB).getByTestId('access-status')).toContainText('Access revoked: The deal is off');
    await expect(main(pageB).getByRole('link', { name: 'Open conversation' })).toHaveCount(0);
    const revoked = await inbox.waitFor(
      (m) => m.to.includes(buyer.email) && m.subject.startsWith(`Your access to “${idea.title}”`),
    );
    expect(revoked.subject).toBe(`Your access to “${idea.title}” was revoked. Reason: The deal is off`);

    // Every mail went to its own side only.
    const about = inbox.messages.filter((m) => m.subject.includes(idea.title));
    expect(about.map((m) => m.to.join(',')).sort()).toEqual([buyer.email, buyer.email, creator.email].sort());
    for (const console of consoles) expect(console.errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
