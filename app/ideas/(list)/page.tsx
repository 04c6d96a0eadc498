import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { IdeasList } from '@/components/ideas/ideas-list';
import { ideaListData } from '@/components/ideas/idea-list-data';
import { loginUrlFor } from '@/lib/identity/shared';
import { listViewHref, type PageSearchParams, readIdeaListView } from '@/lib/ideas';
import { cachedCategoryNames } from '@/lib/cache';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';

type SearchParams = Promise<PageSearchParams>;

const FLASHES: Record<string, string> = { deleted: 'Idea deleted successfully' };

async function view(searchParams: SearchParams) {
  const result = await readIdeaListView(await searchParams);
  // A value the API refuses (hand-edited URL): the same view without it.
  if (!result.ok) redirect(result.cleanHref);
  return result.view;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { title, query, mode, publicHref } = await view(searchParams);
  const description = query.category
    ? `Browse ${query.category} ideas for sale on Ideas Marketplace: products and services with their asking price.`
    : 'Browse product and service ideas for sale on Ideas Marketplace: filter by category, type, price and NDA, and contact their creators.';
  // Personal views are not for search engines; public filtered views are canonical on their own URL.
  return {
    title,
    description,
    alternates: { canonical: publicHref },
    robots: mode === 'mine' ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', title, description, url: publicHref, siteName: 'Ideas Marketplace' },
    twitter: { card: 'summary', title, description },
  };
}

export default async function IdeasPage({ searchParams }: { searchParams: SearchParams }) {
  const listView = await view(searchParams);
  const [data, categories] = await Promise.all([ideaListData(listView), cachedCategoryNames()]);
  if (data.signInNeeded) redirect(loginUrlFor(listView.href));
  const { page, stats } = data;
  // Past the last page (an old link, a page emptied by deletions): the last page, or page 1 if none.
  const lastPage = Math.max(page.pagination.totalPages, 1);
  if (listView.query.page > lastPage) redirect(listViewHref({ ...listView.query, page: lastPage }));
  const flash = (await searchParams).flash;
  return (
    <main className={clsx(PAGE_WIDTH, 'flex-1 py-8')}>
      <IdeasList
        view={listView}
        page={page}
        categories={categories}
        flash={typeof flash === 'string' ? (FLASHES[flash] ?? null) : null}
        stats={stats}
      />
    </main>
  );
}
