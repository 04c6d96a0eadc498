'use client';

import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { IdeaTableProps } from './idea-table';
import { ListSkeleton } from './list-skeleton';
import { useListNavigation } from './list-navigation';
import { NetworkError } from './network-error';
import { useViewMode } from './view-mode';

// Loaded with the rows, by the browsers that chose the table only (tests/unit/js-budget.test.ts).
const loadTable = () => import('./idea-table');
const readRows = (query: string) =>
  import('./idea-table-action').then((module) => module.ideaTableAction(query));
const IdeaTable = lazy(() => loadTable().then((module) => ({ default: module.IdeaTable })));

export interface ListResultsProps {
  /** The page of ideas as cards (rendered by the server), or the empty state. */
  cards: ReactNode;
  empty: ReactNode | null;
  pagination: ReactNode;
  skeletons: number;
  /** The list's query string: the table view asks the server for the same list. */
  query: string;
}

interface TableState {
  /** The cards it was asked for: a new render of the list asks again. */
  cards: ReactNode;
  rows: IdeaTableProps | null;
  failed: boolean;
}

/**
 * The table view (desktop) of the list on screen. The page carries only the cards; a browser that
 * chose the table asks the server for the same list's rows once the page is interactive.
 */
function useTableView(query: string, cards: ReactNode, wanted: boolean): TableState | null {
  const [state, setState] = useState<TableState | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadTable();
    readRows(query).then(
      (rows) => current && setState({ cards, rows, failed: false }),
      () => current && setState({ cards, rows: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [query, cards, wanted]);
  return wanted && state?.cards === cards ? state : null;
}

/**
 * The results area: skeletons while a new list loads, the failure screens, or the server's list.
 *
 * The skeleton has a component of its own, beside the results rather than in their place. The
 * render that ends a navigation removes the skeleton and shows the server's new list, whose parts
 * may still be streaming in: when React has to wait for one and then renders that component
 * again, it asks to remove the skeleton a second time, and the commit throws (removeChild: not a
 * child of this node), which showed the list's error screen after quick changes of its controls.
 * Apart, the skeleton's removal is never part of a render that waits.
 */
export function ListResults(props: ListResultsProps) {
  return (
    <>
      <PendingSkeleton count={props.skeletons} />
      <Results {...props} />
    </>
  );
}

function PendingSkeleton({ count }: { count: number }) {
  const { pending, failure } = useListNavigation();
  return pending && !failure ? <ListSkeleton count={count} /> : null;
}

function Results({ cards, empty, pagination, skeletons, query }: ListResultsProps) {
  const { pending, failure } = useListNavigation();
  const [view] = useViewMode();
  const table = useTableView(query, cards, view === 'table' && !empty);

  if (failure)
    return failure.network ? (
      <NetworkError message={failure.message} onRetry={failure.retry} />
    ) : (
      <div data-testid="list-error" className="flex flex-col items-start gap-3">
        <Notice tone="error">{failure.message}</Notice>
        <Button onClick={failure.retry}>Try Again</Button>
      </div>
    );
  if (pending) return null;
  if (empty || view !== 'table')
    return (
      <>
        {empty ?? cards}
        {pagination}
      </>
    );
  // The table (desktops): placeholders until its rows arrive, the cards if they cannot be read.
  const loading = <ListSkeleton count={skeletons} />;
  return (
    <>
      <div className="hidden md:block">
        {!table ? (
          loading
        ) : table.rows ? (
          <Suspense fallback={loading}>
            <IdeaTable {...table.rows} />
          </Suspense>
        ) : (
          <div className="flex flex-col gap-4">
            {table.failed && (
              <Notice tone="error">
                The table view could not be loaded. Check your connection and try again.
              </Notice>
            )}
            {cards}
          </div>
        )}
      </div>
      <div className="md:hidden">{cards}</div>
      {pagination}
    </>
  );
}
