import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedAccess, seedIdea, seller, type Seller } from './support/ideas';

// /deals opens on the side that has something, and a creator deciding on a request sees who asks:
// their profile, whether their email is verified, since when they are a member and how their
// earlier requests to this creator ended.

const WIDTHS = [1280, 390];

/** `buyer` signs the NDA of `ideaId` through the API; the request's id. */
async function askAccess(request: APIRequestContext, buyer: Seller, ideaId: string): Promise<string> {
  const reply = await request.post(`/api/ideas/${ideaId}/access-requests`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { fullName: 'Bea Buyer', agree: true, message: 'I would like to know more.' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { request: { _id: string } }).request._id;
}

async function expectTab(page: Page, current: 'Incoming' | 'Outgoing') {
  const tabs = page.locator('#main-content').getByRole('navigation', { name: 'Requests' });
  await expect(tabs.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  const other = current === 'Incoming' ? 'Outgoing' : 'Incoming';
  await expect(tabs.getByRole('link', { name: other })).not.toHaveAttribute('aria-current', 'page');
}

test.describe('deal screens', () => {
  test('a buyer without ideas lands on Outgoing, a seller without requests too; ?role= wins', async ({
    page,
    request,
  }) => {
    const creator = await seller(request);
    const buyer = await seller(request);
    const idea = await seedIdea(request, creator, { requireNDA: true });
    await askAccess(request, buyer, idea._id);
    await signInViaApi(page, buyer);
    const main = page.locator('#main-content');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/deals');
      await expectTab(page, 'Outgoing');
      await expect(main.getByTestId('request-card').filter({ hasText: idea.title })).toHaveCount(1);
      // The tabs name their role: the role-less address picks a side by itself.
      await expect(main.getByRole('link', { name: 'Incoming' })).toHaveAttribute(
        'href',
        '/deals?role=incoming',
      );
      await expectNoAxeViolations(page);
      await page.goto('/deals?role=incoming');
      await expectTab(page, 'Incoming');
      await expect(main.getByTestId('deals-empty')).toHaveText(
        'Nobody has asked for access to your ideas yet.',
      );
    }

    // A seller whose ideas nobody asked about yet: their own requests first.
    const quietSeller = await seller(request);
    await seedIdea(request, quietSeller, { requireNDA: true });
    await page.context().clearCookies();
    await signInViaApi(page, quietSeller);
    await page.goto('/deals');
    await expectTab(page, 'Outgoing');
    await expect(main.getByTestId('deals-empty')).toHaveText(
      'You have not asked for access to any idea yet.',
    );
  });

  test('a seller with a request lands on Incoming and sees who asks and how their earlier requests ended', async ({
    page,
    request,
  }) => {
    const creator = await seller(request);
    const buyer = await seller(request);
    const [first, second, third] = [
      await seedIdea(request, creator, { requireNDA: true }),
      await seedIdea(request, creator, { requireNDA: true }),
      await seedIdea(request, creator, { requireNDA: true }),
    ];
    await approvedAccess(request, creator, buyer, first._id);
    const rejected = await askAccess(request, buyer, second._id);
    const decided = await request.post(`/api/access-requests/${rejected}/reject`, {
      headers: { authorization: `Bearer ${creator.token}` },
      data: { reason: 'Not now' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    await askAccess(request, buyer, third._id);

    const since = `Member since ${new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date())}`;
    await signInViaApi(page, creator);
    const main = page.locator('#main-content');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/deals');
      await expectTab(page, 'Incoming');
      const card = main.getByTestId('request-card').filter({ hasText: third.title });
      await expect(card.getByTestId('request-status')).toHaveText('Pending');
      const requester = card.getByRole('link', { name: buyer.displayName });
      await expect(requester).toHaveAttribute('href', `/profile/${buyer.id}`);
      await expect(card.getByTestId('request-unverified')).toHaveText('Email not verified');
      await expect(card.getByTestId('request-member-since')).toHaveText(since);
      await expect(card.getByTestId('request-earlier')).toHaveText(
        '2 earlier requests: 1 approved, 1 rejected',
      );
      await expect(
        main.getByTestId('request-card').filter({ hasText: first.title }).getByTestId('request-earlier'),
      ).toHaveText('First request to you');
      await expectNoAxeViolations(page);
    }
    await main
      .getByTestId('request-card')
      .filter({ hasText: third.title })
      .getByRole('link', { name: buyer.displayName })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profile/${buyer.id}$`));
  });
});
