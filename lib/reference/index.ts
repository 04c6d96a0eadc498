import 'server-only';
import { asc } from 'drizzle-orm';
import { getDatabase, getDb, type DatabaseHandle } from '@/lib/db';
import { categories, languages } from '@/models';

export { categoryBySlug, categoryDescription, categoryHref, categorySlug } from './shared';

export interface NamedItem {
  name: string;
}

export async function listCategories(): Promise<NamedItem[]> {
  return getDb()
    .select({ name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function listLanguages(): Promise<NamedItem[]> {
  return getDb()
    .select({ name: languages.name })
    .from(languages)
    .orderBy(asc(languages.position), asc(languages.name));
}

export async function listCategoryNames(): Promise<string[]> {
  return (await listCategories()).map((c) => c.name);
}

export async function listLanguageNames(): Promise<string[]> {
  return (await listLanguages()).map((l) => l.name);
}

/**
 * Category names come from the migrations and change only with a deploy: each database's are
 * read once per process (every idea saved checks its category against them).
 */
const categoryNameSets = new WeakMap<DatabaseHandle, Promise<Set<string>>>();

export async function isKnownCategory(name: string): Promise<boolean> {
  const handle = getDatabase();
  let names = categoryNameSets.get(handle);
  if (!names) {
    names = listCategoryNames().then((list) => new Set(list));
    categoryNameSets.set(handle, names);
    // A failed read is not kept: the next save reads again.
    names.catch(() => categoryNameSets.delete(handle));
  }
  return (await names).has(name);
}
