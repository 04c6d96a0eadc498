import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SavedSearchesSection } from '@/components/saved/saved-searches-section';
import { WatchlistSection } from '@/components/saved/watchlist-section';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';

export const metadata: Metadata = { title: 'Saved', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /saved: the ideas the viewer saved and their saved searches with alerts. */
export default async function SavedPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/saved'));
  const asked = Number((await searchParams).page);
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Saved</h1>
      <div className="mt-6 space-y-10">
        <WatchlistSection viewer={viewer} page={page} />
        <SavedSearchesSection viewer={viewer} />
      </div>
    </main>
  );
}
