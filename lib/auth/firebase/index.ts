export { isFirebaseMode, verifyFirebaseIdToken, FirebaseTokenError, firebaseAdminAuth } from './admin';
export { userIdForFirebaseIdToken } from './bearer';
export { createFirebaseProfile, FIREBASE_TOKEN_REFUSED_MESSAGE } from './profile';
export { firebaseCredentialsProvider } from './provider';
export { ensureFirebaseUser, findUserByFirebaseUid } from './users';
