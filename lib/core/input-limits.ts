/**
 * Limits of what members send, as plain constants: the schemas (lib/validation) check them, and
 * the idea form reads them from here, so that its first load carries no zod (its schema loads
 * with the first check: components/ideas/idea-form-check.ts).
 */
export const PRICE_MIN = 1;
export const PRICE_MAX = 10_000_000;
export const MAX_PHOTOS = 10;
/** The longest public teaser, in characters. */
export const MAX_TEASER = 500;
/** The longest NDA text of an idea, in characters. */
export const MAX_NDA_TEXT = 20_000;

/** An idea's photo or a profile image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What file pickers offer; the server decides by content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
