import Link from 'next/link';
import { IdeaCard } from '@/components/ideas/idea-card';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
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
        <EmptyState className="mt-4" data-testid="watchlist-empty">
          {pagination.totalCount === 0 ? (
            <>
              <p>
                You have not saved any ideas yet. Press Save on the ones you want to follow: you will hear
                when their price or NDA changes.
              </p>
              <Link href="/ideas" className={buttonClass('secondary', 'mt-3')}>
                Browse ideas
              </Link>
            </>
          ) : (
            <>
              <p>No saved ideas on this page.</p>
              <Link href="/saved" className={buttonClass('secondary', 'mt-3')}>
                Back to the first page
              </Link>
            </>
          )}
        </EmptyState>
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
          <Pager
            label="Saved ideas pages"
            page={pagination.currentPage}
            totalPages={pagination.totalPages}
            href={(to) => `/saved?page=${to}`}
          />
        </>
      )}
    </section>
  );
}
