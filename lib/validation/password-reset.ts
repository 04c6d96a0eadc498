import { z } from 'zod';
import { accountStepSchema } from './register';

// Sentences of the password reset, shown by the pages and answered by the API alike.

/** The one reply to a reset request: it never tells whether the email has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. Check your inbox.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid, already used or expired. Ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been changed. You are signed in, and every other session of your account has been signed out.';
export const RESET_HANDLED_BY_FIREBASE_MESSAGE =
  'Passwords are managed by Firebase Authentication on this site: reset them through Firebase (sendPasswordResetEmail), not here.';
export const RESET_REQUEST_FAILED_MESSAGE = 'Failed to send the reset link. Please try again.';
export const RESET_FAILED_MESSAGE = 'Failed to change the password. Please try again.';

/** POST /api/auth/password-reset and the /forgot-password form. */
export const passwordResetRequestSchema = z
  .object({ email: accountStepSchema.shape.email })
  .meta({ id: 'PasswordResetRequest' });

/**
 * POST /api/auth/password-reset/confirm and the /reset-password form (the token travels in a
 * hidden value): the new password follows the registration's rules.
 */
export const passwordResetSchema = z
  .object({
    token: z
      .string({ error: RESET_LINK_INVALID_MESSAGE })
      .trim()
      .min(1, RESET_LINK_INVALID_MESSAGE)
      .max(200, RESET_LINK_INVALID_MESSAGE),
    password: accountStepSchema.shape.password,
    confirmPassword: accountStepSchema.shape.confirmPassword,
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .meta({ id: 'PasswordResetConfirm' });

export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type PasswordResetData = z.output<typeof passwordResetSchema>;

/** The replies of both calls: a sentence for the person. */
export const passwordResetReplySchema = z
  .object({
    success: z.literal(true),
    message: z.string().meta({ description: 'A sentence for the person' }),
  })
  .meta({ id: 'PasswordResetReply' });
