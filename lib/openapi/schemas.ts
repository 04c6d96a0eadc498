import { z } from 'zod';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/lib/validation/idea';

/** Reply shapes of the API, written once here for the OpenAPI document (requests reuse lib/validation). */

export const errorReplySchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: 'A sentence for the caller' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Field (or parameter) → message' }),
  })
  .meta({ id: 'Error' });

export const creatorInfoSchema = z
  .object({
    displayName: z.string(),
    photoURL: z.string(),
    email: z.string().optional().meta({ description: 'Only for signed-in viewers' }),
  })
  .meta({ id: 'CreatorInfo', description: "The creator's current profile" });

export const ideaSchema = z
  .object({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    title: z.string(),
    category: z.string(),
    type: z.enum(IDEA_TYPES),
    problemDescription: z.string().optional().meta({ description: 'Omitted when ndaLocked' }),
    solutionDescription: z.string().optional().meta({ description: 'Omitted when ndaLocked' }),
    protectionStatus: z.enum(PROTECTION_STATUSES),
    requireNDA: z.boolean(),
    desiredPrice: z.number().meta({ description: 'Dollars, at most 2 decimals' }),
    contactPreference: z.enum(CONTACT_PREFERENCES),
    additionalNotes: z.string().optional().meta({ description: 'Omitted when ndaLocked' }),
    photos: z.array(z.string()).optional().meta({ description: 'Upload URLs; omitted when ndaLocked' }),
    creator: z.string().meta({ description: 'User id of the creator' }),
    creatorInfo: creatorInfoSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ndaLocked: z
      .boolean()
      .meta({ description: 'True when the idea requires an NDA and the viewer is not its creator' }),
  })
  .meta({ id: 'Idea' });

export const paginationSchema = z
  .object({
    currentPage: z.int(),
    totalPages: z.int().meta({ description: '0 when nothing matches' }),
    totalCount: z.int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  })
  .meta({ id: 'Pagination' });

const success = z.literal(true);

export const ideaListReplySchema = z
  .object({ success, ideas: z.array(ideaSchema), pagination: paginationSchema })
  .meta({ id: 'IdeaList' });
export const ideaReplySchema = z.object({ success, idea: ideaSchema }).meta({ id: 'IdeaReply' });
export const successReplySchema = z.object({ success }).meta({ id: 'Success' });

export const namedListSchema = (key: 'categories' | 'languages') =>
  z.object({ success, [key]: z.array(z.object({ name: z.string() })) });

export const healthReplySchema = z
  .object({ success, status: z.literal('ok'), database: z.literal('ok') })
  .meta({ id: 'Health' });

export const userInfoReplySchema = z
  .object({
    success,
    user: z.object({
      displayName: z.string(),
      photoURL: z.string(),
      isOnline: z.boolean(),
      bio: z.string(),
      location: z.string(),
      website: z.string(),
      preferredCategories: z.array(z.string()),
      languagePreferences: z.array(z.string()),
      ideaCount: z.int(),
    }),
  })
  .meta({ id: 'UserInfo' });

export const uploadRequestSchema = z.object({
  file: z
    .string()
    .meta({
      format: 'binary',
      description:
        'Images (JPEG, PNG, WebP, GIF; ≤ 5 MB, re-encoded) or CVs (.pdf, .doc, .docx; ≤ 10 MB), checked by content',
    }),
  kind: z.enum(['idea_photo', 'profile_image', 'cv']).meta({ description: 'What the file is for' }),
});

export const uploadReplySchema = z
  .object({
    success,
    url: z.string().meta({ description: 'Our upload URL, e.g. /api/uploads/ideas/<userId>/<id>.webp' }),
  })
  .meta({ id: 'Upload' });

export const accountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    fullName: z.string(),
    photoURL: z.string(),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    preferredCategories: z.array(z.string()),
    languagePreferences: z.array(z.string()),
    cvUrl: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Account' });

export const registerReplySchema = z.object({ success, user: accountSchema });

export const tokenCreateRequestSchema = z.object({
  name: z.string().max(100).optional().meta({ description: 'A label to tell tokens apart' }),
  email: z.string().optional().meta({ description: 'With password: how a script gets its first token' }),
  password: z.string().optional(),
});

const tokenSummary = {
  id: z.string(),
  name: z.string(),
  prefix: z.string().meta({ description: 'First characters of the secret' }),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
};

export const tokenCreatedReplySchema = z
  .object({
    success,
    token: z.string().meta({ description: 'The secret; shown once' }),
    id: z.string(),
    name: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TokenCreated' });

export const tokenListReplySchema = z
  .object({ success, tokens: z.array(z.object(tokenSummary)) })
  .meta({ id: 'TokenList' });
