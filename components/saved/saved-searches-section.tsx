import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { listSavedSearches } from '@/lib/watchlist';
import type { Viewer } from '@/models';
import { SavedSearchList } from './saved-search-list';

/** The viewer's saved searches on /saved: rename, change the alert, delete. */
export async function SavedSearchesSection({ viewer }: { viewer: Viewer }) {
  const searches = await listSavedSearches(viewer);
  return (
    <section aria-labelledby="saved-searches">
      <h2 id="saved-searches" className="text-xl font-semibold text-slate-900">
        Saved searches
      </h2>
      {searches.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          <p>
            No saved searches yet. Filter or search the ideas, then press “Save this search” to be told of new
            ones.
          </p>
          <Link href="/ideas" className={buttonClass('secondary', 'mt-3')}>
            Browse ideas
          </Link>
        </div>
      ) : (
        <SavedSearchList initial={searches} />
      )}
    </section>
  );
}
