/** Identity's texts and helpers that client components import too: nothing here needs the server. */
export { GUARDED_PATH, loginUrlFor, safeCallbackUrl } from './auth/callback-url';
export { holdsSessionCookie, VIEWER_HINT_COOKIE, VIEWER_URL, viewerHinted } from './auth/viewer-hint';
export {
  ACCOUNT_SUSPENDED_CODE,
  ACCOUNT_SUSPENDED_MESSAGE,
  GOOGLE_LOGIN_FAILED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  REGISTER_FAILED_MESSAGE,
  SIGN_IN_RATE_LIMITED_MESSAGE,
} from './auth/messages';
export { type FirebaseErrorContext, firebaseErrorMessage } from './firebase/errors';
