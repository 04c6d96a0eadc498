import 'server-only';
import { firebaseProfileSchema } from '@/lib/validation/firebase-profile';
import { NotFoundError, UnauthorizedError } from '@/lib/core/errors';
import type { User } from '@/models';
import { FirebaseTokenError, isFirebaseMode, verifyFirebaseIdToken } from './admin';
import { ensureFirebaseUser } from './users';

export const FIREBASE_TOKEN_REFUSED_MESSAGE =
  'Your sign-in has expired or was revoked. Please sign in again.';

/**
 * Registration step after the browser created the Firebase user: our profile row for that uid,
 * created once (a repeated call returns the row unchanged).
 */
export async function createFirebaseProfile(input: unknown): Promise<{ user: User; created: boolean }> {
  if (!isFirebaseMode()) throw new NotFoundError('Firebase Authentication is not enabled');
  const { idToken, ...profile } = firebaseProfileSchema.parse(input);
  try {
    return await ensureFirebaseUser(await verifyFirebaseIdToken(idToken), profile);
  } catch (error) {
    if (error instanceof FirebaseTokenError) throw new UnauthorizedError(FIREBASE_TOKEN_REFUSED_MESSAGE);
    throw error;
  }
}
