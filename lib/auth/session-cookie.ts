import { decode, encode } from 'next-auth/jwt';
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

/** The user id inside a session cookie value, or null when it is missing, forged or expired. */
export async function userIdFromSessionToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: authSecret() });
    return typeof payload?.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** A session cookie value for `userId` (what next-auth issues at sign-in; tests use it too). */
export async function issueSessionToken(userId: string, extra: Record<string, unknown> = {}): Promise<string> {
  return encode({ token: { sub: userId, ...extra }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
