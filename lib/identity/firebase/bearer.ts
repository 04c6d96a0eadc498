import 'server-only';
import { getConfig, firebaseMode } from '@/lib/core/config';
import type { User } from '@/models';
import { FirebaseTokenError, verifyFirebaseIdToken } from './admin';
import { ensureFirebaseUser } from './users';

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * `Authorization: Bearer <Firebase ID token>` in Firebase mode (revocation and disabled accounts
 * checked): our user, with the profile row created on the first call; null for anything else.
 */
export async function userForFirebaseIdToken(token: string): Promise<User | null> {
  if (!JWT_SHAPE.test(token) || !firebaseMode(getConfig())) return null;
  try {
    const decoded = await verifyFirebaseIdToken(token);
    return (await ensureFirebaseUser(decoded)).user;
  } catch (error) {
    if (error instanceof FirebaseTokenError) return null;
    throw error;
  }
}
