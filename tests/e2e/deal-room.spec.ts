import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord } from './support/ideas';

test.describe('deal room', () => {
  test('a buyer signs the NDA and requests access; the creator approves and revokes at /deals and the buyer page unlocks and locks without a reload', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const creator = await seller(request);
    const buyer = await seller(request);
    const secret = `Gated ${uniqueWord()} plan`;
    const idea = await seedIdea(request, creator, {
      requireNDA: true,
      problemDescription: `${secret} problem`,
    });

    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    try {
      await signInViaApi(pageA, creator);
      await signInViaApi(pageB, buyer);

      // B asks for access.
      await pageB.goto(`/ideas/${idea._id}`);
      const mainB = pageB.locator('#main-content');
      await expect(mainB.getByTestId('nda-lock')).toBeVisible();
      await expect(mainB.getByText(`${secret} problem`)).toHaveCount(0);
      await mainB.getByRole('button', { name: 'Request access' }).click();
      const dialog = pageB.getByRole('dialog', { name: 'Request access' });
      await expect(dialog.getByRole('region', { name: /Non-disclosure agreement/ })).toBeVisible();
      await expect(dialog.getByTestId('nda-text')).not.toBeEmpty();
      await expectNoAxeViolations(pageB);

      // Nothing typed: the errors are shown and nothing is sent.
      await dialog.getByRole('button', { name: 'Sign and request access' }).click();
      await expect(dialog.getByTestId('error-access-full-name')).toContainText('full legal name');
      await expect(dialog.getByTestId('error-access-agree')).toContainText('agree');

      await dialog.getByLabel('Full legal name').fill('Beatrice Buyer');
      await dialog.getByLabel('I agree to the terms of this NDA').check();
      await dialog.getByLabel('Intro message').fill('I run a bakery chain and would like to know more.');
      await dialog.getByRole('button', { name: 'Sign and request access' }).click();
      await expect(dialog).toBeHidden();
      await expect(mainB.getByTestId('access-status')).toContainText('Request pending');
      await expect(mainB.getByRole('button', { name: 'Withdraw request' })).toBeEnabled();

      // A sees it at /deals and approves.
      await pageA.goto('/deals');
      const mainA = pageA.locator('#main-content');
      await expect(mainA.getByRole('heading', { name: 'Deals', level: 1 })).toBeVisible();
      const card = mainA.getByTestId('request-card').filter({ hasText: idea.title });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('request-requester')).toHaveText(buyer.displayName);
      await expect(card.getByTestId('request-full-name')).toHaveText('Beatrice Buyer');
      await expect(card.getByTestId('request-message')).toContainText('bakery chain');
      await expect(card.getByRole('link', { name: 'Download signed NDA (PDF)' })).toHaveAttribute(
        'href',
        /\/api\/access-requests\/[0-9a-f]{24}\/nda\.pdf$/,
      );
      await expectNoAxeViolations(pageA);
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(card.getByTestId('request-status')).toHaveText('Approved');

      // B's page unlocks by itself.
      await expect(mainB.getByText(`${secret} problem`)).toBeVisible();
      await expect(mainB.getByTestId('access-status')).toContainText('Access approved');

      // A revokes with a reason; B's page locks again by itself.
      await card.getByRole('button', { name: 'Revoke' }).click();
      await card.getByLabel('Reason for revoking (optional)').fill('The deal is off');
      await card.getByRole('button', { name: 'Confirm revocation' }).click();
      await expect(card.getByTestId('request-status')).toHaveText('Revoked');
      await expect(mainB.getByText(`${secret} problem`)).toHaveCount(0);
      await expect(mainB.getByTestId('access-status')).toContainText('Access revoked: The deal is off');

      // The filters: nothing pending any more; B's outgoing tab shows the request.
      await mainA.getByRole('link', { name: 'Pending' }).click();
      await expect(pageA).toHaveURL(/\/deals\?role=incoming&status=pending$/);
      await expect(mainA.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
      await expect(mainA.getByTestId('request-card').filter({ hasText: idea.title })).toHaveCount(0);
      await pageB.goto('/deals');
      await mainB.getByRole('link', { name: 'Outgoing' }).click();
      await expect(pageB).toHaveURL(/\/deals\?role=outgoing$/);
      await expect(mainB.getByTestId('request-card').filter({ hasText: idea.title })).toContainText(
        'Revoked',
      );
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('a buyer withdraws a pending request; /deals needs a session', async ({ page, request }) => {
    const creator = await seller(request);
    const buyer = await seller(request);
    const idea = await seedIdea(request, creator, { requireNDA: true });

    await page.goto('/deals');
    await expect(page).toHaveURL(/\/login/);

    await signInViaApi(page, buyer);
    await page.goto(`/ideas/${idea._id}`);
    const main = page.locator('#main-content');
    // Closing the dialog gives focus back to the button that opened it.
    const requestButton = main.getByRole('button', { name: 'Request access' });
    await requestButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request access' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(requestButton).toBeFocused();

    await requestButton.click();
    await dialog.getByLabel('Full legal name').fill('Walter Withdrawer');
    await dialog.getByLabel('I agree to the terms of this NDA').check();
    await dialog.getByRole('button', { name: 'Sign and request access' }).click();
    await expect(main.getByTestId('access-status')).toContainText('Request pending');
    await expect(main.getByTestId('nda-lock')).toContainText(
      'Your access request is with the creator: the details open here once they approve it.',
    );
    await main.getByRole('button', { name: 'Withdraw request' }).click();
    await expect(main.getByRole('button', { name: 'Request access' })).toBeVisible();
    await expect(main.getByTestId('access-status')).toHaveCount(0);
    await main.getByRole('button', { name: 'Request access' }).click();
    await dialog.getByLabel('Full legal name').fill('Walter Withdrawer');
    await dialog.getByLabel('I agree to the terms of this NDA').check();
    await dialog.getByRole('button', { name: 'Sign and request access' }).click();
    await expect(main.getByTestId('access-status')).toContainText('Request pending');

    // /deals renders the view its address names on the server, and a withdrawal answers the
    // request as it now is: the browser asks the API for no list.
    const listCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/access-requests') listCalls.push(sent.url());
    });
    await page.goto('/deals?role=outgoing&status=pending');
    await expect(main.getByRole('link', { name: 'Outgoing' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    const card = main.getByTestId('request-card').filter({ hasText: idea.title });
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await expect(card.getByTestId('request-status')).toHaveText('Withdrawn');
    await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await page.reload();
    await expect(main.getByTestId('deals-empty')).toHaveText('No pending requests here.');
    expect(listCalls).toEqual([]);
  });

  test('on auto-approve a signed request opens the idea at once', async ({ browser, request }) => {
    const creator = await seller(request);
    const buyer = await seller(request);
    const secret = `Open ${uniqueWord()} plan`;
    const idea = await seedIdea(request, creator, {
      requireNDA: true,
      problemDescription: `${secret} problem`,
    });
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      await signInViaApi(pageA, creator);
      await pageA.goto(`/ideas/${idea._id}`);
      const toggle = pageA.locator('#main-content').getByLabel('Approve access requests automatically');
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await expect(pageA.locator('#main-content').getByTestId('auto-approve')).toContainText(
        'approved automatically',
      );

      const pageB = await contextB.newPage();
      await signInViaApi(pageB, buyer);
      await pageB.goto(`/ideas/${idea._id}`);
      const main = pageB.locator('#main-content');
      await main.getByRole('button', { name: 'Request access' }).click();
      const dialog = pageB.getByRole('dialog', { name: 'Request access' });
      await dialog.getByLabel('Full legal name').fill('Anna Auto');
      await dialog.getByLabel('I agree to the terms of this NDA').check();
      await dialog.getByRole('button', { name: 'Sign and request access' }).click();
      await expect(main.getByTestId('access-status')).toContainText('Access approved');
      await expect(main.getByText(`${secret} problem`)).toBeVisible();
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
});
