import type { Page } from '@playwright/test';

/**
 * Lets the scripts and styles named in `path`'s HTML load, and holds every chunk asked for later
 * (the code of lazily loaded controls) until `release` is called; `hold` holds them again.
 */
export async function holdLaterChunks(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const pageChunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]),
  );
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!pageChunks.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return { release: () => release(), hold };
}
