import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '../lib/core/idea-enums';
import { ideas } from './ideas';
import { users } from './users';

/**
 * Authorship receipts: one per content revision of an idea, one hash chain for the platform.
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), and without a foreign key to the
 * idea, so a creator's proof outlives the listing: it holds hashes, never the content.
 */
export const ideaReceipts = pgTable(
  'idea_receipts',
  {
    /** Position in the platform's chain, from 1, without gaps. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    ideaId: text('idea_id').notNull(),
    /** The idea's revision, from 1. */
    revision: integer('revision').notNull(),
    contentHash: text('content_hash').notNull(),
    /** The hash of the receipt before it in the chain (64 zeros for the first). */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 of the receipt's signed statement. */
    hash: text('hash').notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('idea_receipts_idea_revision_idx').on(t.ideaId, t.revision),
    uniqueIndex('idea_receipts_hash_idx').on(t.hash),
    // One successor per receipt: the chain cannot fork.
    uniqueIndex('idea_receipts_prev_idx').on(t.prevHash),
  ],
);

/** The canonical content of each revision, kept while the idea exists (the receipt's PDF shows it). */
export const ideaRevisions = pgTable(
  'idea_revisions',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** The canonical JSON text whose SHA-256 is the receipt's contentHash. */
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.revision] })],
);

/** The public keys receipts were signed with (a JWK each), published at /.well-known/receipt-keys.json. */
export const receiptKeys = pgTable('receipt_keys', {
  keyId: text('key_id').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const IDEA_VIEW_SURFACES = ['api', 'page', 'photo', 'document'] as const;
export type IdeaViewSurface = (typeof IDEA_VIEW_SURFACES)[number];

/**
 * Reads of a gated idea's full content by anyone but its creator: one row per viewer, idea,
 * surface and hour, counting the reads of that hour.
 */
export const ideaViews = pgTable(
  'idea_views',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surface: text('surface', { enum: IDEA_VIEW_SURFACES }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.viewerId, t.surface, t.hour] }),
    // A member's own views (their data export).
    index('idea_views_viewer_idx').on(t.viewerId),
  ],
);

/**
 * Visits of an idea's public page, one row per visitor and day (the creator's analytics). The
 * visitor is a keyed hash of their address and browser that changes every day: no address is
 * stored, and visitors cannot be followed from one day to the next.
 */
export const ideaPageViews = pgTable(
  'idea_page_views',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.day, t.visitor] })],
);

export type IdeaReceiptRow = typeof ideaReceipts.$inferSelect;
export type IdeaViewRow = typeof ideaViews.$inferSelect;

/**
 * The listing's data room: documents an idea's creator shares behind the NDA. The bytes live in
 * the storage driver under `key`; `sha256` is what the idea's authorship receipt covers.
 */
export const ideaDocuments = pgTable(
  'idea_documents',
  {
    id: text('id').primaryKey(),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('idea_documents_idea_idx').on(t.ideaId, t.createdAt)],
);

export type IdeaDocumentRow = typeof ideaDocuments.$inferSelect;
