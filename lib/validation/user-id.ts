import { z } from 'zod';

/** Firebase Authentication allows uids of 1 to 128 characters. */
export const USER_ID_MAX_LENGTH = 128;

/**
 * A user id: 24 hex characters for accounts made here, the Firebase uid for Firebase-mode and
 * imported accounts (so the original client's `idea.creator === currentUser.uid` holds). Control
 * characters never occur in either and PostgreSQL text cannot hold NUL.
 */
export const userIdSchema = z
  .string()
  .min(1)
  .max(USER_ID_MAX_LENGTH)
  .regex(/^[^\p{Cc}]+$/u);

export const isUserId = (value: string): boolean => userIdSchema.safeParse(value).success;

/** Our own ids are lowercase hex; an id typed in upper case still finds its account. Uids are case-sensitive. */
export const normalizeUserId = (value: string): string =>
  /^[0-9a-f]{24}$/i.test(value) ? value.toLowerCase() : value;
