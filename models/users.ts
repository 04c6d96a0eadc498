import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

/** `suspended` accounts cannot sign in (e.g. imported from Firebase as disabled). */
export const USER_STATUSES = ['active', 'suspended'] as const;

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
