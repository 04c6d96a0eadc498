import { cache } from 'react';
import { ApiError, unauthorized } from '@/lib/http/errors';
import { siteUrl } from '@/lib/config';
import { findUserById } from '@/lib/users/queries';
import type { User } from '@/models';
import { userIdForApiToken } from './api-tokens';
import { readCookie, sessionCookieName, userIdFromSessionToken } from './session-cookie';

/** The signed-in user behind a request, as every rule in lib/ sees them. */
export interface Viewer {
  id: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** How the request proved who it is. */
  via: 'session' | 'token';
  user: User;
}

type BearerVerifier = (token: string) => Promise<string | null>;

/** Ways a bearer token can identify a user: personal access tokens, plus any registered mode (Firebase). */
const bearerVerifiers: BearerVerifier[] = [userIdForApiToken];

export function registerBearerVerifier(verifier: BearerVerifier): void {
  if (!bearerVerifiers.includes(verifier)) bearerVerifiers.push(verifier);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function toViewer(user: User, via: Viewer['via']): Viewer {
  return { id: user.id, email: user.email, displayName: user.displayName, photoURL: user.photoURL, via, user };
}

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin on
 * cross-site POST/PUT/DELETE, so a foreign Origin is refused (CSRF). Bearer calls need no check.
 */
function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get('origin');
  if (!origin) return;
  const allowed = new Set([new URL(request.url).origin, new URL(siteUrl()).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  if (!allowed.has(origin)) throw new ApiError(403, 'Cross-site request refused');
}

/** Resolves the viewer of an API request from `Authorization: Bearer …` or the session cookie. */
export async function viewerFromRequest(request: Request): Promise<Viewer | null> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (!match) throw unauthorized('The Authorization header must be "Bearer <token>"');
    const token = match[1]!.trim();
    for (const verify of bearerVerifiers) {
      const userId = await verify(token);
      if (!userId) continue;
      const user = await findUserById(userId);
      if (user) return toViewer(user, 'token');
    }
    throw unauthorized('Invalid or revoked token');
  }
  const userId = await userIdFromSessionToken(readCookie(request.headers.get('cookie'), sessionCookieName()));
  if (!userId) return null;
  // An account that no longer exists is treated as signed out.
  const user = await findUserById(userId);
  if (!user) return null;
  assertSameOrigin(request);
  return toViewer(user, 'session');
}

/** The viewer, or a 401 with `message` (the spec's texts, e.g. 'Please sign in to submit an idea'). */
export async function requireViewer(request: Request, message = 'Please sign in'): Promise<Viewer> {
  const viewer = await viewerFromRequest(request);
  if (!viewer) throw unauthorized(message);
  return viewer;
}

/**
 * The viewer of the page being rendered (server components, server actions); asked by the layout
 * and the page alike, it reads the database once per request.
 */
export const currentViewer = cache(async (): Promise<Viewer | null> => {
  const { cookies } = await import('next/headers');
  const store = await cookies();
  const userId = await userIdFromSessionToken(store.get(sessionCookieName())?.value);
  if (!userId) return null;
  const user = await findUserById(userId);
  return user ? toViewer(user, 'session') : null;
});
