// For `npm run bench:web`: how long after the first paint a signed-in page still shows a
// placeholder where the viewer's own parts go (the header's account area, the idea page's next
// step), polled in the browser on every frame. Reported, not asserted: it depends on the host.
import { chromium, type Browser } from '@playwright/test';

/**
 * Placeholders of the viewer's parts: the skeletons, the account area while it asks who is signed
 * in, and the room kept for a signed-in part while its code loads (`data-viewer-placeholder`: the
 * header's menus drew their triggers only with their code before b8460d9; kept for baselines).
 */
const PLACEHOLDERS = [
  '[data-viewer-placeholder]',
  'header .animate-pulse',
  '[data-testid="account-nav"][aria-busy="true"]',
  '[data-testid="next-step"] .animate-pulse',
  '[data-testid="creator-card"] .animate-pulse',
  '[data-testid="deals-loading"]',
].join(', ');

/** Set up before the page's own scripts: the last frame in which a placeholder was on screen. */
const WATCH = `(() => {
  const selector = ${JSON.stringify(PLACEHOLDERS)};
  window.__viewerParts = { lastSeen: null };
  const visible = () => [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length > 0);
  const tick = () => {
    if (document.body && visible()) window.__viewerParts.lastSeen = performance.now();
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

export interface ViewerPartsResult {
  name: string;
  /** Milliseconds after the first paint that a placeholder was last seen; 0 when none was. */
  placeholderMs: number[];
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

async function measureOnce(browser: Browser, url: string, cookie: string): Promise<number> {
  const origin = new URL(url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: origin.hostname, path: '/' };
      }),
    );
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The viewer's parts settle after hydration and their requests; give them time to.
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const seen = (window as unknown as { __viewerParts: { lastSeen: number | null } }).__viewerParts
        .lastSeen;
      return seen === null ? 0 : Math.max(0, seen - paint);
    });
  } finally {
    await context.close();
  }
}

/**
 * Each page `runs` times on a warm server, signed in with its own cookie. Every run visits each page
 * once in turn, so a busy moment of the host touches all of them (a baseline's pages too).
 */
export async function measureViewerParts(
  pages: { name: string; url: string; cookie: string }[],
  runs: number,
): Promise<ViewerPartsResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    for (const page of pages) await measureOnce(browser, page.url, page.cookie);
    const results = pages.map((page) => ({ name: page.name, placeholderMs: [] as number[] }));
    for (let i = 0; i < runs; i++)
      for (const [index, page] of pages.entries())
        results[index]!.placeholderMs.push(await measureOnce(browser, page.url, page.cookie));
    return results;
  } finally {
    await browser.close();
  }
}

export function formatViewerParts(results: ViewerPartsResult[]): string {
  const lines = results.map(
    ({ name, placeholderMs }) =>
      `  ${name.padEnd(14)} ${String(Math.round(median(placeholderMs))).padStart(5)} ms  (runs: ${placeholderMs
        .map((ms) => Math.round(ms))
        .join(', ')})${median(placeholderMs) > 300 ? '  over 300 ms' : ''}`,
  );
  return [
    'Placeholders of the viewer’s own parts, last seen after the first paint (signed in, warm server, median):',
    ...lines,
  ].join('\n');
}
