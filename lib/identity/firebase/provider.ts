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
        const token = await verifyFirebaseIdToken(idToken);
        // A first Google sign-in on our pages creates the account where they say that continuing
        // with Google accepts the Terms and the Privacy Policy; the wizard sends its own acceptance.
        const google = token.firebase.sign_in_provider === 'google.com';
        const { user } = await ensureFirebaseUser(token, google ? { acceptTerms: true } : undefined);
        return { id: user.id, email: user.email, name: user.displayName, image: user.photoURL || null };
      } catch (error) {
        if (error instanceof FirebaseTokenError) return null;
        logger.warn({ err: error }, 'Firebase sign-in refused');
        throw error;
      }
    },
  });
}
