import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_REQUIRED_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './password-texts';

export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-texts';

/** A password someone chooses (registration, change, reset): the length rule, checked in the browser too. */
export const newPasswordSchema = z
  .string()
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(200, 'Password must be at most 200 characters');

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/**
 * A website typed without a scheme is a web address: `example.com` becomes `https://example.com`.
 * Returns null for another scheme (`javascript:`, `ftp://`, `mailto:`), which is never stored.
 * A colon followed by digits is a port (`example.com:8080`), not a scheme.
 */
export function withWebScheme(value: string): string | null {
  if (value === '' || /^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return null;
  return `https://${value}`;
}

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
export const WEBSITE_SCHEME_MESSAGE = 'Website must start with http:// or https://';
export const WEBSITE_INVALID_MESSAGE = 'Website must be a web address such as example.com';
/** The forms' hint under Website. */
export const WEBSITE_HINT = 'For example example.com (https:// is added when left out)';

/** http(s) addresses only: no javascript:, data: or other schemes are ever stored. */
export const websiteSchema = z
  .string()
  .trim()
  .max(500, 'Website must be at most 500 characters')
  .superRefine((value, ctx) => {
    const address = withWebScheme(value);
    if (address === null) ctx.addIssue({ code: 'custom', message: WEBSITE_SCHEME_MESSAGE });
    // Typed without a scheme, the name must look like a host: `abc` alone is more likely a slip.
    else if (
      address !== '' &&
      (!WEB_ADDRESS.test(address) || (address !== value && !/^https:\/\/[^/:?#]+\.[^/:?#.]/.test(address)))
    )
      ctx.addIssue({ code: 'custom', message: WEBSITE_INVALID_MESSAGE });
  })
  .transform((value) => withWebScheme(value) ?? value)
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
    acceptTerms: z.boolean().optional().meta({
      description:
        'true: the person registering agreed to the Terms (/terms) and the Privacy Policy (/privacy); the versions in force and the time are recorded on the account. Optional for API clients; our registration form always sends true.',
    }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms and the Privacy Policy';

/**
 * The registration form: the API's schema, and the box 'I agree to the Terms and the Privacy
 * Policy' must be ticked (the API records acceptance when sent, without requiring it).
 */
export const registerFormSchema = registerSchema.refine((data) => data.acceptTerms === true, {
  message: TERMS_REQUIRED_MESSAGE,
  path: ['acceptTerms'],
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
