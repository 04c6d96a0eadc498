'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ListSkeleton } from './list-skeleton';
import { useListNavigation } from './list-navigation';
import { NetworkError } from './network-error';
import { useViewMode } from './view-mode';

export interface ListResultsProps {
  /** The page of ideas as cards and as a table (both rendered by the server), or the empty state. */
  cards: ReactNode;
  table: ReactNode;
  empty: ReactNode | null;
  pagination: ReactNode;
  skeletons: number;
}

/** The results area: skeletons while a new list loads, the failure screens, or the server's list. */
export function ListResults({ cards, table, empty, pagination, skeletons }: ListResultsProps) {
  const { pending, failure } = useListNavigation();
  const [view] = useViewMode();

  if (failure)
    return failure.network ? (
      <NetworkError message={failure.message} onRetry={failure.retry} />
    ) : (
      <div data-testid="list-error" className="flex flex-col items-start gap-3">
        <Notice tone="error">{failure.message}</Notice>
        <Button onClick={failure.retry}>Try Again</Button>
      </div>
    );
  if (pending) return <ListSkeleton count={skeletons} />;
  return (
    <>
      {empty ??
        (view === 'table' ? (
          <>
            <div className="hidden md:block">{table}</div>
            <div className="md:hidden">{cards}</div>
          </>
        ) : (
          cards
        ))}
      {pagination}
    </>
  );
}
