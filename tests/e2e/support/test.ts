import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until no streamed segment of the page is left hidden in the document. Since React 19.2 a
 * streamed Suspense segment can exist twice for up to ~300 ms after load: hydration renders the
 * boundary from the RSC payload while the server's copy (`<div hidden id="S:0">`) waits for its
 * batched reveal, which then removes it (react/react#37014). Nobody sees the hidden copy, but a
 * query of the whole document in that window finds every card twice.
 */
export async function streamSettled(page: Page): Promise<void> {
  // Bounded: a segment whose boundary React rendered in the browser instead (after an error, or a
  // page that navigated on) can stay hidden for good; the duplicates this waits out last ~300 ms.
  await page
    .waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'), undefined, { timeout: 2_000 })
    .catch(() => undefined);
}

const settling = Symbol('settling');

/**
 * Makes `goto` and `reload` of every page (the test's own and those of contexts it opens) return
 * once the streamed segments have settled. Page is not exported as a class, so its prototype is
 * reached through a page opened for that.
 */
function settleLoads(page: Page) {
  const prototype = Object.getPrototypeOf(page) as Page & { [settling]?: true };
  if (prototype[settling]) return;
  prototype[settling] = true;
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    if (options?.waitUntil !== 'commit') await streamSettled(this);
    return response;
  };
  prototype.reload = async function (this: Page, options) {
    const response = await reload.call(this, options);
    if (options?.waitUntil !== 'commit') await streamSettled(this);
    return response;
  };
}

/** Playwright's `test`, with page loads that return once the page's streamed segments settled. */
export const test = base.extend<object, { settledLoads: void }>({
  settledLoads: [
    async ({ browser }, provide) => {
      const page = await browser.newPage();
      settleLoads(page);
      await page.close();
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
});
