// Sentences shown to users by both the server and the browser (no server imports here).

/** One answer for an unknown email and a wrong password: it never tells which. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const SIGN_IN_RATE_LIMITED_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
export const LOGIN_FAILED_MESSAGE = 'Failed to log in';
/** Shown only to someone who typed the account's right password. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended by an administrator.';
/** The error code sign-in answers for a suspended account (next-auth passes it to the page). */
export const ACCOUNT_SUSPENDED_CODE = 'AccountSuspended';
export const GOOGLE_LOGIN_FAILED_MESSAGE = 'Failed to log in with Google';
export const REGISTER_FAILED_MESSAGE = 'Failed to create an account';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
