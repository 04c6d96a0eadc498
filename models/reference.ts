import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});

export type Category = typeof categories.$inferSelect;
export type Language = typeof languages.$inferSelect;
