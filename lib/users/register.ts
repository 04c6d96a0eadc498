import { conflict } from '@/lib/http/errors';
import { registerSchema } from '@/lib/validation/register';
import type { User } from '@/models';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser } from './queries';

export const EMAIL_IN_USE_MESSAGE = 'This email is already registered. Sign in instead, or use another email.';

/** Creates an account from registration input; 409 when the email is taken. */
export async function registerUser(input: unknown): Promise<User> {
  const data = registerSchema.parse(input);
  if (await findUserByEmail(data.email)) throw conflict(EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
  try {
    return await insertUser({
      email: data.email,
      passwordHash: await hashPassword(data.password),
      displayName: data.displayName,
      fullName: data.fullName,
      bio: data.bio,
      location: data.location,
      website: data.website,
      photoURL: data.photoURL,
      preferredCategories: data.preferredCategories,
      languagePreferences: data.languagePreferences,
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw conflict(EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
    }
    throw error;
  }
}

/** The user for an email and password, or null; one answer for unknown email and wrong password. */
export async function authenticate(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  return valid ? user : null;
}
