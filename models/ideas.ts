import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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

/** The columns a list filters on, but those a listing index is ordered by. */
function listingColumns(
  t: {
    reviewStatus: AnyPgColumn;
    hiddenAt: AnyPgColumn;
    archivedAt: AnyPgColumn;
    creatorSuspended: AnyPgColumn;
    creatorId: AnyPgColumn;
    category: AnyPgColumn;
    type: AnyPgColumn;
    requireNDA: AnyPgColumn;
    desiredPrice: AnyPgColumn;
    createdAt: AnyPgColumn;
  },
  order: 'created' | 'category' | 'price',
): AnyPgColumn[] {
  return [
    t.reviewStatus,
    t.hiddenAt,
    t.archivedAt,
    t.creatorSuspended,
    t.creatorId,
    ...(order === 'category' ? [] : [t.category]),
    t.type,
    t.requireNDA,
    ...(order === 'price' ? [t.createdAt] : [t.desiredPrice]),
  ];
}

/** What a search tests of an idea as written: its title's and category's lexemes, its lower-cased title. */
const searchedColumns = (t: { searchPublic: AnyPgColumn; titleLower: AnyPgColumn }) => [
  t.searchPublic,
  t.titleLower,
];

/** Storage of the GIN indexes: no pending list (see their definitions). */
const NO_PENDING_LIST = { fastupdate: 'off' };

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
    /** Withdrawn by its creator: listed to nobody, its page 'No longer listed' to others, until relisted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A public summary of the idea (plain text, up to 500 characters), shown even when it is NDA-gated. */
    teaser: text('teaser').notNull().default(''),
    /** Its creator is suspended: listed to nobody (kept here so listing needs no join). */
    creatorSuspended: boolean('creator_suspended').notNull().default(false),
    ...timestamps,
    /**
     * The title lower-cased, as a search compares it (partial and approximate title matches):
     * stored, so that a walk of the listing index tests it without lower-casing every title.
     */
    titleLower: text('title_lower').generatedAlwaysAs(sql`lower(title)`),
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
    // The three orders a page is read in, each holding every column a list filters on (listing,
    // category, type, NDA, price, creator): the ideas of a page are chosen inside the index (an
    // index-only scan, however deep the page), and only the page's rows are read from the table.
    // (Drizzle has no INCLUDE: the covered columns are trailing keys, after the unique order.)
    // The two orders by date also hold what a search tests of a listed idea as written (its
    // lexemes and lower-cased title): the newest matches of a common word are then found and
    // ranked inside the index too, without reading every skipped idea from the table.
    index('ideas_listing_created_idx').on(
      t.createdAt.desc(),
      t.id.desc(),
      ...listingColumns(t, 'created'),
      ...searchedColumns(t),
    ),
    index('ideas_creator_created_idx').on(t.creatorId, t.createdAt.desc()),
    index('ideas_listing_category_created_idx').on(
      t.category,
      t.createdAt.desc(),
      t.id.desc(),
      ...listingColumns(t, 'category'),
      ...searchedColumns(t),
    ),
    index('ideas_listing_price_idx').on(t.desiredPrice, t.id, ...listingColumns(t, 'price')),
    index('ideas_nda_created_idx').on(t.requireNDA, t.createdAt.desc()),
    // The GIN indexes take each new idea at once (fastupdate off): with PostgreSQL's default, new
    // entries wait in a pending list that every search reads through until a vacuum merges it
    // (seen: 16,000 new ideas slowed searches tenfold). A search is far more common than a write.
    index('ideas_search_public_idx').using('gin', t.searchPublic).with(NO_PENDING_LIST),
    index('ideas_search_private_idx').using('gin', t.searchPrivate).with(NO_PENDING_LIST),
    index('ideas_title_trgm_idx')
      .using('gin', sql`${t.titleLower} gin_trgm_ops`)
      .with(NO_PENDING_LIST),
    /** Typo-tolerant word matching of the public text: one index for words in title or category. */
    index('ideas_public_text_trgm_idx')
      .using('gin', sql`lower(${t.title} || ' ' || ${t.category}) gin_trgm_ops`)
      .with(NO_PENDING_LIST),
    check('ideas_price_range', sql`${t.desiredPrice} >= 1 and ${t.desiredPrice} <= 10000000`),
    check('ideas_teaser_length', sql`char_length(${t.teaser}) <= 500`),
  ],
);

export type IdeaRow = typeof ideas.$inferSelect;
export type NewIdeaRow = typeof ideas.$inferInsert;
