import { z } from 'zod';
import { websiteSchema } from './register';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/** Profile edit: one schema for the form on /profile/edit and PUT /api/profile. Email cannot change. */
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
  photoURL: z.string().trim().max(500).optional().default(''),
  cvUrl: z.string().trim().max(500).optional().default(''),
  preferredCategories: z.array(z.string().trim().min(1)).max(50).optional().default([]),
  languagePreferences: z.array(z.string().trim().min(1)).max(50).optional().default([]),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
