import { z } from 'zod';
import { websiteSchema } from './register';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/** The format hint of the form and the message of the rule say the same thing. */
export const PHONE_HINT = '6 to 20 characters: digits, spaces, + and -. Example: +1 555-0100';
export const PHONE_MESSAGE = 'Phone must be 6 to 20 characters: digits, spaces, + and -';

/** Optional; what a tel: link can dial (an international number with its + prefix, or a local one). */
export const phoneSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (/^\+?[0-9][0-9 -]*$/.test(value) && value.length >= 6 && value.length <= 20),
    PHONE_MESSAGE,
  )
  .optional()
  .default('');

/** Profile edit: one schema for the form on /profile/edit and PUT /api/profile. The email changes on /settings, confirmed by mail. */
export const profileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(80, 'Display name must be at most 80 characters'),
  fullName: optionalText(120, 'Full name'),
  bio: optionalText(2000, 'Bio'),
  location: optionalText(120, 'Location'),
  website: websiteSchema,
  phone: phoneSchema,
  photoURL: z.string().trim().max(500).optional().default(''),
  cvUrl: z.string().trim().max(500).optional().default(''),
  preferredCategories: z.array(z.string().trim().min(1)).max(50).optional().default([]),
  languagePreferences: z.array(z.string().trim().min(1)).max(50).optional().default([]),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
