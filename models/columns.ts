import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../lib/core/ids';

/** PostgreSQL full-text document; only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** 24-hex-character ids (MongoDB ObjectId format) so imported data keeps its ids and URLs. */
export const idColumn = (name = 'id') => text(name).primaryKey().$defaultFn(newId);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
