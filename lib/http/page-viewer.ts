import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import {
  issueSessionToken,
  sessionCookieName,
  sessionCookieOptions,
  suspensionOfSession,
  viewerFromCookies,
} from '@/lib/identity';
import { isAdmin, type Viewer } from '@/models';

/**
 * The viewer of the page being rendered (server components, server actions); asked by the layout
 * and the page alike, it reads the database once per request. Read from `cookies()`, not the
 * Cookie header: a page rendered after a server action replaced the session cookie (a password
 * change) sees the new session, not the one that just ended.
 */
export const getViewer = cache(async (): Promise<Viewer | null> =>
  viewerFromCookies((await cookies()).toString() || null),
);

/**
 * The admin viewing an /admin page; for anyone else the page does not exist (404). Every admin
 * page calls it itself before reading anything (a layout's check does not stop its pages from
 * rendering): the admin-only lib reads behind the pages (the queues, the audit log, the jobs) trust
 * the caller to have checked, as the API's admin operations do.
 */
export async function adminPageViewer(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer || !isAdmin(viewer)) notFound();
  return viewer;
}

/** The signed-in user of a server action, if the account may still act (not suspended). */
export async function actingViewer(): Promise<Viewer | null> {
  const viewer = await getViewer();
  return viewer?.user.status === 'active' ? viewer : null;
}

/** For the login page: the suspension sentence when the visitor's own session ended by a suspension. */
export async function endedSessionSuspension(): Promise<string | null> {
  return suspensionOfSession((await headers()).get('cookie'));
}

/**
 * Gives this browser a session of the account's current epoch, after a password change or reset
 * ended every other one (a server action's reply sets the cookie; the page rendered after it reads it).
 */
export async function startSessionOfEpoch(userId: string, sessionEpoch: number): Promise<void> {
  (await cookies()).set(
    sessionCookieName(),
    await issueSessionToken(userId, {}, sessionEpoch),
    sessionCookieOptions(),
  );
}
