import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from './columns';
import {
  CONTACT_PREFERENCES,
  IDEA_TYPES,
  PROTECTION_STATUSES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '../lib/core/idea-enums';
import { users } from './users';

export { REVIEW_STATUSES, type ReviewStatus };

export const ideas = pgTable(
  'ideas',
  {
    id: idColumn(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: IDEA_TYPES }).notNull().default('Product'),
    problemDescription: text('problem_description').notNull(),
    solutionDescription: text('solution_description').notNull(),
    protectionStatus: text('protection_status', { enum: PROTECTION_STATUSES }).notNull().default('None'),
    requireNDA: boolean('require_nda').notNull().default(false),
    desiredPrice: numeric('desired_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    contactPreference: text('contact_preference', { enum: CONTACT_PREFERENCES }).notNull().default('Email'),
    additionalNotes: text('additional_notes').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator's own NDA text; null: the platform's standard NDA. */
    ndaText: text('nda_text'),
    /** Access requests to this idea are approved at once. */
    ndaAutoApprove: boolean('nda_auto_approve').notNull().default(false),
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('approved'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Hidden by an admin (after reports, say): listed to nobody but its creator until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Its creator is suspended: listed to nobody (kept here so listing needs no join). */
    creatorSuspended: boolean('creator_suspended').notNull().default(false),
    ...timestamps,
    /** Text anyone may search: title and category. */
    searchPublic: tsvector('search_public').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B')`,
    ),
    /** NDA-gatable text: only searched for public ideas or by their creator. */
    searchPrivate: tsvector('search_private').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(problem_description, '')), 'C') || setweight(to_tsvector('english', coalesce(solution_description, '')), 'C') || setweight(to_tsvector('english', coalesce(additional_notes, '')), 'D')`,
    ),
  },
  (t) => [
    index('ideas_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('ideas_creator_created_idx').on(t.creatorId, t.createdAt.desc()),
    index('ideas_category_created_idx').on(t.category, t.createdAt.desc()),
    index('ideas_price_idx').on(t.desiredPrice, t.id),
    index('ideas_nda_created_idx').on(t.requireNDA, t.createdAt.desc()),
    index('ideas_search_public_idx').using('gin', t.searchPublic),
    index('ideas_search_private_idx').using('gin', t.searchPrivate),
    index('ideas_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    /** Typo-tolerant word matching of the public text: one index for words in title or category. */
    index('ideas_public_text_trgm_idx').using(
      'gin',
      sql`lower(${t.title} || ' ' || ${t.category}) gin_trgm_ops`,
    ),
    check('ideas_price_range', sql`${t.desiredPrice} >= 1 and ${t.desiredPrice} <= 10000000`),
  ],
);

export type IdeaRow = typeof ideas.$inferSelect;
export type NewIdeaRow = typeof ideas.$inferInsert;
