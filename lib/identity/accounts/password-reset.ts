import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isFirebaseMode } from '@/lib/identity/firebase';
import { clearEmailAttempts, limitAttempt } from '@/lib/platform/rate-limit';
import { siteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { InvalidError } from '@/lib/core/errors';
import { enqueueMail } from '@/lib/platform/mail';
import { hashPassword } from '@/lib/identity/users/passwords';
import { assertUncommonPassword } from '@/lib/identity/users/password-rules';
import { findUserByEmail } from '@/lib/identity/users/queries';
import {
  RESET_HANDLED_BY_FIREBASE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@/lib/validation/password-reset';
import { apiTokens, users, type User } from '@/models';
import { consumeEmailToken, createEmailToken, findUsableEmailToken, retireEmailTokens } from './email-tokens';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/** Where a reset link leads: the page that asks for the new password. */
export const resetPasswordUrl = (secret: string) =>
  `${siteUrl()}/reset-password?token=${encodeURIComponent(secret)}`;

/** Where to ask for a new link (the 'password changed' mail points there too). */
export const forgotPasswordUrl = () => `${siteUrl()}/forgot-password`;

const invalidLink = () => new InvalidError(RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });

/** In Firebase Authentication mode passwords live in Firebase: we neither send nor use reset links. */
function assertResetsHandledHere(): void {
  if (isFirebaseMode()) throw new InvalidError(RESET_HANDLED_BY_FIREBASE_MESSAGE);
}

/**
 * Asks for a reset link for `email`, sent from the client address `ip`. Counts an attempt against
 * the address and the email first (the 429 is the only answer that differs); then, when an
 * active account has this email, queues the mail with a one-hour link in the transaction that
 * stores the link. The caller answers the same sentence whether or not a mail was sent. An
 * account without a password (Google only, Firebase import) gets a link as well: it proves the
 * mailbox, and setting a password adds email-and-password sign-in to the account. Earlier links
 * keep working until they expire or one of them is used. Suspended accounts get no mail.
 */
export async function requestPasswordReset(email: unknown, { ip }: { ip: string }): Promise<void> {
  await limitAttempt('password-reset', { ip, email: typeof email === 'string' ? email : undefined });
  assertResetsHandledHere();
  const data = passwordResetRequestSchema.parse({ email: email ?? '' });
  const user = await findUserByEmail(data.email);
  if (!user || user.status !== 'active') return;
  await getDb().transaction(async (tx) => {
    const secret = await createEmailToken(tx, {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      ttlMs: PASSWORD_RESET_TTL_MS,
    });
    await enqueueMail(tx, user.email, 'reset-password', {
      displayName: user.displayName,
      url: resetPasswordUrl(secret),
    });
  });
}

/**
 * The address a reset link was sent to, while the link can still be used (the page checks before
 * showing the form); null for an unknown, used or expired link.
 */
export async function usableResetLink(secret: string): Promise<{ email: string } | null> {
  if (!secret || secret.length > 200 || isFirebaseMode()) return null;
  const token = await findUsableEmailToken('reset-password', secret);
  return token ? { email: token.email } : null;
}

export interface PasswordResetOutcome {
  user: User;
  /** The account's new session epoch: the caller signs the browser in with a session of it. */
  sessionEpoch: number;
}

/**
 * Sets a new password with a reset link: the link is used (once, even when two requests race)
 * and, in one transaction, every session of the account ends (its epoch is raised), its personal
 * access tokens are deleted, its other unused reset links are retired, and the 'password changed'
 * mail is queued. The link proves the mailbox, so an address not yet verified becomes verified.
 * Throws InvalidError with field errors for a password that breaks the rules, and with a `token`
 * error for an unknown, used or expired link (or one sent to an address the account no longer has,
 * or an account suspended since).
 */
export async function resetPassword(input: unknown): Promise<PasswordResetOutcome> {
  assertResetsHandledHere();
  const data = passwordResetSchema.parse(input);
  assertUncommonPassword(data.password);
  // Hashing is slow: only for a link that works now (it is checked again, atomically, below).
  if (!(await findUsableEmailToken('reset-password', data.token))) throw invalidLink();
  const passwordHash = await hashPassword(data.password);
  const outcome = await getDb().transaction(async (tx) => {
    const token = await consumeEmailToken(tx, 'reset-password', data.token);
    if (!token) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionEpoch: sql`${users.sessionEpoch} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(
        and(
          eq(users.id, token.userId),
          eq(users.status, 'active'),
          eq(sql`lower(${users.email})`, token.email.toLowerCase()),
        ),
      )
      .returning();
    if (!user) throw invalidLink();
    await tx.delete(apiTokens).where(eq(apiTokens.userId, user.id));
    await retireEmailTokens(tx, user.id, 'reset-password');
    await enqueueMail(tx, user.email, 'password-changed', {
      displayName: user.displayName,
      resetUrl: forgotPasswordUrl(),
    });
    return { user, sessionEpoch: user.sessionEpoch };
  });
  // Failed sign-ins before the reset no longer stand between the owner and the new password.
  await clearEmailAttempts('sign-in', outcome.user.email);
  return outcome;
}
