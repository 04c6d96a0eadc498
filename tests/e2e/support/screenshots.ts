import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';

/** Where the README's screenshots live. */
export const SCREENSHOT_DIR = path.resolve('docs/screenshots');

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Saves `name-1280.png` and `name-390.png` (palette PNGs, small enough for the README): the top of
 * the page, or `part` scrolled into view, once the images in sight have loaded.
 */
export async function shoot(page: Page, name: string, part?: (page: Page) => Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    if (part) await part(page).scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    await page.waitForTimeout(400);
    const raw = part ? await part(page).screenshot() : await page.screenshot({ fullPage: false });
    await sharp(raw)
      .png({ palette: true, quality: 85, compressionLevel: 9 })
      .toFile(path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`));
  }
}
