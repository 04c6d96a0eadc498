import type { Page, Request, Route } from '@playwright/test';

/**
 * The list renders on the server: a control changes the URL and the router fetches the new render
 * (a GET of /ideas?… with the `RSC: 1` header). Prefetches carry `Next-Router-Prefetch` and are
 * not navigations.
 */
export function isListNavigation(request: Request): boolean {
  const headers = request.headers();
  return (
    new URL(request.url()).pathname === '/ideas' &&
    headers['rsc'] === '1' &&
    headers['next-router-prefetch'] === undefined
  );
}

/** Every list navigation's URL (and any /api/ideas request, which the page must never make). */
export function watchListRequests(page: Page) {
  const navigations: URL[] = [];
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (isListNavigation(request)) navigations.push(new URL(request.url()));
    if (new URL(request.url()).pathname === '/api/ideas') apiRequests.push(request.url());
  });
  return { navigations, apiRequests };
}

/**
 * The paths whose payload the router fetches (a prefetch or a navigation: the `RSC: 1` header), in
 * the order asked.
 */
export function watchRouterFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Holds list navigations until `release()`, then lets them pass; other requests pass. */
export async function holdListNavigations(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (isListNavigation(route.request())) await held;
    await route.continue();
  };
  await page.route('**/ideas?*', handler);
  return { release };
}

/** A server action call from one of our pages (a POST carrying the `Next-Action` header). */
export function isServerAction(request: Request): boolean {
  return request.method() === 'POST' && request.headers()['next-action'] !== undefined;
}
