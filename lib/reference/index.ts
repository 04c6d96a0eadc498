import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { categories, languages } from '@/models';

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
