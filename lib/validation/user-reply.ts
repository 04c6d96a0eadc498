import { z } from 'zod';

/** GET /api/ideas/user/{userId}: the spec's public profile fields themselves, plus the idea count. */
export const publicUserInfoSchema = z
  .object({
    displayName: z.string(),
    photoURL: z.string().meta({ description: 'Absolute URL; empty when none' }),
    isOnline: z.boolean(),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    preferredCategories: z.array(z.string()),
    languagePreferences: z.array(z.string()),
    ideaCount: z.int(),
  })
  .meta({ id: 'UserInfo' });

export type PublicUserInfo = z.output<typeof publicUserInfoSchema>;
