import 'server-only';

/**
 * Firebase Authentication mode, the one entry point for the rest of the server: every export is
 * inert (a null, an empty list, a 404) unless the mode is configured, and importing it does
 * nothing; firebase-admin itself is loaded on first use.
 */
export { isFirebaseMode, verifyFirebaseIdToken, FirebaseTokenError, firebaseAdminAuth } from './admin';
export { userForFirebaseIdToken } from './bearer';
export { createFirebaseProfile, FIREBASE_TOKEN_REFUSED_MESSAGE } from './profile';
export { firebaseCredentialsProvider } from './provider';
export { ensureFirebaseUser, findUserByFirebaseUid } from './users';
