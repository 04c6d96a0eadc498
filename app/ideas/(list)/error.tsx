'use client';

import { useRetryRender } from '@/components/ui/use-retry-render';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { LIST_MESSAGES } from '@/components/ideas/server-check';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';

/** The list failed to render on the server (the database timed out…): the spec's message and a retry. */
export default function IdeasError({ reset }: { error: Error; reset: () => void }) {
  const retry = useRetryRender(reset);
  return (
    <main className={clsx(PAGE_WIDTH, 'flex-1 py-8')}>
      <h1 className="text-3xl font-bold tracking-tight">Browse Ideas</h1>
      <div data-testid="list-error" className="mt-6 flex flex-col items-start gap-3">
        <Notice tone="error">{LIST_MESSAGES.unexpected}</Notice>
        <Button onClick={retry}>Try Again</Button>
      </div>
    </main>
  );
}
