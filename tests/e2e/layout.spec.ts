import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { signInAsAdmin } from './support/admin';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { seedIdea, seller, uniqueWord, type Seller } from './support/ideas';
import { holdListNavigations } from './support/list-navigation';

// The layout at a desktop width (1280 px) and a phone's (390 px): pages open at their top and Back
// returns to where the list was; dialogs are centred modals on desktop and bottom sheets on phones;
// the ideas list shows two rows of three cards above a desktop fold; the list's toolbar never
// moves while loading; no gap under an NDA lock; the current admin tab is always in view; and the
// keyboard focus ring of buttons stands out.

const WIDTHS = [1280, 390] as const;
const HEIGHT = 800;

/** Eight ideas sharing a word, so `/ideas?search=<word>` lists exactly them. */
async function seedList(request: APIRequestContext, owner: Seller, word: string) {
  for (let i = 0; i < 8; i++)
    await seedIdea(request, owner, {
      title: `Layout ${word} ${i}`,
      problemDescription: `Problem ${i} ${word}`,
    });
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
};

/** The relative luminance of a CSS `rgb(…)` colour (WCAG 2). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Where a dialog sits: a centred modal from 640 px, a sheet along the bottom edge on phones. */
async function expectDialogShape(page: Page, dialog: Locator, width: number) {
  await expect(dialog).toBeVisible();
  // Wait for the open animation (if any) to settle.
  await expect.poll(async () => (await box(dialog)).y).toBe((await box(dialog)).y);
  const shape = await box(dialog);
  const title = await box(dialog.getByRole('heading').first());
  if (width >= 640) {
    expect(Math.abs(shape.x + shape.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(shape.y + shape.height / 2 - HEIGHT / 2)).toBeLessThanOrEqual(1);
    expect(shape.width).toBeLessThanOrEqual(680);
    // The title starts at the modal's padding, not at the screen's edge.
    expect(title.x - shape.x).toBeLessThanOrEqual(32);
    expect(title.x).toBeGreaterThan(width / 4);
  } else {
    expect(shape.x).toBe(0);
    expect(shape.width).toBe(width);
    expect(Math.abs(shape.y + shape.height - HEIGHT)).toBeLessThanOrEqual(1);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test('an idea opened from the list opens at its top, and Back returns to where the list was', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await seller(request);
      const word = uniqueWord();
      await seedList(request, owner, word);
      await page.goto(`/ideas?search=${word}`);
      await expect(page.getByTestId('idea-card')).toHaveCount(8);
      await expectNoAxeViolations(page);
      const listUrl = page.url();

      // Offsets where the idea page used to open scrolled down (35–206 px), and further down.
      const offsets = [35, 90, 150, 206, 480, 900];
      for (const offset of offsets) {
        const picked = await page.evaluate((y) => {
          window.scrollTo({ top: y, behavior: 'instant' });
          const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="idea-card"] h2 a')];
          const index = links.findIndex((link) => {
            const rect = link.getBoundingClientRect();
            return rect.top >= 0 && rect.bottom <= window.innerHeight;
          });
          return { index, scrollY: window.scrollY };
        }, offset);
        expect(picked.index, `a card title in view at ${offset} px`).toBeGreaterThanOrEqual(0);
        const link = page.getByTestId('idea-card').nth(picked.index).getByRole('heading').getByRole('link');
        const title = (await link.textContent()) ?? '';
        await link.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(page.getByRole('link', { name: '← Back to Ideas' })).toBeInViewport();

        await page.goBack();
        expect(page.url()).toBe(listUrl);
        await expect(page.getByTestId('idea-card')).toHaveCount(8);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(picked.scrollY);
      }
    });

    test('the ideas list: columns, cards above the fold, and a toolbar that stays put while loading', async ({
      page,
      request,
    }) => {
      const owner = await seller(request);
      const word = uniqueWord();
      await seedList(request, owner, word);
      await page.goto(`/ideas?search=${word}`);
      const cards = page.getByTestId('idea-card');
      await expect(cards).toHaveCount(8);
      const lefts = new Set<number>();
      for (const card of await cards.all()) lefts.add(Math.round((await box(card)).x));
      expect(lefts.size).toBe(width >= 1024 ? 3 : 1);
      if (width >= 1024) {
        const tops = await cards.evaluateAll((nodes) =>
          nodes.map((node) => node.getBoundingClientRect().top + window.scrollY),
        );
        expect(tops.filter((top) => top < HEIGHT).length).toBeGreaterThanOrEqual(6);
      }

      // 'Loading ideas...' appears in space kept for it: nothing in the toolbar moves.
      const sort = page.getByLabel('Sort');
      const before = await box(sort);
      const { release } = await holdListNavigations(page);
      await sort.selectOption({ label: 'Price: low to high' });
      await expect(page.getByTestId('list-pending')).toHaveAttribute('data-pending', 'true');
      expect(await box(sort)).toEqual(before);
      release();
      await expect(page.getByTestId('list-pending')).toHaveAttribute('data-pending', 'false');
      expect(await box(sort)).toEqual(before);
    });

    test('dialogs share one shape: a centred modal on desktop, a bottom sheet on phones', async ({
      page,
      request,
    }) => {
      const creator = await seller(request);
      const visitor = await seller(request);
      const gated = await seedIdea(request, creator, { requireNDA: true, title: `Gated ${uniqueWord()}` });
      await signInViaApi(page, visitor);
      await page.goto(`/ideas/${gated._id}`);
      // Measured once the viewer's own parts (the next step) replaced the cached page's placeholders.
      const panel = page.getByTestId('action-panel');
      await expect(panel.getByRole('button', { name: 'Request access' })).toBeVisible();

      // No gap under the NDA lock: the next block follows at the grid's gap.
      const lock = await box(page.getByTestId('nda-lock'));
      const next = await box(page.getByTestId(width >= 1024 ? 'info-box' : 'action-panel'));
      expect(next.y - (lock.y + lock.height)).toBeLessThanOrEqual(25);

      await panel.getByRole('button', { name: 'Request access' }).click();
      const access = page.getByRole('dialog', { name: 'Request access' });
      await expectDialogShape(page, access, width);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(access).toBeHidden();

      await page.locator('#main-content').getByRole('button', { name: 'Report', exact: true }).click();
      const report = page.getByRole('dialog', { name: 'Report this idea' });
      await expectDialogShape(page, report, width);
      await page.keyboard.press('Escape');

      await page.goto('/settings#delete-account');
      await page.getByTestId('delete-account-open').click();
      const remove = page.getByRole('dialog', { name: 'Delete your account?' });
      await expectDialogShape(page, remove, width);
      await expectNoAxeViolations(page);
    });

    test('the current admin tab is in view', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin/jobs');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      const current = nav.getByRole('link', { name: 'Jobs' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toBeInViewport({ ratio: 1 });
      for (const tab of await nav.getByRole('link').all()) await expect(tab).toBeInViewport({ ratio: 1 });
      await expectNoAxeViolations(page);
    });

    test('a primary button reached with the keyboard shows a ring of 2 px or more, 3:1 against the page', async ({
      page,
    }) => {
      await page.goto('/login');
      const submit = page.locator('form').getByRole('button', { name: 'Login', exact: true });
      await page.getByLabel('Email').focus();
      for (let i = 0; i < 6 && !(await submit.evaluate((node) => node === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      // The ring's colour fades in with the button's colour transition: read it once that ended.
      await submit.evaluate((node) =>
        Promise.all(node.getAnimations().map((animation) => animation.finished)),
      );
      const ring = await submit.evaluate((node) => {
        const style = getComputedStyle(node);
        let behind: Element | null = node.parentElement;
        let background = 'rgb(255, 255, 255)';
        while (behind) {
          const color = getComputedStyle(behind).backgroundColor;
          if (color && color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
            background = color;
            break;
          }
          behind = behind.parentElement;
        }
        return {
          width: Number.parseFloat(style.outlineWidth),
          offset: Number.parseFloat(style.outlineOffset),
          style: style.outlineStyle,
          color: style.outlineColor,
          background,
        };
      });
      expect(ring.style).not.toBe('none');
      // A 3 px ring, 2 px off the button so it reads as a ring around it, not a larger button.
      expect(ring.width).toBeGreaterThanOrEqual(3);
      expect(ring.offset).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
    });
  });
}
