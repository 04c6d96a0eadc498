import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon } from '@/components/ui/icons';
import { getConfig } from '@/lib/core/config';

export const metadata: Metadata = { title: 'Idea Submitted', robots: { index: false } };

// MODERATION is read at run time: one build serves both modes.
export const dynamic = 'force-dynamic';

export default function IdeaSubmittedPage() {
  const preReview = getConfig().MODERATION === 'pre';
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
          <p className="mt-3 text-slate-700">
            Thank you for sharing your idea. It will be reviewed by our team, and you can follow it from your
            ideas list in the meantime.
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/ideas?filter=my-ideas" className={buttonClass('primary')}>
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
