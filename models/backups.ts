import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

export const BACKUP_DRIVERS = ['pglite', 'postgres'] as const;

/**
 * Archives written by `npm run backup`, one row each, so the admin pages can show the last one
 * (in the database rather than a file: every instance on PostgreSQL sees it).
 */
export const backups = pgTable(
  'backups',
  {
    id: idColumn(),
    /** The moment of the database snapshot the archive holds. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    driver: text('driver', { enum: BACKUP_DRIVERS }).notNull(),
    /** The archive's file name, as the operator gave it. */
    archive: text('archive').notNull(),
    /** How long the whole backup took, in ms. */
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('backups_taken_at_idx').on(t.takenAt)],
);

export type Backup = typeof backups.$inferSelect;
