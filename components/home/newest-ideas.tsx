import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { newestIdeas, type NewestIdea } from '@/lib/home/newest-ideas';
import { logger } from '@/lib/log';
import { NewestIdeaCard } from './newest-idea-card';

/** The latest ideas, rendered on the server so visitors from search engines see real content. */
export async function NewestIdeas() {
  await connection();
  let list: NewestIdea[] | null;
  try {
    list = await newestIdeas(6);
  } catch (error) {
    unstable_rethrow(error);
    logger.warn({ err: error }, 'newest ideas could not be loaded');
    list = null;
  }
  return (
    <section aria-labelledby="newest-title" className="mx-auto w-full max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="newest-title" className="text-2xl font-bold text-slate-900">
          Newest ideas
        </h2>
        {list && list.length > 0 && (
          <Link href="/ideas" className="text-sm font-semibold text-brand-700 hover:underline">
            See all ideas <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {list === null ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="newest-error">
          The newest ideas cannot be shown right now. Please try again in a moment.
        </p>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="newest-empty">
          <p className="text-slate-700">No ideas have been submitted yet.</p>
          <p className="mt-2">
            <Link href="/create-idea" className="font-semibold text-brand-700 hover:underline">
              Be the first to share one
            </Link>
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((idea) => (
            <NewestIdeaCard key={idea.id} idea={idea} />
          ))}
        </ul>
      )}
    </section>
  );
}
