import { createHash } from 'node:crypto';
import { expect, test } from './support/test';
import { createToken, registerAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

test('the standard NDA is on its own page with its version and the SHA-256 of its text', async ({
  page,
  request,
}) => {
  await page.goto('/nda/standard');
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Mutual Non-Disclosure Agreement/);
  await expect(main.getByTestId('nda-version')).toHaveText('1.0');
  // The hash shown is the one a request for a gated idea without its own NDA records.
  const account = await registerAccount(request);
  const token = await createToken(request, account);
  const created = await request.post('/api/ideas', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Gated idea for the NDA page',
      category: 'Tech',
      type: 'Product',
      problemDescription: 'A problem worth solving here.',
      solutionDescription: 'A solution that solves it well.',
      protectionStatus: 'None',
      requireNDA: true,
      desiredPrice: 100,
      contactPreference: 'Email',
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const nda = (await (await request.get(`/api/ideas/${_id}/nda`)).json()) as {
    nda: { hash: string; text: string; version: string; custom: boolean };
  };
  expect(nda.nda).toMatchObject({ custom: false, version: '1.0' });
  await expect(main.getByTestId('nda-hash')).toHaveText(nda.nda.hash);
  expect(createHash('sha256').update(nda.nda.text).digest('hex')).toBe(nda.nda.hash);
  await expect(main.getByTestId('nda-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(main).toContainText('Confidential information.');
  await expectNoAxeViolations(page);
});
