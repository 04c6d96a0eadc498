import 'server-only';
import { NextRequest } from 'next/server';
import { encode, getToken } from 'next-auth/jwt';
import { getConfig } from '@/lib/config';
import { authSecret } from './secret';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Secure cookies (and their `__Secure-` name) whenever the site is served over https. */
export function secureCookies(): boolean {
  return (getConfig().SITE_URL ?? '').startsWith('https://');
}

export function sessionCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

/**
 * The user id of the next-auth session in a Cookie header (chunked cookies included), or null
 * when it is missing, forged or expired: read by next-auth's own `getToken`. Only the cookies are
 * passed on, so an Authorization header is never taken for a session.
 */
export async function sessionUserId(cookieHeader: string | null | undefined): Promise<string | null> {
  const req = new NextRequest('http://session.invalid/', {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  const token = await getToken({
    req,
    secret: authSecret(),
    secureCookie: secureCookies(),
    cookieName: sessionCookieName(),
  });
  return typeof token?.sub === 'string' ? token.sub : null;
}

/** A session cookie value for `userId` (what next-auth issues at sign-in; tests use it too). */
export async function issueSessionToken(
  userId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return encode({ token: { sub: userId, ...extra }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}
