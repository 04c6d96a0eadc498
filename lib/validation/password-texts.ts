/**
 * The password rule's numbers and sentences, kept apart from the schemas in register.ts so that
 * modules the site's layout loads in the browser (identity's shared texts) load no zod.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_SHORT_MESSAGE = `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
/** The server also refuses the 10,000 most common passwords (lib/identity/users/password-rules.ts). */
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common; choose another.';
