import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clientAddress, limitAttempt } from '@/lib/platform/rate-limit';
import { siteUrl } from '@/lib/core/config';
import { getDb, type Database } from '@/lib/db';
import { ConflictError, InvalidError } from '@/lib/core/errors';
import { enqueueMail } from '@/lib/platform/mail';
import type { VerifyEmailInput } from '@/lib/validation/email-verification';
import { users, type User } from '@/models';
import { consumeEmailToken, createEmailToken, retireEmailTokens } from './email-tokens';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60_000;

export const VERIFICATION_LINK_INVALID_MESSAGE =
  'This verification link is invalid, already used or expired. Ask for a new one from your profile.';

/** Where a verification link leads; the page asks for one click before the link is used. */
export const verificationUrl = (secret: string) =>
  `${siteUrl()}/verify-email?token=${encodeURIComponent(secret)}`;

type Writer = Pick<Database, 'insert' | 'update'>;

/**
 * Queues a verification mail to the user's address with a fresh link (earlier links stop
 * working). Pass the transaction that created or changed the account.
 */
export async function sendVerificationEmail(
  writer: Writer,
  user: Pick<User, 'id' | 'email' | 'displayName'>,
): Promise<void> {
  await retireEmailTokens(writer, user.id, 'verify-email');
  const secret = await createEmailToken(writer, {
    userId: user.id,
    purpose: 'verify-email',
    email: user.email,
    ttlMs: VERIFICATION_TTL_MS,
  });
  await enqueueMail(writer, user.email, 'verify-email', {
    displayName: user.displayName,
    url: verificationUrl(secret),
  });
}

export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified';

export const verificationSentMessage = (email: string) =>
  `We sent a verification link to ${email}. It works for 24 hours.`;

/**
 * A new verification mail on the user's demand (the profile's 'Resend'): 409 once verified, and
 * rate-limited per client address and per account email. Returns the sentence to show.
 */
export async function requestVerificationEmail(
  user: User,
  requestHeaders: Headers | Record<string, string | string[] | undefined>,
): Promise<string> {
  if (user.emailVerifiedAt) throw new ConflictError(ALREADY_VERIFIED_MESSAGE);
  await limitAttempt('verify-email', { ip: clientAddress(requestHeaders), email: user.email });
  await getDb().transaction((tx) => sendVerificationEmail(tx, user));
  return verificationSentMessage(user.email);
}

export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified. Thank you!';

/**
 * Uses a verification link: the account is verified when the link was sent to the address it
 * still has. Returns the user; throws InvalidError for an unknown, used or expired link. Callers
 * expire the public caches (idea pages and cards show the creator's badge).
 */
export async function verifyEmail({ token: secret }: VerifyEmailInput): Promise<User> {
  const user = await getDb().transaction(async (tx) => {
    const token = await consumeEmailToken(tx, 'verify-email', secret);
    if (!token)
      throw new InvalidError(VERIFICATION_LINK_INVALID_MESSAGE, { token: VERIFICATION_LINK_INVALID_MESSAGE });
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, token.userId), eq(sql`lower(${users.email})`, token.email.toLowerCase())))
      .returning();
    if (!user)
      throw new InvalidError(VERIFICATION_LINK_INVALID_MESSAGE, { token: VERIFICATION_LINK_INVALID_MESSAGE });
    return user;
  });
  return user;
}

/** Marks an account verified because an identity provider vouches for its address (Google, Firebase). */
export async function markEmailVerified(userId: string): Promise<void> {
  await getDb()
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
