'use client';

import clsx from 'clsx';
import { useSelectedLayoutSegment } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import type { ConversationReply } from '@/lib/validation/messages';
import { Inbox } from './inbox';

/**
 * /messages and its threads: on wide screens the inbox beside the open thread; on small ones
 * either the inbox (/messages) or the thread with its way back. The inbox stays mounted, and
 * live, while the viewer moves between threads.
 */
export function MessagesPanes({
  viewerId,
  threads,
  children,
}: {
  viewerId: string;
  /** The viewer's threads as the server read them (null: it could not). */
  threads: ConversationReply[] | null;
  children: ReactNode;
}) {
  const segment = useSelectedLayoutSegment();
  const threadOpen = segment !== null;
  const [empty, setEmpty] = useState(threads?.length === 0);
  const wide = empty && !threadOpen;
  return (
    <main className={clsx(PAGE_WIDTH, 'flex-1 py-4 md:py-6')}>
      <h1 className={clsx('text-2xl font-bold text-slate-900', threadOpen && 'max-md:sr-only')}>Messages</h1>
      <div
        className={clsx(
          'mt-4 grid gap-6 md:items-start',
          !wide && 'md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]',
          threadOpen && 'max-md:mt-0',
        )}
      >
        <section
          aria-label="Conversations"
          className={clsx(
            'min-w-0 rounded-xl border border-slate-200 bg-white p-2 shadow-sm md:max-h-[calc(100dvh-12rem)] md:overflow-y-auto',
            threadOpen && 'max-md:hidden',
          )}
          data-testid="inbox-pane"
        >
          <Inbox viewerId={viewerId} threads={threads} activeId={segment} onEmptyChange={setEmpty} />
        </section>
        <div className={clsx('min-w-0', (!threadOpen || wide) && 'max-md:hidden', wide && 'md:hidden')}>
          {children}
        </div>
      </div>
    </main>
  );
}
