'use client';

import { useRetryRender } from '@/components/ui/use-retry-render';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { LIST_MESSAGES } from '@/components/ideas/server-check';

/** The list failed to render on the server (the database timed out…): the spec's message and a retry. */
export default function IdeasError({ reset }: { error: Error; reset: () => void }) {
  const retry = useRetryRender(reset);
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Browse Ideas</h1>
      <div data-testid="list-error" className="mt-6 flex flex-col items-start gap-3">
        <Notice tone="error">{LIST_MESSAGES.unexpected}</Notice>
        <Button onClick={retry}>Try Again</Button>
      </div>
    </main>
  );
}
