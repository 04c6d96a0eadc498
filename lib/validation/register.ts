import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

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
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
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
