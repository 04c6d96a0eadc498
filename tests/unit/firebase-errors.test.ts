import { describe, expect, it } from 'vitest';
import {
  EMAIL_IN_USE_MESSAGE,
  firebaseErrorMessage,
  NETWORK_FAILED_MESSAGE,
  POPUP_BLOCKED_MESSAGE,
  POPUP_CLOSED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNAUTHORIZED_DOMAIN_MESSAGE,
} from '@/lib/identity/firebase/errors';
import {
  GOOGLE_LOGIN_FAILED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  REGISTER_FAILED_MESSAGE,
} from '@/lib/identity/auth/messages';
import { EMAIL_IN_USE_MESSAGE as SERVER_EMAIL_IN_USE_MESSAGE } from '@/lib/identity/users/register';

/** What the Firebase SDK throws: a FirebaseError with `code`. */
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });

describe('Firebase error codes as sentences', () => {
  it('says the email is taken, on the email field, in the same words as the default mode', () => {
    expect(firebaseErrorMessage(firebaseError('auth/email-already-in-use'), 'register')).toEqual({
      message: EMAIL_IN_USE_MESSAGE,
      field: 'email',
    });
    expect(EMAIL_IN_USE_MESSAGE).toBe(SERVER_EMAIL_IN_USE_MESSAGE);
  });

  it('gives one answer for a wrong password and an unknown user', () => {
    for (const code of [
      'auth/wrong-password',
      'auth/invalid-credential',
      'auth/user-not-found',
      'auth/invalid-login-credentials',
    ]) {
      expect(firebaseErrorMessage(firebaseError(code), 'login')).toEqual({
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    }
  });

  it.each([
    ['auth/too-many-requests', TOO_MANY_REQUESTS_MESSAGE],
    ['auth/network-request-failed', NETWORK_FAILED_MESSAGE],
    ['auth/popup-blocked', POPUP_BLOCKED_MESSAGE],
    ['auth/popup-closed-by-user', POPUP_CLOSED_MESSAGE],
    ['auth/cancelled-popup-request', POPUP_CLOSED_MESSAGE],
    ['auth/unauthorized-domain', UNAUTHORIZED_DOMAIN_MESSAGE],
  ])('maps %s to a clear sentence', (code, message) => {
    expect(firebaseErrorMessage(firebaseError(code), 'google').message).toBe(message);
  });

  it('puts password rules on the password field', () => {
    expect(firebaseErrorMessage(firebaseError('auth/weak-password'), 'register')).toEqual({
      message: 'Choose a password of at least 8 characters.',
      field: 'password',
    });
  });

  it("falls back to the spec's sentence for the context", () => {
    expect(firebaseErrorMessage(firebaseError('auth/internal-error'), 'login').message).toBe(
      LOGIN_FAILED_MESSAGE,
    );
    expect(firebaseErrorMessage(new TypeError('Failed to fetch'), 'google').message).toBe(
      GOOGLE_LOGIN_FAILED_MESSAGE,
    );
    expect(firebaseErrorMessage(undefined, 'register').message).toBe(REGISTER_FAILED_MESSAGE);
    expect(firebaseErrorMessage({ code: 42 }, 'login').message).toBe(LOGIN_FAILED_MESSAGE);
  });
});
