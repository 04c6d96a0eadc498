import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { markEmailVerified } from '@/lib/identity/accounts/verification';
import { getDb } from '@/lib/db';
import { ConflictError, InvalidError } from '@/lib/core/errors';
import { currentTermsAcceptance } from '@/lib/platform/legal';
import { findUserByEmail } from '@/lib/identity/users/queries';
import { EMAIL_IN_USE_MESSAGE } from '@/lib/identity/users/register';
import type { FirebaseProfileData } from '@/lib/validation/firebase-profile';
import { users, type User } from '@/models';

export async function findUserByFirebaseUid(uid: string): Promise<User | null> {
  const [row] = await getDb().select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
  return row ?? null;
}

/**
 * A row whose id is the uid but not yet marked as this Firebase account (a user imported from the
 * original app) becomes that account.
 */
async function linkUserKeyedByUid(uid: string): Promise<User | null> {
  const [row] = await getDb()
    .update(users)
    .set({ firebaseUid: uid })
    .where(and(eq(users.id, uid), isNull(users.firebaseUid)))
    .returning();
  return row ?? null;
}

/** Profile fields for a first sign-in without the wizard (Google, or a user created elsewhere). */
function profileFromToken(
  token: DecodedIdToken,
  email: string,
): Omit<Partial<FirebaseProfileData>, 'photoURL'> & { photoURL: string } {
  const name = typeof token.name === 'string' ? token.name.trim() : '';
  const picture =
    typeof token.picture === 'string' && /^https?:\/\//i.test(token.picture)
      ? token.picture.slice(0, 500)
      : '';
  return {
    displayName: (name || email.split('@')[0] || 'User').slice(0, 80),
    fullName: name.slice(0, 120),
    photoURL: picture,
  };
}

/**
 * Our user row for a verified Firebase ID token, created once per Firebase uid with the uid as its
 * id: from the wizard's profile fields when given, else from the token's name, email and photo.
 * An existing row with the same email and no Firebase uid is linked (keeping its id) only when
 * Firebase says the email is verified.
 */
export async function ensureFirebaseUser(
  token: DecodedIdToken,
  profile?: Partial<FirebaseProfileData>,
): Promise<{ user: User; created: boolean }> {
  const result = await findOrCreateFirebaseUser(token, profile);
  // Firebase vouches for the address the account has: that is a verified email.
  const { user } = result;
  if (
    token.email_verified === true &&
    !user.emailVerifiedAt &&
    token.email?.trim().toLowerCase() === user.email.toLowerCase()
  ) {
    await markEmailVerified(user.id);
    return { ...result, user: { ...user, emailVerifiedAt: new Date() } };
  }
  return result;
}

async function findOrCreateFirebaseUser(
  token: DecodedIdToken,
  profile?: Partial<FirebaseProfileData>,
): Promise<{ user: User; created: boolean }> {
  const existing = await findUserByFirebaseUid(token.uid);
  if (existing) return { user: existing, created: false };
  const imported = await linkUserKeyedByUid(token.uid);
  if (imported) return { user: imported, created: false };
  const email = token.email?.trim();
  if (!email) throw new InvalidError('This Firebase account has no email address');

  const sameEmail = await findUserByEmail(email);
  if (sameEmail) {
    // A parallel first request for the same uid created the row between the two reads.
    if (sameEmail.firebaseUid === token.uid) return { user: sameEmail, created: false };
    if (sameEmail.firebaseUid || token.email_verified !== true)
      throw new ConflictError(EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
    const [linked] = await getDb()
      .update(users)
      .set({ firebaseUid: token.uid })
      .where(eq(users.id, sameEmail.id))
      .returning();
    return { user: linked!, created: false };
  }

  const values = { ...profileFromToken(token, email), ...profile };
  const acceptance = values.acceptTerms === true ? await currentTermsAcceptance() : {};
  const [row] = await getDb()
    .insert(users)
    .values({
      // The uid is the user id, as in the original app: its client compares idea.creator with it.
      id: token.uid,
      email,
      firebaseUid: token.uid,
      displayName: values.displayName!,
      fullName: values.fullName ?? '',
      photoURL: values.photoURL ?? '',
      bio: values.bio ?? '',
      location: values.location ?? '',
      website: values.website ?? '',
      preferredCategories: values.preferredCategories ?? [],
      languagePreferences: values.languagePreferences ?? [],
      ...acceptance,
    })
    // Parallel first requests for one uid collide on the id and the uid alike: no conflict target.
    .onConflictDoNothing()
    .returning();
  if (row) return { user: row, created: true };
  const winner = await findUserByFirebaseUid(token.uid);
  if (winner) return { user: winner, created: false };
  // Another account took the email meanwhile.
  throw new ConflictError(EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
}
