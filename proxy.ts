import { NextResponse, type NextRequest } from 'next/server';
import { GUARDED_PATH, loginUrlFor } from '@/lib/identity/shared';
import { secureCookies, sessionUserId } from '@/lib/identity';
import { firebasePageHeaders } from '@/lib/identity';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { apiCors } from '@/lib/http/cors';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/platform/security/headers.mjs';

/**
 * Redirects signed-out visitors from guarded pages to /login (a convenience: every guarded page
 * and handler checks the session again), answers CORS preflights and marks allowed cross-origin
 * replies on /api/* (requests with an Origin), and adds HSTS when the site is served over https
 * (pages, and API calls from browsers).
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
  return response;
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
