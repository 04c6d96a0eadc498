import { userIdForFirebaseIdToken } from './firebase/bearer';
import { registerBearerVerifier } from './viewer';

export * from './viewer';
export * from './api-tokens';
export { sessionCookieName, issueSessionToken } from './session-cookie';
export * from './token-requests';
export * from './rate-limit';
export * from './messages';

// Firebase ID tokens as bearer tokens; a no-op unless Firebase Authentication mode is configured.
registerBearerVerifier(userIdForFirebaseIdToken);
