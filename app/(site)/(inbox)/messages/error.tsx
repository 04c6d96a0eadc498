'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { useRetryRender } from '@/components/ui/use-retry-render';

/** A thread (or the page beside the inbox) that failed to load: try again, or back to the inbox. */
export default function MessagesError({ reset }: { error: Error; reset: () => void }) {
  const retry = useRetryRender(reset);
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      data-testid="messages-error"
    >
      <h2 className="text-lg font-bold text-slate-900">Could not load this conversation</h2>
      <p className="mt-2 text-slate-600" aria-live="polite">
        Something went wrong while loading it. Please try again.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>Try again</Button>
        <Link href="/messages" className="text-brand-700 self-center text-sm font-semibold underline">
          Back to messages
        </Link>
      </div>
    </div>
  );
}
