import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

/** `suspended` accounts cannot sign in (e.g. imported from Firebase as disabled). */
export const USER_STATUSES = ['active', 'suspended'] as const;
/** `admin`: sees /admin (granted by ADMIN_EMAILS at sign-in or `npm run admin -- grant EMAIL`). */
export const USER_ROLES = ['member', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in through an identity provider. */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    fullName: text('full_name').notNull().default(''),
    photoURL: text('photo_url').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    website: text('website').notNull().default(''),
    preferredCategories: text('preferred_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languagePreferences: text('language_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cvUrl: text('cv_url').notNull().default(''),
    /** Shown to signed-in viewers of the ideas whose preferred contact is Phone; empty when none. */
    phone: text('phone').notNull().default(''),
    isOnline: boolean('is_online').notNull().default(false),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    /** Set when the account lives in Firebase Authentication (Firebase mode). */
    firebaseUid: text('firebase_uid'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    /** Why and when an admin suspended the account (status 'suspended'); null otherwise. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** When the account's email address was last proven to be theirs; null while unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Sessions carry the epoch they were issued in; raising it (a password reset, say) ends every
     * session issued before.
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /**
     * The versions (dates) of the Terms and the Privacy Policy the member accepted, and when; null
     * for accounts that never did (imported, or registered through the API without acceptTerms).
     */
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_firebase_uid_unique').on(t.firebaseUid),
    index('users_online_idx').on(t.isOnline),
  ],
);

/** Links a user to an external identity (e.g. Google's `sub`). */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('accounts_provider_unique').on(t.provider, t.providerAccountId),
    index('accounts_user_idx').on(t.userId),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Account = typeof accounts.$inferSelect;

/** `change-email`: a link to the NEW address; `email` holds that address until the link is used. */
export const EMAIL_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * Single-use secrets sent by email (verification and password-reset links); only a SHA-256 of
 * the secret is stored. `email` is the address the link was sent to: a verification proves that
 * address, not whatever the account's email has become since.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export type EmailToken = typeof emailTokens.$inferSelect;

/**
 * Mail a user turned off, by topic (a kind of notification mail), from an unsubscribe link or
 * their settings. Account mail (verification, password reset) has no topic and cannot be turned off.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
