import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { InvalidError } from '@/lib/core/errors';
import { getDb } from '@/lib/db';
import { isFirebaseMode } from '@/lib/identity/firebase';
import { assertUncommonPassword } from '@/lib/identity/users/password-rules';
import { hashPassword, verifyPassword } from '@/lib/identity/users/passwords';
import { enqueueMail } from '@/lib/platform/mail';
import { clearEmailAttempts, limitAttempt } from '@/lib/platform/rate-limit';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NO_PASSWORD_YET_MESSAGE,
  PASSWORDS_IN_FIREBASE_MESSAGE,
} from '@/lib/validation/account-settings';
import { apiTokens, users, type User } from '@/models';
import { retireEmailTokens } from './email-tokens';
import { forgotPasswordUrl, type PasswordResetOutcome } from './password-reset';

const wrongPassword = (field = 'currentPassword') =>
  new InvalidError(CURRENT_PASSWORD_WRONG_MESSAGE, { [field]: CURRENT_PASSWORD_WRONG_MESSAGE });

/**
 * Checks the account's current password before a change that needs it. Wrong passwords count as
 * sign-in attempts (same limits, 429 beyond them); a right one forgives earlier failures.
 */
export async function confirmCurrentPassword(
  user: User,
  password: string,
  ip: string,
  field = 'currentPassword',
): Promise<void> {
  if (!password)
    throw new InvalidError(CURRENT_PASSWORD_REQUIRED_MESSAGE, { [field]: CURRENT_PASSWORD_REQUIRED_MESSAGE });
  await limitAttempt('sign-in', { ip, email: user.email });
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword(field);
  await clearEmailAttempts('sign-in', user.email);
}

/**
 * Changes the password of an account that has one, with its current password. As after a reset,
 * in one transaction: every session of the account ends (its epoch is raised), its personal access
 * tokens are deleted, its unused reset links are retired and the 'password changed' mail is queued;
 * the caller signs its own browser in again with a session of the new epoch. Accounts without a
 * password (Google sign-in) set one through a reset link, which proves the mailbox.
 */
export async function changePassword(
  user: User,
  input: unknown,
  { ip }: { ip: string },
): Promise<PasswordResetOutcome> {
  if (isFirebaseMode()) throw new InvalidError(PASSWORDS_IN_FIREBASE_MESSAGE);
  const data = changePasswordSchema.parse(input);
  if (!user.passwordHash) throw new InvalidError(NO_PASSWORD_YET_MESSAGE);
  await confirmCurrentPassword(user, data.currentPassword, ip);
  assertUncommonPassword(data.password);
  const passwordHash = await hashPassword(data.password);
  return getDb().transaction(async (tx) => {
    // Only the password just checked is replaced: a change made meanwhile (a reset) wins.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, sessionEpoch: sql`${users.sessionEpoch} + 1` })
      .where(
        and(eq(users.id, user.id), eq(users.status, 'active'), eq(users.passwordHash, user.passwordHash!)),
      )
      .returning();
    if (!changed) throw wrongPassword();
    await tx.delete(apiTokens).where(eq(apiTokens.userId, changed.id));
    await retireEmailTokens(tx, changed.id, 'reset-password');
    await enqueueMail(tx, changed.email, 'password-changed', {
      displayName: changed.displayName,
      resetUrl: forgotPasswordUrl(),
    });
    return { user: changed, sessionEpoch: changed.sessionEpoch };
  });
}
