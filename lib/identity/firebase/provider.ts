import 'server-only';
import CredentialsProvider from 'next-auth/providers/credentials';
import { logger } from '@/lib/core/log';
import { FirebaseTokenError, verifyFirebaseIdToken } from './admin';
import { ensureFirebaseUser } from './users';

/**
 * next-auth sign-in with a Firebase ID token: verified by firebase-admin (revocation and disabled
 * accounts checked), then exchanged for our own session carrying our user id.
 */
export function firebaseCredentialsProvider() {
  return CredentialsProvider({
    id: 'firebase',
    name: 'Firebase',
    credentials: { idToken: { label: 'Firebase ID token', type: 'text' } },
    async authorize(credentials) {
      const idToken = typeof credentials?.idToken === 'string' ? credentials.idToken.trim() : '';
      if (!idToken) return null;
      try {
        const { user } = await ensureFirebaseUser(await verifyFirebaseIdToken(idToken));
        return { id: user.id, email: user.email, name: user.displayName, image: user.photoURL || null };
      } catch (error) {
        if (error instanceof FirebaseTokenError) return null;
        logger.warn({ err: error }, 'Firebase sign-in refused');
        throw error;
      }
    },
  });
}
