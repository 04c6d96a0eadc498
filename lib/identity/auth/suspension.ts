import 'server-only';
import { asSentence } from '@/lib/core/format';
import { findUserById } from '../users/queries';
import { sessionClaims } from './session';

/**
 * What a suspended member reads where their session ended (the login page they land on): the
 * sentence with the admin's reason, when the cookie is a genuine session of a suspended account.
 * Its signature proves whose it is, so nobody else learns of the suspension.
 */
export async function suspensionOfSession(cookieHeader: string | null | undefined): Promise<string | null> {
  const claims = await sessionClaims(cookieHeader);
  if (!claims) return null;
  const user = await findUserById(claims.userId);
  if (user?.status !== 'suspended') return null;
  return `Your account is suspended: ${asSentence(user.suspensionReason || 'no reason was given')}`;
}
