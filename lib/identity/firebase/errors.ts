// Firebase Authentication error codes as the sentences our forms show. Browser-safe: no server imports.
import {
  GOOGLE_LOGIN_FAILED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  REGISTER_FAILED_MESSAGE,
} from '@/lib/identity/auth/messages';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@/lib/validation/password-texts';

/** Where the error happened: decides the fallback sentence ('Failed to log in', …). */
export type FirebaseErrorContext = 'login' | 'google' | 'register';

export interface FirebaseErrorReply {
  message: string;
  /** The form field the message belongs to, when it is about one. */
  field?: 'email' | 'password';
}

/** Same sentence as registration in the default mode (lib/identity/users/register.ts). */
export const EMAIL_IN_USE_MESSAGE =
  'This email is already registered. Sign in instead, or use another email.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const NETWORK_FAILED_MESSAGE =
  'Could not reach the sign-in service. Please check your internet connection and try again.';
export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.';
export const POPUP_CLOSED_MESSAGE = 'The Google sign-in window was closed before signing in finished.';
export const UNAUTHORIZED_DOMAIN_MESSAGE =
  'Sign-in is not enabled for this web address. Please contact the site administrator.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

const MESSAGES: Record<string, FirebaseErrorReply> = {
  'auth/email-already-in-use': { message: EMAIL_IN_USE_MESSAGE, field: 'email' },
  // One answer for an unknown email and a wrong password: it never tells which.
  'auth/wrong-password': { message: INVALID_CREDENTIALS_MESSAGE },
  'auth/invalid-credential': { message: INVALID_CREDENTIALS_MESSAGE },
  'auth/invalid-login-credentials': { message: INVALID_CREDENTIALS_MESSAGE },
  'auth/user-not-found': { message: INVALID_CREDENTIALS_MESSAGE },
  'auth/too-many-requests': { message: TOO_MANY_REQUESTS_MESSAGE },
  'auth/network-request-failed': { message: NETWORK_FAILED_MESSAGE },
  'auth/popup-blocked': { message: POPUP_BLOCKED_MESSAGE },
  'auth/popup-closed-by-user': { message: POPUP_CLOSED_MESSAGE },
  'auth/cancelled-popup-request': { message: POPUP_CLOSED_MESSAGE },
  'auth/unauthorized-domain': { message: UNAUTHORIZED_DOMAIN_MESSAGE },
  'auth/user-disabled': { message: ACCOUNT_DISABLED_MESSAGE },
  'auth/user-token-expired': { message: SESSION_EXPIRED_MESSAGE },
  'auth/invalid-email': { message: 'Please enter a valid email address', field: 'email' },
  'auth/weak-password': {
    message: PASSWORD_TOO_SHORT_MESSAGE,
    field: 'password',
  },
  'auth/password-does-not-meet-requirements': {
    message: 'This password does not meet the password rules of the site.',
    field: 'password',
  },
};

const FALLBACK: Record<FirebaseErrorContext, string> = {
  login: LOGIN_FAILED_MESSAGE,
  google: GOOGLE_LOGIN_FAILED_MESSAGE,
  register: REGISTER_FAILED_MESSAGE,
};

/** The code of a FirebaseError (`auth/…`), or null for anything else. */
export function firebaseErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/** The sentence for a Firebase error; the spec's fallback for codes without one and for other errors. */
export function firebaseErrorMessage(error: unknown, context: FirebaseErrorContext): FirebaseErrorReply {
  const code = firebaseErrorCode(error);
  return (code && MESSAGES[code]) || { message: FALLBACK[context] };
}
