import 'server-only';
import { asc, count } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { listedIdea } from '@/lib/ideas';
import { categoryHref, listCategoryNames } from '@/lib/reference';
import { ideas } from '@/models';

/** URLs per sitemap file; the protocol allows 50,000, smaller files stay fast to build and fetch. */
export const URLS_PER_SITEMAP = 10_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** Public pages listed in every sitemap's first file. */
export const STATIC_PATHS: SitemapEntry[] = [
  { loc: '/', changefreq: 'daily', priority: 1 },
  { loc: '/ideas', changefreq: 'daily', priority: 0.9 },
  { loc: '/terms', changefreq: 'monthly', priority: 0.2 },
  { loc: '/privacy', changefreq: 'monthly', priority: 0.2 },
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function urlsetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const parts = [`<loc>${escapeXml(base + e.loc)}</loc>`];
      if (e.lastmod) parts.push(`<lastmod>${e.lastmod.toISOString()}</lastmod>`);
      if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
      if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(base: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap/${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** The static pages and the category pages (/ideas/category/{slug}): they head the first file. */
async function firstEntries(): Promise<SitemapEntry[]> {
  const categories = (await listCategoryNames()).map((name) => ({
    loc: categoryHref(name),
    changefreq: 'daily' as const,
    priority: 0.8,
  }));
  return [...STATIC_PATHS, ...categories];
}

/** How many sitemap files the ideas need (the static and category pages ride in the first). */
export async function sitemapFileCount(): Promise<number> {
  const [[row], first] = await Promise.all([
    getDb().select({ n: count() }).from(ideas).where(listedIdea),
    firstEntries(),
  ]);
  return Math.max(1, Math.ceil((Number(row?.n ?? 0) + first.length) / URLS_PER_SITEMAP));
}

/**
 * Entries of sitemap file `file` (1-based): ids and dates only, so NDA-gated ideas show nothing
 * beyond the public page they link to.
 */
export async function sitemapEntries(file: number): Promise<SitemapEntry[]> {
  const heading = await firstEntries();
  const first = file === 1 ? heading : [];
  const offset = Math.max(0, (file - 1) * URLS_PER_SITEMAP - heading.length);
  const rows = await getDb()
    .select({ id: ideas.id, updatedAt: ideas.updatedAt })
    .from(ideas)
    .where(listedIdea)
    .orderBy(asc(ideas.createdAt), asc(ideas.id))
    .limit(URLS_PER_SITEMAP - first.length)
    .offset(offset);
  return [
    ...first,
    ...rows.map((r) => ({
      loc: `/ideas/${r.id}`,
      lastmod: r.updatedAt,
      changefreq: 'weekly' as const,
      priority: 0.7,
    })),
  ];
}
