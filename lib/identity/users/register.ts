import 'server-only';
import { and, eq } from 'drizzle-orm';
import { sendVerificationEmail } from '@/lib/identity/accounts/verification';
import { getDb, isUniqueViolation } from '@/lib/db';
import { ConflictError } from '@/lib/core/errors';
import { currentTermsAcceptance } from '@/lib/platform/legal';
import { registerSchema } from '@/lib/validation/register';
import { users, type User } from '@/models';
import { assertUncommonPassword } from './password-rules';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { findUserByEmail, insertUser } from './queries';

export const EMAIL_IN_USE_MESSAGE =
  'This email is already registered. Sign in instead, or use another email.';

/** Throws the registration's 409 when an account already has this email (any case). */
export async function assertEmailAvailable(email: string): Promise<void> {
  if (await findUserByEmail(email))
    throw new ConflictError(EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
}

/**
 * Creates an account from registration input and queues its verification mail in the same
 * transaction; 400 for a common password, 409 when the email is taken.
 */
export async function registerUser(input: unknown): Promise<User> {
  const data = registerSchema.parse(input);
  assertUncommonPassword(data.password);
  await assertEmailAvailable(data.email);
  const passwordHash = await hashPassword(data.password);
  // Partners' clients may leave acceptTerms out: then no acceptance is on record.
  const acceptance = data.acceptTerms === true ? await currentTermsAcceptance() : {};
  try {
    return await getDb().transaction(async (tx) => {
      const user = await insertUser(
        {
          email: data.email,
          passwordHash,
          displayName: data.displayName,
          fullName: data.fullName,
          bio: data.bio,
          location: data.location,
          website: data.website,
          photoURL: data.photoURL,
          preferredCategories: data.preferredCategories,
          languagePreferences: data.languagePreferences,
          ...acceptance,
        },
        tx,
      );
      await sendVerificationEmail(tx, user);
      return user;
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new ConflictError(EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
    }
    throw error;
  }
}

/** Whether the email and password are right but the account is suspended (sign-in says so). */
export async function isSuspendedLogin(email: string, password: string): Promise<boolean> {
  const user = await findUserByEmail(email);
  return user?.status === 'suspended' && (await verifyPassword(user.passwordHash ?? null, password));
}

/** The suspended account these credentials prove, or null (unknown email, wrong password, not suspended). */
export async function suspendedAccount(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  return user && valid && user.status === 'suspended' ? user : null;
}

/**
 * The user for an email and password, or null; one answer for unknown email, wrong password and
 * suspended account. A hash imported from the original app is replaced by argon2id on success.
 */
export async function authenticate(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid || user.status !== 'active') return null;
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(password);
    // Only the hash that was just checked is replaced: a concurrent change of password wins.
    const [rehashed] = await getDb()
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning();
    return rehashed ?? user;
  }
  return user;
}
