import 'server-only';
import { NextRequest } from 'next/server';
import { encode, getToken } from 'next-auth/jwt';
import { getConfig } from '@/lib/core/config';
import { authSecret } from '@/lib/platform/security';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Secure cookies (and their `__Secure-` name) whenever the site is served over https. */
export function secureCookies(): boolean {
  return (getConfig().SITE_URL ?? '').startsWith('https://');
}

export function sessionCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

/** What a session cookie says of its holder. */
export interface SessionClaims {
  userId: string;
  /** The account's session epoch when the session was issued; sessions of an older epoch have ended. */
  epoch: number;
  /** When the holder signed in (seconds since the epoch); undefined for sessions issued before this was recorded. */
  authAt?: number;
  /** The password the holder signed in with breaks today's rules: the site asks them to change it. */
  passwordChangeAdvised?: boolean;
}

/** Claims that a session token carries besides the user id, set at sign-in. */
export function sessionClaimsAtSignIn(epoch: number): { epoch: number; authAt: number } {
  return { epoch, authAt: Math.floor(Date.now() / 1000) };
}

/**
 * The claims of the next-auth session in a Cookie header (chunked cookies included), or null
 * when it is missing, forged or expired: read by next-auth's own `getToken`. Only the cookies are
 * passed on, so an Authorization header is never taken for a session.
 */
export async function sessionClaims(cookieHeader: string | null | undefined): Promise<SessionClaims | null> {
  const req = new NextRequest('http://session.invalid/', {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  const token = await getToken({
    req,
    secret: authSecret(),
    secureCookie: secureCookies(),
    cookieName: sessionCookieName(),
  });
  if (typeof token?.sub !== 'string') return null;
  return {
    userId: token.sub,
    epoch: typeof token.epoch === 'number' ? token.epoch : 0,
    authAt: typeof token.authAt === 'number' ? token.authAt : undefined,
    passwordChangeAdvised: token.passwordChangeAdvised === true,
  };
}

/** The user id of the session in a Cookie header, or null (see `sessionClaims`). */
export async function sessionUserId(cookieHeader: string | null | undefined): Promise<string | null> {
  return (await sessionClaims(cookieHeader))?.userId ?? null;
}

/**
 * A session cookie value for `userId` in session epoch `epoch` (what next-auth issues at sign-in;
 * a password reset signs its user in with it; tests use it too).
 */
export async function issueSessionToken(
  userId: string,
  extra: Record<string, unknown> = {},
  epoch = 0,
): Promise<string> {
  return encode({
    token: { sub: userId, ...sessionClaimsAtSignIn(epoch), ...extra },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The attributes next-auth gives its session cookie. */
export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}
