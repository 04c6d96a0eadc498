import { NextResponse, type NextRequest } from 'next/server';
import { GUARDED_PATH, holdsSessionCookie, loginUrlFor, VIEWER_HINT_COOKIE } from '@/lib/identity/shared';
import { secureCookies, sessionCookieName, sessionUserId } from '@/lib/identity';
import { firebasePageHeaders } from '@/lib/identity';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { apiCors } from '@/lib/http/cors';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/platform/security/headers.mjs';

/**
 * Redirects signed-out visitors from guarded pages to /login (a convenience: every guarded page
 * and handler checks the session again), answers CORS preflights and marks allowed cross-origin
 * replies on /api/* (requests with an Origin), adds HSTS when the site is served over https
 * (pages, and API calls from browsers), and keeps the page's hint whether to ask who is signed in.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  let response: NextResponse;
  if (pathname.startsWith('/api/')) {
    response = apiCors(request);
  } else if (GUARDED_PATH.test(pathname) && !(await sessionUserId(request.headers.get('cookie')))) {
    response = NextResponse.redirect(new URL(loginUrlFor(`${pathname}${search}`), request.url));
  } else {
    response = NextResponse.next();
  }
  if (secureCookies()) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  const firebase = pathname.startsWith('/api/') ? null : firebaseWebConfig(getConfig());
  if (firebase) {
    const headers = firebasePageHeaders(firebase, { dev: process.env.NODE_ENV !== 'production' });
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  }
  if (!pathname.startsWith('/api/')) keepViewerHint(request, response, firebase !== null);
  return response;
}

/** Sets or clears the cookie that tells a page's scripts to ask who is signed in (viewer-hint.ts). */
function keepViewerHint(request: NextRequest, response: NextResponse, firebase: boolean) {
  const names = request.cookies.getAll().map((cookie) => cookie.name);
  const ask = firebase || holdsSessionCookie(names, sessionCookieName());
  if (ask === (request.cookies.get(VIEWER_HINT_COOKIE)?.value === '1')) return;
  if (ask)
    response.cookies.set(VIEWER_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: secureCookies() });
  else response.cookies.delete(VIEWER_HINT_COOKIE);
}

export const config = {
  matcher: [
    '/((?!api|_next/static|_next/image|favicon.ico).*)',
    // On the API the proxy only answers CORS, which concerns requests with an Origin (browsers).
    // Running it for the others would cost every one of them: Next buffers a request's body for
    // the proxy and hands the route a copy (a constant reply went from ~740 to ~1,070 req/s).
    { source: '/api/:path*', has: [{ type: 'header', key: 'origin' }] },
  ],
};
