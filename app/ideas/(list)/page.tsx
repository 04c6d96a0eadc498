import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { IdeasBrowser } from '@/components/ideas/ideas-browser';
import { apiParams, pageHref, readListState } from '@/components/ideas/list-state';
import { currentViewer } from '@/lib/auth';
import { listIdeas, parseIdeaListQuery } from '@/lib/ideas';
import { listCategoryNames } from '@/lib/reference';
import { findUserById } from '@/lib/users';
import { loginUrlFor } from '@/lib/auth/callback-url';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const FLASHES: Record<string, string> = { deleted: 'Idea deleted successfully' };

async function creatorName(id: string): Promise<string | null> {
  if (!id) return null;
  return (await findUserById(id))?.displayName ?? null;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const state = readListState(await searchParams);
  const name = await creatorName(state.creator);
  const title = state.creator
    ? `Browse ${name ?? 'Creator'}'s Ideas`
    : state.mine
      ? 'Browse My Ideas'
      : 'Browse Ideas';
  const description = state.category
    ? `Browse ${state.category} ideas for sale on Ideas Marketplace: products and services with their asking price.`
    : 'Browse product and service ideas for sale on Ideas Marketplace: filter by category, type, price and NDA, and contact their creators.';
  // Personal views are not for search engines; public filtered views are canonical on their own URL.
  const canonical = pageHref({ ...state, mine: false });
  return {
    title,
    description,
    alternates: { canonical },
    robots: state.mine ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', title, description, url: canonical, siteName: 'Ideas Marketplace' },
    twitter: { card: 'summary', title, description },
  };
}

export default async function IdeasPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const state = readListState(params);
  const viewer = await currentViewer();
  if (state.mine && !viewer) redirect(loginUrlFor('/ideas?filter=my-ideas'));
  const [page, categories, name] = await Promise.all([
    listIdeas(parseIdeaListQuery(apiParams(state)), viewer),
    listCategoryNames(),
    creatorName(state.creator),
  ]);
  const flashKey = typeof params.flash === 'string' ? params.flash : '';
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <IdeasBrowser
        initialState={state}
        initialPage={page}
        categories={categories}
        signedIn={viewer !== null}
        creatorName={name}
        flash={FLASHES[flashKey] ?? null}
      />
    </main>
  );
}
