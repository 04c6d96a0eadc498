import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller } from './support/ideas';

const WIDTHS = [1280, 390] as const;

/** The version line of a document as an editor writes it in content/. */
const versionOf = (file: string) =>
  /^version:\s*(\S+)\s*$/m.exec(readFileSync(path.join(process.cwd(), 'content', file), 'utf8'))![1]!;

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the footer links to the Terms and the Privacy Policy, rendered from their Markdown', async ({
      page,
    }) => {
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await footer.getByRole('link', { name: 'Terms' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
      await expect(page.getByTestId('legal-version')).toContainText(versionOf('terms.md'));
      await expect(
        page.getByRole('heading', { level: 2, name: /NDA requests and signed NDAs/ }),
      ).toBeVisible();
      await expect(page.locator('main li').first()).toBeVisible();
      // Indexable: no noindex, and its own canonical address.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/terms$/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Privacy Policy' })
        .click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByTestId('legal-version')).toContainText(versionOf('privacy.md'));
      await expect(page.getByRole('heading', { level: 2, name: 'Export and deletion' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // Served as HTML by the server: readable with scripts off, and listed in the sitemap.
      const html = await (await page.request.get('/privacy')).text();
      expect(html).toContain('<h2>What we keep</h2>');
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toMatch(/<loc>[^<]*\/terms<\/loc>/);
      expect(sitemap).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
    });

    test("registration's disabled Next says what is still needed, and the terms box is required", async ({
      page,
    }) => {
      await page.goto('/register');
      const next = page.getByRole('button', { name: 'Next' });
      const hint = page.getByTestId('next-hint');
      await expect(next).toBeDisabled();
      await expect(hint).toHaveText('Still needed: Display Name, Email, Password, Confirm Password');
      await expect(hint).toBeVisible();
      await expect(next).toHaveAttribute('aria-describedby', 'next-hint');
      await expect(next).toHaveAccessibleDescription(/Still needed: Display Name, Email/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.getByLabel('Display Name').fill('Terms Reader');
      await page.getByLabel('Email').fill(`terms-${randomBytes(4).toString('hex')}@example.test`);
      await expect(hint).toHaveText('Still needed: Password, Confirm Password');
      await page.getByLabel(/^Password/).fill('pass-word-1');
      await page.getByLabel('Confirm Password').fill('pass-word-1');
      await expect(hint).toHaveCount(0);
      await expect(next).toBeEnabled();
      await expect(next).not.toHaveAttribute('aria-describedby', /.+/);
      await next.click();
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();

      // The box's links open the pages (in a new tab, so the form stays as it is).
      const terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
      await expect(terms).not.toBeChecked();
      const termsLink = page.getByRole('main').getByRole('link', { name: /^Terms/ });
      await expect(termsLink).toHaveAttribute('href', '/terms');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
      await expect(tab.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
      await tab.close();
      await expect(page.getByRole('main').getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
        'href',
        '/privacy',
      );

      // Without the tick: refused in place, nothing sent.
      let sent: Record<string, unknown> | null = null;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/register') && request.method() === 'POST')
          sent = request.postDataJSON() as Record<string, unknown>;
      });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByTestId('error-acceptTerms')).toHaveText(
        'Please agree to the Terms and the Privacy Policy',
      );
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(terms).toBeFocused();
      await expect(page).toHaveURL(/\/register$/);
      expect(sent).toBeNull();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // With it: the account is made (with the acceptance) and signed in.
      await terms.check();
      await expect(page.getByTestId('error-acceptTerms')).toHaveText('');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(sent).toMatchObject({ acceptTerms: true });
      const data = await (await page.request.get('/api/profile/export')).json();
      expect(data.termsAccepted).toMatchObject({
        termsVersion: versionOf('terms.md'),
        privacyVersion: versionOf('privacy.md'),
      });
    });

    test('a website typed without https:// is saved with it from the profile form', async ({ page }) => {
      const me = await seller(page.request);
      await signInViaApi(page, me);
      await page.goto('/profile/edit');
      await page.getByLabel('Website').fill('not a site');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByTestId('error-website')).toHaveText(
        'Website must be a web address such as example.com',
      );
      await page.getByLabel('Website').fill('my-site.example');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      const profile = await (await page.request.get('/api/profile')).json();
      expect(profile.user.website).toBe('https://my-site.example');
      await expect(page.getByRole('link', { name: 'https://my-site.example' })).toHaveAttribute(
        'href',
        'https://my-site.example',
      );
    });

    test('the success page fits, says the idea is live and will be reviewed, and links to it', async ({
      page,
    }) => {
      const me = await seller(page.request);
      const idea = await seedIdea(page.request, me);
      await signInViaApi(page, me);
      await page.goto(`/ideas/success?id=${idea._id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Idea Submitted Successfully!' }),
      ).toBeVisible();
      await expect(page.getByTestId('live-and-reviewed')).toContainText('live now and will be reviewed');
      const view = page.getByRole('link', { name: 'View Your Idea' });
      await expect(view).toBeVisible();
      await expect(view).toBeInViewport();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await view.click();
      await expect(page).toHaveURL(new RegExp(`/ideas/${idea._id}$`));
      await expect(page.getByText(idea.title).first()).toBeVisible();
    });
  });
}
