import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { listSavedSearches } from '@/lib/watchlist';
import type { Viewer } from '@/models';
import { SavedSearchList } from './saved-search-list';
import { EmptyState } from '@/components/ui/empty-state';

/** The viewer's saved searches on /saved: rename, change the alert, delete. */
export async function SavedSearchesSection({ viewer }: { viewer: Viewer }) {
  const searches = await listSavedSearches(viewer);
  return (
    <section aria-labelledby="saved-searches">
      <h2 id="saved-searches" className="text-xl font-semibold text-slate-900">
        Saved searches
      </h2>
      {searches.length === 0 ? (
        <EmptyState className="mt-4">
          <p>
            No saved searches yet. Filter or search the ideas, then press “Save this search” to be told of new
            ones.
          </p>
          <Link href="/ideas" className={buttonClass('secondary', 'mt-3')}>
            Browse ideas
          </Link>
        </EmptyState>
      ) : (
        <SavedSearchList initial={searches} />
      )}
    </section>
  );
}
