import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, type Seller } from './support/ideas';

// The creator's contact preference decides how a signed-in buyer reaches them (DESIGN.md
// section 6): Messaging keeps the first contact on the platform (the access request on a gated
// idea), Email shows the email, Phone the number; never an email beside 'Request access' first.

const WIDTHS = [1280, 390];

async function savePhone(request: APIRequestContext, owner: Seller, phone: string) {
  const reply = await request.put('/api/profile', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { displayName: owner.displayName, phone },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The first of the viewer's next steps in the action panel: the primary one. */
const firstStep = (page: Page) => page.getByTestId('next-step').locator(':scope > *').first();
const mailtoLinks = (page: Page) => page.locator('a[href^="mailto:"]');

/** The idea as the signed-in page's own request gets it. */
async function creatorInfoSeenBy(page: Page, id: string) {
  const reply = await page.request.get(`/api/ideas/${id}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { creatorInfo: Record<string, unknown> }).creatorInfo;
}

test.describe('contact follows the creator’s preference', () => {
  test('Messaging: Message the creator on an open idea, Request access on a gated one, no email anywhere', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const buyer = await seller(request);
    const open = await seedIdea(request, owner, { contactPreference: 'Messaging' });
    const gated = await seedIdea(request, owner, { contactPreference: 'Messaging', requireNDA: true });
    await signInViaApi(page, buyer);
    for (const id of [open._id, gated._id]) {
      const info = await creatorInfoSeenBy(page, id);
      expect(info).not.toHaveProperty('email');
      expect(info).not.toHaveProperty('phone');
    }
    const main = page.locator('#main-content');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ideas/${open._id}`);
      await expect(firstStep(page)).toHaveText('Message the creator');
      await expect(main.getByRole('button', { name: 'Message the creator' })).toHaveClass(/bg-brand-600/);
      await expect(main.getByRole('link', { name: 'Email the creator' })).toHaveCount(0);
      await expect(page.getByTestId('creator-card')).toContainText(owner.displayName);
      await expect(mailtoLinks(page)).toHaveCount(0);
      expect(await page.content()).not.toContain(owner.email);
      await expectNoAxeViolations(page);

      await page.goto(`/ideas/${gated._id}`);
      await expect(firstStep(page)).toContainText('Request access');
      await expect(main.getByRole('button', { name: 'Request access' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Message the creator' })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Email the creator' })).toHaveCount(0);
      await expect(page.getByTestId('creator-card')).toContainText('Preferred contact: Messaging');
      await expect(mailtoLinks(page)).toHaveCount(0);
      expect(await page.content()).not.toContain(owner.email);
      await expectNoAxeViolations(page);
    }
  });

  test('Email: Email the creator first on an open idea, second to Request access on a gated one; the card shows the email', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const buyer = await seller(request);
    const open = await seedIdea(request, owner, { contactPreference: 'Email' });
    const gated = await seedIdea(request, owner, { contactPreference: 'Email', requireNDA: true });
    // The cached page, as a signed-out visitor and a crawler get it, holds no contact details.
    expect(await (await request.get(`/ideas/${open._id}`)).text()).not.toContain(owner.email);
    await signInViaApi(page, buyer);
    const main = page.locator('#main-content');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ideas/${open._id}`);
      const email = main.getByRole('link', { name: 'Email the creator' });
      await expect(firstStep(page)).toHaveText('Email the creator');
      await expect(email).toHaveAttribute('href', `mailto:${owner.email}`);
      await expect(email).toHaveClass(/bg-brand-600/);
      // Messaging stays a second choice beside the preferred email.
      await expect(main.getByRole('button', { name: 'Message the creator' })).not.toHaveClass(/bg-brand-600/);
      await expect(page.getByTestId('creator-card').getByRole('link', { name: owner.email })).toHaveAttribute(
        'href',
        `mailto:${owner.email}`,
      );
      await expectNoAxeViolations(page);

      await page.goto(`/ideas/${gated._id}`);
      await expect(firstStep(page)).toContainText('Request access');
      await expect(email).toHaveAttribute('href', `mailto:${owner.email}`);
      await expect(email).not.toHaveClass(/bg-brand-600/);
      await expectNoAxeViolations(page);
    }
  });

  test('Phone: Call the creator with a tel: link, and no email', async ({ page, request }) => {
    const owner = await seller(request);
    const buyer = await seller(request);
    await savePhone(request, owner, '+1 555-0100');
    const idea = await seedIdea(request, owner, { contactPreference: 'Phone' });
    expect(await (await request.get(`/ideas/${idea._id}`)).text()).not.toContain('555-0100');
    await signInViaApi(page, buyer);
    const info = await creatorInfoSeenBy(page, idea._id);
    expect(info).not.toHaveProperty('email');
    expect(info.phone).toBe('+1 555-0100');
    const main = page.locator('#main-content');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ideas/${idea._id}`);
      const call = main.getByRole('link', { name: 'Call the creator' });
      await expect(firstStep(page)).toHaveText('Call the creator');
      await expect(call).toHaveAttribute('href', 'tel:+15550100');
      await expect(call).toHaveClass(/bg-brand-600/);
      await expect(page.getByTestId('creator-phone')).toHaveAttribute('href', 'tel:+15550100');
      await expect(mailtoLinks(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });
});
