/**
 * A cookie the page's scripts may read: '1' when they should ask `/api/viewer` who is signed in,
 * because the browser holds a session cookie (which scripts cannot read) or sign-in goes through
 * Firebase in the browser. proxy.ts keeps it in step on every page load; without it a page knows
 * at once that nobody is signed in, with no request. It names nobody: the session cookie stays
 * httpOnly and is checked on every request that needs it.
 */
export const VIEWER_HINT_COOKIE = 'ask-viewer';

/** Where the browser asks who is signed in (no-store). */
export const VIEWER_URL = '/api/viewer';

/** Whether the cookies sent carry a session: next-auth's cookie, or the chunks of a long one. */
export function holdsSessionCookie(cookieNames: Iterable<string>, sessionCookie: string): boolean {
  for (const name of cookieNames)
    if (name === sessionCookie || name.startsWith(`${sessionCookie}.`)) return true;
  return false;
}

/** In the browser: whether this page came with a session (or Firebase sign-in) to ask about. */
export function viewerHinted(): boolean {
  return document.cookie.split('; ').includes(`${VIEWER_HINT_COOKIE}=1`);
}
