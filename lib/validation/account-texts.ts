/**
 * The sentences of an account's deletion that the home page shows. Kept apart from the schemas in
 * account-data.ts so the home page's flash loads no zod.
 */
export const ACCOUNT_DELETED_MESSAGE = 'Your account was deleted';
/** The home page's `?flash=` value that shows ACCOUNT_DELETED_MESSAGE. */
export const ACCOUNT_DELETED_FLASH = 'account-deleted';
