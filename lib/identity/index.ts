import 'server-only';

/**
 * Identity: who someone is and how they prove it. Accounts and their credentials, sessions, API
 * tokens, Google and Firebase sign-in, email verification, password reset and roles.
 */
export {
  changePassword,
  confirmEmailChange,
  EMAIL_VERIFIED_MESSAGE,
  findUsableEmailToken,
  requestEmailChange,
  requestPasswordReset,
  requestVerificationEmail,
  resetPassword,
  usableResetLink,
  VERIFICATION_LINK_INVALID_MESSAGE,
  verifyEmail,
} from './accounts';
export { createApiToken } from './auth/api-tokens';
export { googleEnabled } from './auth/google';
export {
  createTokenForCaller,
  listApiTokens,
  publicReader,
  requireViewer,
  revokeApiToken,
  tokenReply,
  toViewer,
  viewerFromCookies,
  viewerFromRequest,
} from './auth';
export { authOptions } from './auth/options';
export { expiredSessionCookies } from './auth/session-end';
export { suspensionOfSession } from './auth/suspension';
export {
  issueSessionToken,
  secureCookies,
  sessionCookieName,
  sessionCookieOptions,
  sessionUserId,
} from './auth/session';
export { firebasePageHeaders } from './firebase/headers';
export { createFirebaseProfile, firebaseAdminAuth, isFirebaseMode } from './firebase';
export { requireAdmin, setRole } from './roles';
export {
  encodeFirebaseScryptHash,
  type FirebaseHashConfig,
  firebaseHashConfigSchema,
} from './users/firebase-scrypt';
export { assertEmailAvailable, registerUser, suspendedAccount } from './users';
export { needsRehash, verifyPassword } from './users/passwords';
export { isCommonPassword, passwordNeedsChange } from './users/password-rules';
export { findUserByEmail, findUserById } from './users/queries';
