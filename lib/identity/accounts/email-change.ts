import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { siteUrl } from '@/lib/core/config';
import { ConflictError, ForbiddenError, InvalidError } from '@/lib/core/errors';
import { getDb, isUniqueViolation } from '@/lib/db';
import { isFirebaseMode } from '@/lib/identity/firebase';
import { enqueueMail } from '@/lib/platform/mail';
import { limitAttempt } from '@/lib/platform/rate-limit';
import {
  confirmEmailChangeSchema,
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  emailChangeRequestedMessage,
  emailChangeSchema,
  EMAILS_IN_FIREBASE_MESSAGE,
  SAME_EMAIL_MESSAGE,
  SIGN_IN_AGAIN_TO_CHANGE_EMAIL_MESSAGE,
} from '@/lib/validation/account-settings';
import { RECENT_SIGN_IN_MS } from '@/lib/validation/account-data';
import { users, type User, type Viewer } from '@/models';
import { consumeEmailToken, createEmailToken, retireEmailTokens } from './email-tokens';
import { confirmCurrentPassword } from './password-change';
import { forgotPasswordUrl } from './password-reset';

/** How long a link to confirm a new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/** Where the link to the new address leads; the page asks for one click before the link is used. */
export const confirmEmailChangeUrl = (secret: string) =>
  `${siteUrl()}/confirm-email?token=${encodeURIComponent(secret)}`;

const taken = () => new ConflictError(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

const invalidLink = () =>
  new InvalidError(EMAIL_CHANGE_LINK_INVALID_MESSAGE, { token: EMAIL_CHANGE_LINK_INVALID_MESSAGE });

/** Whether another account already has `email` (any case). */
async function usedByAnother(email: string, userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The proof a change of address needs: the current password, or for an account without one
 * (Google only) a browser session signed in within the last RECENT_SIGN_IN_MS.
 */
async function confirmOwner(viewer: Viewer, password: string, ip: string): Promise<void> {
  if (viewer.user.passwordHash) return confirmCurrentPassword(viewer.user, password, ip, 'password');
  const recent =
    viewer.via === 'session' &&
    viewer.signedInAt !== undefined &&
    Date.now() - viewer.signedInAt.getTime() <= RECENT_SIGN_IN_MS;
  if (!recent) throw new ForbiddenError(SIGN_IN_AGAIN_TO_CHANGE_EMAIL_MESSAGE);
}

/**
 * Asks to move the account to a new address. Nothing changes yet: in one transaction a single-use
 * link that works for 24 hours is mailed to the NEW address (earlier such links stop working), and
 * a notice to the current one says what is happening and how to stop it. Refused: the same
 * address, an address another account has (409, as registration says it), a wrong password.
 * Limited per client address and per account. Returns the sentence to show.
 */
export async function requestEmailChange(
  viewer: Viewer,
  input: unknown,
  { ip }: { ip: string },
): Promise<string> {
  if (isFirebaseMode()) throw new InvalidError(EMAILS_IN_FIREBASE_MESSAGE);
  const data = emailChangeSchema.parse(input);
  const { user } = viewer;
  await limitAttempt('email-change', { ip, email: user.id });
  if (data.email.toLowerCase() === user.email.toLowerCase())
    throw new InvalidError(SAME_EMAIL_MESSAGE, { email: SAME_EMAIL_MESSAGE });
  await confirmOwner(viewer, data.password, ip);
  if (await usedByAnother(data.email, user.id)) throw taken();
  await getDb().transaction(async (tx) => {
    await retireEmailTokens(tx, user.id, 'change-email');
    const secret = await createEmailToken(tx, {
      userId: user.id,
      purpose: 'change-email',
      email: data.email,
      ttlMs: EMAIL_CHANGE_TTL_MS,
    });
    await enqueueMail(tx, data.email, 'confirm-email-change', {
      displayName: user.displayName,
      url: confirmEmailChangeUrl(secret),
    });
    await enqueueMail(tx, user.email, 'email-change-requested', {
      displayName: user.displayName,
      newEmail: data.email,
      resetUrl: forgotPasswordUrl(),
    });
  });
  return emailChangeRequestedMessage(data.email);
}

/**
 * Uses a link sent to a new address: the account takes that address, verified (the link proved
 * the mailbox), and the account's other address links (verification, change, reset: all sent to
 * the old address or to an address not chosen) stop working. Throws InvalidError for an unknown,
 * used or expired link, or an account suspended since; ConflictError when another account took
 * the address meanwhile. Callers expire the public caches (creator cards show the address).
 */
export async function confirmEmailChange(input: unknown): Promise<User> {
  const { token: secret } = confirmEmailChangeSchema.parse(input);
  try {
    return await getDb().transaction(async (tx) => {
      const token = await consumeEmailToken(tx, 'change-email', secret);
      if (!token) throw invalidLink();
      const [user] = await tx
        .update(users)
        .set({ email: token.email, emailVerifiedAt: new Date() })
        .where(and(eq(users.id, token.userId), eq(users.status, 'active')))
        .returning();
      if (!user) throw invalidLink();
      for (const purpose of ['change-email', 'verify-email', 'reset-password'] as const)
        await retireEmailTokens(tx, user.id, purpose);
      return user;
    });
  } catch (error) {
    // Someone registered the address after the link was sent: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
