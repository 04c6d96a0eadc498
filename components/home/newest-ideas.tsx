import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { LinkArea } from '@/components/ui/link-area';
import { LinkPending } from '@/components/ui/link-pending';
import { IdeaCard } from '@/components/ideas/idea-card';
import { parseIdeaListQuery, type IdeaDTO } from '@/lib/ideas';
import { logger } from '@/lib/core/log';
import { anonymousIdeaList } from '@/lib/cache';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import { EmptyState } from '@/components/ui/empty-state';

const NEWEST_COUNT = 6;

/**
 * The latest ideas as anyone sees them, rendered on the server so visitors from search engines see
 * real content. Read at request time (not at build, which has no database) from the cache.
 */
export async function NewestIdeas() {
  await connection();
  let list: IdeaDTO[] | null;
  try {
    list = (await anonymousIdeaList(parseIdeaListQuery({ limit: String(NEWEST_COUNT) }))).ideas;
  } catch (error) {
    unstable_rethrow(error);
    logger.warn({ err: error }, 'newest ideas could not be loaded');
    list = null;
  }
  return (
    <section aria-labelledby="newest-title" className={clsx(PAGE_WIDTH, 'py-12')}>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="newest-title" className="text-2xl font-bold text-slate-900">
          Newest ideas
        </h2>
        {list && list.length > 0 && (
          <Link href="/ideas" className="text-brand-700 relative text-sm font-semibold hover:underline">
            See all ideas <span aria-hidden="true">→</span>
            <LinkPending />
          </Link>
        )}
      </div>
      {list === null ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
          data-testid="newest-error"
        >
          The newest ideas cannot be shown right now. Please try again in a moment.
        </p>
      ) : list.length === 0 ? (
        <EmptyState data-testid="newest-empty">
          <p className="text-slate-700">No ideas have been submitted yet.</p>
          <p className="mt-2">
            <Link href="/create-idea" className="text-brand-700 font-semibold hover:underline">
              Be the first to share one
            </Link>
          </p>
        </EmptyState>
      ) : (
        <LinkArea>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((idea, index) => (
              <li key={idea._id} data-testid="newest-idea" className="grid min-w-0">
                <IdeaCard idea={idea} headingLevel="h3" first={index === 0} />
              </li>
            ))}
          </ul>
        </LinkArea>
      )}
    </section>
  );
}
