import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import clsx from 'clsx';
import { CategoryJsonLd } from '@/components/ideas/category-json-ld';
import { IdeasList } from '@/components/ideas/ideas-list';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import { anonymousIdeaList, cachedCategoryNames } from '@/lib/cache';
import { readIdeaListView } from '@/lib/ideas';
import { categoryBySlug, categoryDescription, categoryHref } from '@/lib/reference/shared';

interface Props {
  params: Promise<{ slug: string }>;
}

// Like the idea page: the category as ANYONE sees it, rendered on first request and then served
// from the cache until a write to ideas expires it (lib/cache/public-pages.ts).
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** The category of the slug, or the not-found page. */
async function categoryOf(params: Props['params']): Promise<string> {
  const name = categoryBySlug(await cachedCategoryNames(), (await params).slug);
  if (name === null) notFound();
  return name;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = await categoryOf(params);
  const title = `${name} ideas`;
  const description = categoryDescription(name);
  const url = categoryHref(name);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', title, description, url, siteName: 'Ideas Marketplace' },
    twitter: { card: 'summary', title, description },
  };
}

/** /ideas/category/{slug}: the category's newest ideas, with the list's filters (they lead to /ideas). */
export default async function CategoryPage({ params }: Props) {
  const name = await categoryOf(params);
  const result = await readIdeaListView({ category: name });
  if (!result.ok) notFound();
  const view = { ...result.view, title: `${name} ideas` };
  const [page, categories] = await Promise.all([anonymousIdeaList(view.query), cachedCategoryNames()]);
  const description = categoryDescription(name);
  return (
    <main className={clsx(PAGE_WIDTH, 'flex-1 py-8')}>
      <CategoryJsonLd name={name} description={description} path={categoryHref(name)} ideas={page.ideas} />
      <IdeasList view={view} page={page} categories={categories} flash={null} intro={description} />
    </main>
  );
}
