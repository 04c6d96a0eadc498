import { z } from 'zod';
import { accountStepSchema, newPasswordSchema } from './register';

/**
 * The account's settings that need proof: changing the password and changing the email address.
 * One schema per input, shared by the forms on /settings and the API; the sentences both show.
 */

export const SIGN_IN_TO_CHANGE_PASSWORD_MESSAGE = 'Please sign in to change your password';
export const SIGN_IN_TO_CHANGE_EMAIL_MESSAGE = 'Please sign in to change your email address';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The password is not correct';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other session of your account has been signed out.';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Failed to change the password. Please try again.';
/** An account that signs in only with Google or Firebase: it sets a password through a mailed link. */
export const NO_PASSWORD_YET_MESSAGE =
  'Your account has no password yet: you sign in with Google. Ask for a link by email to set one.';
export const PASSWORDS_IN_FIREBASE_MESSAGE =
  'Passwords are managed by Firebase Authentication on this site: change yours through Firebase, not here.';

export const SAME_EMAIL_MESSAGE = 'This is already your email address.';
/** Registration's refusal, said for a change: it tells no more than registering would. */
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered to another account. Use another email.';
export const EMAIL_CHANGE_FAILED_MESSAGE = 'Failed to change the email address. Please try again.';
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE =
  'This confirmation link is invalid, already used or expired. Ask for a new one from your settings.';
export const EMAILS_IN_FIREBASE_MESSAGE =
  'Email addresses are managed by Firebase Authentication on this site: change yours through Firebase, not here.';
/** An account without a password proves itself by a recent sign-in, which only a browser session shows. */
export const SIGN_IN_AGAIN_TO_CHANGE_EMAIL_MESSAGE =
  'Please sign in again to change your email address: an account without a password can change it only within 10 minutes of signing in';

export const emailChangeRequestedMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Your email address changes when you open it; it works for 24 hours.`;
export const emailChangedMessage = (email: string) => `Your email address is now ${email}.`;

/** PUT /api/profile/password and the Password form of /settings. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(200, 'The password is too long').optional().default(''),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .meta({ id: 'ChangePasswordInput' });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/** POST /api/profile/email and the Email form of /settings. */
export const emailChangeSchema = z
  .object({
    email: accountStepSchema.shape.email,
    password: z.string().max(200, 'The password is too long').optional().default(''),
  })
  .meta({ id: 'EmailChangeInput' });

export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type EmailChangeData = z.output<typeof emailChangeSchema>;

/** POST /api/auth/email-change/confirm and the confirmation page: the secret of the mailed link. */
export const confirmEmailChangeSchema = z
  .object({
    token: z
      .string({ error: EMAIL_CHANGE_LINK_INVALID_MESSAGE })
      .trim()
      .min(1, EMAIL_CHANGE_LINK_INVALID_MESSAGE)
      .max(200, EMAIL_CHANGE_LINK_INVALID_MESSAGE),
  })
  .meta({ id: 'ConfirmEmailChangeInput' });

export type ConfirmEmailChangeInput = z.output<typeof confirmEmailChangeSchema>;

/** The replies of the three calls: a sentence for the person. */
export const accountSettingReplySchema = z
  .object({
    success: z.literal(true),
    message: z.string().meta({ description: 'A sentence for the person' }),
  })
  .meta({ id: 'AccountSettingReply' });
