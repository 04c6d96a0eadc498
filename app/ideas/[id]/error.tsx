'use client';

import { useRetryRender } from '@/components/ui/use-retry-render';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';

export default function IdeaError({ reset }: { error: Error; reset: () => void }) {
  const retry = useRetryRender(reset);
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <div data-testid="idea-error" className="rounded-xl border border-red-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-red-800">Failed to fetch idea details</h1>
        <p className="mt-2 text-slate-700">An error occurred. Please try again.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass('primary')} onClick={retry}>
            Try Again
          </button>
          <Link href="/ideas" className={buttonClass('secondary')}>
            Back to Ideas
          </Link>
        </div>
      </div>
    </main>
  );
}
