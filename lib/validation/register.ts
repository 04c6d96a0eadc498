import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_SHORT_MESSAGE = `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
/** The server also refuses the 10,000 most common passwords (lib/identity/users/password-rules.ts). */
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common; choose another.';

/** A password someone chooses (registration, change, reset): the length rule, checked in the browser too. */
export const newPasswordSchema = z
  .string()
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(200, 'Password must be at most 200 characters');

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/** http(s) addresses only: no javascript:, data: or other schemes are ever stored. */
export const websiteSchema = z
  .string()
  .trim()
  .max(500, 'Website must be at most 500 characters')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    'Website must start with http:// or https://',
  )
  .optional()
  .default('');

/** The account fields of step 1 of the registration wizard. */
export const accountStepSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(80, 'Display name must be at most 80 characters'),
  fullName: optionalText(120, 'Full name'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  password: newPasswordSchema,
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});

/** Registration: one schema for the wizard (client) and POST /api/auth/register (server). */
export const registerSchema = accountStepSchema
  .extend({
    bio: optionalText(2000, 'About Me'),
    location: optionalText(120, 'Location'),
    website: websiteSchema,
    // Photos must be our own uploads, which need an account: the wizard uploads it right after.
    photoURL: z
      .literal('', {
        error: 'Upload the profile photo after registering (POST /api/uploads with kind profile_image)',
      })
      .optional()
      .default(''),
    preferredCategories: z.array(z.string().trim().min(1)).max(50).optional().default([]),
    languagePreferences: z.array(z.string().trim().min(1)).max(50).optional().default([]),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
