import { z } from 'zod';

/**
 * The reply shapes of the API besides ideas and users (idea-reply.ts, user-reply.ts): the
 * handlers' types and the OpenAPI document both come from these schemas.
 */

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

const success = z.literal(true);

export const successReplySchema = z.object({ success }).meta({ id: 'Success' });

export const namedListReplySchema = (key: 'categories' | 'languages') =>
  z.object({ success, [key]: z.array(z.object({ name: z.string() })) });

export const healthReplySchema = z
  .object({ success, status: z.literal('ok'), database: z.literal('ok') })
  .meta({ id: 'Health' });

export const livenessReplySchema = z.object({ success, status: z.literal('live') }).meta({ id: 'Liveness' });
export const readinessReplySchema = z
  .object({ success, status: z.literal('ready') })
  .meta({ id: 'Readiness' });

export const uploadRequestSchema = z.object({
  file: z.string().meta({
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
    kind: z.enum(['idea_photo', 'profile_image', 'cv']),
    contentType: z.string(),
    size: z.int().meta({ description: 'Bytes stored' }),
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
    phone: z.string().meta({ description: 'Empty when none' }),
    emailVerified: z
      .boolean()
      .meta({ description: 'The address was proven by a verification link (or Google / Firebase)' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Account' });

export const registerReplySchema = z.object({ success, user: accountSchema });

/** The caller's own account (email included). */
export const ownAccountReplySchema = z.object({ success: z.literal(true), user: accountSchema });

export const tokenCreateRequestSchema = z.object({
  name: z.string().max(100).optional().meta({ description: 'A label to tell tokens apart' }),
  email: z.string().optional().meta({ description: 'With password: how a script gets its first token' }),
  password: z.string().optional(),
});

export const tokenSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'First characters of the secret' }),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Token' });

export const tokenCreatedReplySchema = tokenSummarySchema
  .extend({ success, token: z.string().meta({ description: 'The secret; shown once' }) })
  .meta({ id: 'TokenCreated' });

export const tokenListReplySchema = z
  .object({ success, tokens: z.array(tokenSummarySchema) })
  .meta({ id: 'TokenList' });

export type ErrorReply = z.output<typeof errorReplySchema>;
export type UploadReply = z.output<typeof uploadReplySchema>;
export type Account = z.output<typeof accountSchema>;
export type TokenSummary = z.output<typeof tokenSummarySchema>;

/** What the page shell knows of the signed-in member (GET /api/viewer); nothing more reaches the browser. */
export const shellViewerSchema = z
  .object({
    id: z.string(),
    displayName: z.string(),
    photoURL: z.string(),
    isAdmin: z.boolean().meta({ description: 'Shows the Admin entry (the admin area checks again)' }),
    passwordChangeAdvised: z.boolean().meta({
      description:
        'The session was opened with a password that breaks the current rules (shorter than 8 characters or too common): the site asks to change it',
    }),
    unread: z
      .object({
        notifications: z.number().int().nonnegative(),
        messages: z.number().int().nonnegative(),
      })
      .meta({
        description:
          'Unread notifications and unread messages of the others, as the header shows them; the events stream (GET /api/presence) keeps them current',
      }),
  })
  .meta({ id: 'ShellViewer' });

export const viewerReplySchema = z.object({
  success,
  viewer: shellViewerSchema.nullable().meta({ description: 'null when signed out' }),
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
      emulatorHost: z.string().optional(),
    })
    .nullable()
    .meta({ description: 'The Firebase web config in Firebase Authentication mode, else null' }),
});
