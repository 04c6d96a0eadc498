import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/core/config';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const PREFLIGHT_MAX_AGE = '600';

const normalize = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/** True when `origin` is on the allowlist (`*` allows every origin). */
export function isAllowedOrigin(origin: string, allowlist: readonly string[]): boolean {
  const wanted = normalize(origin);
  return allowlist.some((entry) => entry === '*' || normalize(entry) === wanted);
}

/**
 * CORS for `/api/*` (called from proxy.ts). Browser clients on the CORS_ORIGINS allowlist may call
 * the API with bearer tokens; credentials (cookies) are never allowed cross-origin, so
 * Access-Control-Allow-Credentials is never sent. Requests without an Origin pass untouched.
 */
export function apiCors(
  request: NextRequest,
  allowlist: readonly string[] = getConfig().CORS_ORIGINS,
): NextResponse {
  const origin = request.headers.get('origin');
  const allowed = origin !== null && allowlist.length > 0 && isAllowedOrigin(origin, allowlist);
  const isPreflight = request.method === 'OPTIONS' && request.headers.has('access-control-request-method');

  if (isPreflight) {
    if (!allowed) {
      return NextResponse.json(
        { success: false, message: 'This origin may not call the API from a browser' },
        { status: 403, headers: { Vary: 'Origin' } },
      );
    }
    return new NextResponse(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin',
      },
    });
  }

  const response = NextResponse.next({ request });
  if (allowlist.length > 0) response.headers.set('Vary', 'Origin');
  if (allowed) {
    response.headers.set('Access-Control-Allow-Origin', origin);
    // Lets a browser client see that its token was not accepted on a public read.
    response.headers.set('Access-Control-Expose-Headers', 'WWW-Authenticate');
  }
  return response;
}
