import type { Page } from '@playwright/test';

/**
 * The URLs of the requests the page sends to a REST path: `/api/reports` (the path exactly), or a
 * pattern tested on the path and query (`/^\/api\/tokens(\/|$)/`). Our own pages use server
 * actions, so a flow that expects none fails when someone calls the partners' API from the
 * browser again.
 */
export function requestsTo(page: Page, path: string | RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (typeof path === 'string' ? pathname === path : path.test(`${pathname}${search}`))
      sent.push(request.url());
  });
  return sent;
}
