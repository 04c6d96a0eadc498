import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { registerAccount, signInViaApi } from './support/accounts';

test.describe('account screens are accessible and fit a 360px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('login and registration', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.help}`),
        path,
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('profile and profile edit', async ({ page }) => {
    const me = await registerAccount(page.request, {
      fullName: 'Axe Tester',
      bio: 'Checks things',
      location: 'Ghent',
    });
    await signInViaApi(page, me);
    for (const path of ['/profile', '/profile/edit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/profile/edit') await expect(page.getByText('Health', { exact: true })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.help}`),
        path,
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
