import 'server-only';
import { sessionCookieName, sessionCookieOptions } from './session';

/** A cookie to set so that the browser forgets it. */
export interface ExpiredCookie {
  name: string;
  value: '';
  options: ReturnType<typeof sessionCookieOptions> & { expires: Date };
}

/**
 * The Set-Cookie instructions that end the browser's session: the session cookie and any chunks
 * next-auth split a large one into (`<name>.0`, `<name>.1`…) among the cookies the request sent.
 */
export function expiredSessionCookies(sentCookieNames: Iterable<string> = []): ExpiredCookie[] {
  const name = sessionCookieName();
  const names = new Set([name, ...[...sentCookieNames].filter((sent) => sent.startsWith(`${name}.`))]);
  const options = { ...sessionCookieOptions(), maxAge: 0, expires: new Date(0) };
  return [...names].map((cookie) => ({ name: cookie, value: '', options }));
}
