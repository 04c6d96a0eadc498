import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon } from '@/components/ui/icons';
import { getConfig } from '@/lib/core/config';
import { isId } from '@/lib/core/ids';

export const metadata: Metadata = { title: 'Idea Submitted', robots: { index: false } };

// MODERATION is read at run time: one build serves both modes.
export const dynamic = 'force-dynamic';

interface IdeaSubmittedPageProps {
  /** `id`: the idea just created (the form sends it along); the idea page checks who may open it. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function IdeaSubmittedPage({ searchParams }: IdeaSubmittedPageProps) {
  const preReview = getConfig().MODERATION === 'pre';
  const { id } = await searchParams;
  const ideaId = typeof id === 'string' && isId(id) ? id.toLowerCase() : null;
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <div className="rounded-xl border border-green-200 bg-white p-8 shadow-sm">
        <CheckCircleIcon className="mx-auto h-14 w-14 text-green-600" />
        <h1 className="mt-3 text-2xl font-bold">Idea Submitted Successfully!</h1>
        {preReview ? (
          <p className="mt-3 text-slate-700" data-testid="review-before-listing">
            Thank you for sharing your idea. Our team will review it before it is listed: until then only you
            can see it, marked &lsquo;Pending review&rsquo; in your ideas list, and we will tell you the
            outcome.
          </p>
        ) : (
          <p className="mt-3 text-slate-700" data-testid="live-and-reviewed">
            Thank you for sharing your idea. It is live now and will be reviewed by our team; you can follow
            it from your ideas list.
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {ideaId ? (
            <Link href={`/ideas/${ideaId}`} className={buttonClass('primary')}>
              View Your Idea
            </Link>
          ) : null}
          <Link href="/ideas?filter=my-ideas" className={buttonClass(ideaId ? 'secondary' : 'primary')}>
            View My Ideas
          </Link>
          <Link href="/create-idea" className={buttonClass('secondary')}>
            Submit Another Idea
          </Link>
        </div>
      </div>
    </main>
  );
}
