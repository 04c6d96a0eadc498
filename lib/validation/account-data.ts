import { z } from 'zod';
import { ideaDocumentSchema } from './idea-documents';
import { conversationSchema } from './messages';
import { notificationSchema, notificationSettingsSchema } from './notifications';
import { ideaSchema } from './idea-reply';
import { ACCOUNT_DELETED_MESSAGE } from './account-texts';
import { UPLOAD_KINDS } from './upload';
import { IDEA_VIEW_SURFACE_NAMES } from './idea-views';

/**
 * Deleting one's account and downloading one's data: the input of the delete form and of
 * DELETE /api/profile, the sentences both show, and the reply shapes (the OpenAPI document and
 * the handlers' types come from these schemas).
 */

/** How long after signing in an account without a password may still be deleted. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export { ACCOUNT_DELETED_FLASH, ACCOUNT_DELETED_MESSAGE } from './account-texts';
export const DELETE_ACCOUNT_FAILED_MESSAGE = 'Failed to delete your account';
export const SIGN_IN_TO_DELETE_MESSAGE = 'Please sign in to delete your account';
export const SIGN_IN_TO_EXPORT_MESSAGE = 'Please sign in to download your data';
export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to delete your account';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct';
/** An account without a password whose session is older than RECENT_SIGN_IN_MS. */
export const SIGN_IN_AGAIN_MESSAGE =
  'Please sign in again to delete your account: an account without a password can be deleted only within 10 minutes of signing in';
/** A bearer token cannot prove a recent sign-in. */
export const TOKEN_CANNOT_DELETE_MESSAGE =
  'This account has no password, so it can be deleted only by signing in on the website and deleting it from the profile page (an API token cannot prove a recent sign-in)';

/** The delete form and DELETE /api/profile: the current password, required for accounts that have one. */
export const deleteAccountSchema = z.object({
  password: z.string().max(200, 'The password is too long').optional(),
});

/** The form of an account with a password asks for it before anything is sent. */
export const deleteAccountFormSchema = z.object({
  password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(200, 'The password is too long'),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccountFormInput = z.input<typeof deleteAccountFormSchema>;

export const accountDeletedReplySchema = z
  .object({ success: z.literal(true), message: z.literal(ACCOUNT_DELETED_MESSAGE) })
  .meta({ id: 'AccountDeleted' });

const timestamp = z.iso.datetime();

export const exportedProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerifiedAt: timestamp
    .nullable()
    .meta({ description: 'When the address was proven; null while unverified' }),
  displayName: z.string(),
  fullName: z.string(),
  photoURL: z.string().meta({ description: 'Absolute URL; empty when none' }),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  phone: z.string().meta({ description: 'Empty when none' }),
  preferredCategories: z.array(z.string()),
  languagePreferences: z.array(z.string()),
  cvUrl: z.string().meta({ description: 'Absolute URL; empty when none' }),
  status: z.enum(['active', 'suspended']),
  lastSeen: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportedUploadSchema = z.object({
  key: z.string().meta({ description: 'Where the file is stored' }),
  kind: z.enum(UPLOAD_KINDS),
  contentType: z.string(),
  size: z.int().meta({ description: 'Bytes' }),
  originalName: z.string(),
  url: z.string().meta({ description: 'Absolute URL the file is served at' }),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportedTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z
    .string()
    .meta({ description: 'First characters of the secret (the secret itself is never stored)' }),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});

export const exportedEmailLinkSchema = z.object({
  purpose: z.enum(['verify-email', 'reset-password', 'change-email']),
  sentTo: z.string().meta({ description: 'The address the link was sent to' }),
  createdAt: timestamp,
  expiresAt: timestamp,
  usedAt: timestamp.nullable().meta({ description: 'Null while the link is pending' }),
});

export const exportedAccessRequestSchema = z.object({
  _id: z.string(),
  ideaId: z.string(),
  status: z.string(),
  fullName: z.string(),
  message: z.string(),
  ndaVersion: z.string(),
  ndaTextSha256: z.string().meta({ description: 'SHA-256 of the NDA text you signed' }),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});

export const accountExportSchema = z
  .object({
    exportedAt: timestamp,
    profile: exportedProfileSchema,
    signInMethods: z.array(z.string()).meta({
      description:
        '`credentials` (email address and the secret you chose), `firebase` (Firebase Authentication), and the identity providers linked to the account (e.g. `google`)',
    }),
    linkedProviders: z
      .array(z.object({ provider: z.string(), linkedAt: timestamp }))
      .meta({ description: 'Identity providers linked to the account (names only, never their secrets)' }),
    termsAccepted: z
      .object({ termsVersion: z.string(), privacyVersion: z.string(), acceptedAt: timestamp })
      .nullable()
      .meta({
        description:
          'The versions of the Terms and the Privacy Policy you accepted, and when; null if the account never did (e.g. made through the API without acceptTerms)',
      }),
    ideas: z.array(ideaSchema).meta({ description: 'Your ideas in full, as you see them' }),
    uploads: z.array(exportedUploadSchema).meta({ description: 'Files you uploaded' }),
    documents: z
      .array(ideaDocumentSchema)
      .meta({ description: 'The documents of your ideas’ data rooms (each `url` downloads it)' }),
    apiTokens: z
      .array(exportedTokenSchema)
      .meta({ description: 'Your personal access tokens (never their secrets or hashes)' }),
    emailLinks: z
      .array(exportedEmailLinkSchema)
      .meta({ description: 'Verification and reset links sent to you (never their secrets or hashes)' }),
    accessRequests: z
      .array(exportedAccessRequestSchema)
      .meta({ description: 'The NDAs you signed to request access to ideas, with where you signed from' }),
    ideaViews: z
      .array(
        z.object({
          ideaId: z.string(),
          surface: z.enum(IDEA_VIEW_SURFACE_NAMES),
          hour: timestamp,
          firstAt: timestamp,
          lastAt: timestamp,
          count: z.int(),
        }),
      )
      .meta({
        description:
          'Your reads of NDA-gated ideas you were given access to, as their creators see them: per idea, surface and hour',
      }),
    conversations: z.array(conversationSchema).meta({ description: 'Your conversations' }),
    messagesSent: z
      .array(
        z.object({ _id: z.string(), conversationId: z.string(), body: z.string(), createdAt: timestamp }),
      )
      .meta({ description: 'Every message you wrote' }),
    blockedMembers: z
      .array(z.object({ userId: z.string(), blockedAt: timestamp }))
      .meta({ description: 'Members you blocked' }),
    notifications: z.array(notificationSchema).meta({ description: 'Your newest notifications (up to 200)' }),
    notificationSettings: notificationSettingsSchema,
  })
  .meta({ id: 'AccountExport', description: 'Everything the marketplace holds about your account' });

export type AccountExport = z.output<typeof accountExportSchema>;
