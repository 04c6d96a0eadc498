import Link from 'next/link';
import { IdeaCard } from '@/components/ideas/idea-card';
import { buttonClass } from '@/components/ui/button-styles';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { watchlistPage } from '@/lib/watchlist';
import type { Viewer } from '@/models';

const PER_PAGE = 12;

/** The viewer's saved ideas on /saved, newest saved first, as the cards of the lists. */
export async function WatchlistSection({ viewer, page }: { viewer: Viewer; page: number }) {
  const found = await watchlistPage(viewer, { page, limit: PER_PAGE }, '');
  const ideas = found.ideas.map((json) => JSON.parse(json) as IdeaDTO);
  const { pagination } = found;
  return (
    <section aria-labelledby="saved-ideas">
      <h2 id="saved-ideas" className="text-xl font-semibold text-slate-900">
        Saved ideas
      </h2>
      {ideas.length === 0 ? (
        <p className="mt-3 text-slate-600" data-testid="watchlist-empty">
          {pagination.totalCount === 0
            ? 'You have not saved any ideas yet. '
            : 'No saved ideas on this page. '}
          <Link href="/ideas" className="text-brand-700 font-semibold underline-offset-2 hover:underline">
            Browse ideas
          </Link>{' '}
          and press Save on the ones you want to follow: you will hear when their price or NDA changes.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {pagination.totalCount === 1 ? '1 saved idea' : `${pagination.totalCount} saved ideas`}, newest
            saved first.
          </p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="watchlist">
            {ideas.map((idea) => (
              <li key={idea._id} className="min-w-0">
                <IdeaCard idea={idea} headingLevel="h3" />
              </li>
            ))}
          </ul>
          {pagination.totalPages > 1 && (
            <nav aria-label="Saved ideas pages" className="mt-6 flex items-center justify-between gap-3">
              {pagination.hasPrevPage ? (
                <Link href={`/saved?page=${page - 1}`} className={buttonClass('secondary')}>
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">
                Page {pagination.currentPage} of {pagination.totalPages}
              </span>
              {pagination.hasNextPage ? (
                <Link href={`/saved?page=${page + 1}`} className={buttonClass('secondary')}>
                  Next
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
