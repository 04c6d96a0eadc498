import 'server-only';
import { siteUrl } from '@/lib/core/config';
import { type BearerRefusal, ForbiddenError, UnauthorizedError } from '@/lib/core/errors';
import { findUserById } from '@/lib/identity/users/queries';
import type { User, Viewer } from '@/models';
import { userForApiToken } from './api-tokens';
import { userForFirebaseIdToken } from '../firebase';
import { sessionClaims } from './session';

/** Ways a bearer token can identify a user: personal access tokens, then Firebase ID tokens (Firebase mode only). */
const bearerVerifiers: ((token: string) => Promise<User | null>)[] = [
  userForApiToken,
  userForFirebaseIdToken,
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `user` as the rules in lib/ see a caller (`via` how they proved it). */
export function toViewer(
  user: User,
  via: Viewer['via'],
  signedInAt?: Date,
  passwordChangeAdvised?: boolean,
): Viewer {
  return {
    signedInAt,
    ...(passwordChangeAdvised ? { passwordChangeAdvised } : {}),
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    via,
    user,
  };
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
  if (!allowed.has(origin)) throw new ForbiddenError('Cross-site request refused');
}

/** Why an Authorization header was refused, as RFC 6750 names it, with our sentence. */
const BEARER_REFUSALS: Record<BearerRefusal, string> = {
  invalid_request: 'The Authorization header must be "Bearer <token>"',
  invalid_token: 'Invalid or revoked token',
};

const wwwAuthenticate = (refusal: BearerRefusal) => ({ 'WWW-Authenticate': `Bearer error="${refusal}"` });

/** The user behind `Authorization: Bearer <token>`, or why the header identifies nobody. */
async function bearerViewer(authorization: string): Promise<Viewer | BearerRefusal> {
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return 'invalid_request';
  const token = match[1]!.trim();
  for (const verify of bearerVerifiers) {
    const user = await verify(token);
    // A suspended account's tokens identify nobody.
    if (user?.status === 'active') return toViewer(user, 'token');
  }
  return 'invalid_token';
}

/**
 * The active user of the session in a Cookie header, with when they signed in. A deleted or
 * suspended account is signed out, and so is a session issued before the account's sessions
 * were ended (a password reset).
 */
async function sessionUser(
  cookieHeader: string | null,
): Promise<{ user: User; signedInAt?: Date; passwordChangeAdvised?: boolean } | null> {
  const claims = await sessionClaims(cookieHeader);
  if (!claims) return null;
  const user = await findUserById(claims.userId);
  if (user?.status !== 'active' || user.sessionEpoch !== claims.epoch) return null;
  return {
    user,
    signedInAt: claims.authAt ? new Date(claims.authAt * 1000) : undefined,
    passwordChangeAdvised: claims.passwordChangeAdvised,
  };
}

/** Resolves the viewer of an API request from `Authorization: Bearer …` or the session cookie. */
export async function viewerFromRequest(request: Request): Promise<Viewer | null> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const viewer = await bearerViewer(authorization);
    if (typeof viewer === 'string') {
      throw new UnauthorizedError(BEARER_REFUSALS[viewer], viewer);
    }
    return viewer;
  }
  const session = await sessionUser(request.headers.get('cookie'));
  if (!session) return null;
  assertSameOrigin(request);
  return toViewer(session.user, 'session', session.signedInAt, session.passwordChangeAdvised);
}

/** The viewer of a public read, and the headers its reply carries. */
export interface PublicReader {
  viewer: Viewer | null;
  headers: Record<string, string>;
}

/**
 * The viewer of a public read (lists, one idea, a profile, reference data). The original client
 * sends whatever token it holds, also an expired one or none ("Bearer null"): a token we cannot
 * verify makes the caller anonymous instead of failing the read, and the reply says so in
 * WWW-Authenticate (RFC 6750). Writes keep refusing such tokens with 401 (viewerFromRequest).
 */
export async function publicReader(request: Request): Promise<PublicReader> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return { viewer: await viewerFromRequest(request), headers: {} };
  const viewer = await bearerViewer(authorization);
  if (typeof viewer === 'string') return { viewer: null, headers: wwwAuthenticate(viewer) };
  return { viewer, headers: {} };
}

/** The viewer, or a 401 with `message` (the spec's texts, e.g. 'Please sign in to submit an idea'). */
export async function requireViewer(request: Request, message = 'Please sign in'): Promise<Viewer> {
  const viewer = await viewerFromRequest(request);
  if (!viewer) throw new UnauthorizedError(message);
  return viewer;
}

/**
 * The viewer behind a Cookie header (pages and server actions, which have no Request): the
 * session's active user, or null.
 */
export async function viewerFromCookies(cookieHeader: string | null): Promise<Viewer | null> {
  const session = await sessionUser(cookieHeader);
  return session
    ? toViewer(session.user, 'session', session.signedInAt, session.passwordChangeAdvised)
    : null;
}
