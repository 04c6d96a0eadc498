'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button-styles';
import { DropQueryFlag } from '@/components/ui/drop-query-flag';
import { Notice } from '@/components/ui/notice';
import type { IdeaPage } from '@/lib/ideas/types';
import { PAGE_SIZES } from '@/lib/validation/idea';
import { fetchIdeaPage, LIST_MESSAGES, ListError } from './api-client';
import { ConnectionBanner } from './connection-banner';
import { FiltersPanel } from './filters-panel';
import { IdeaCard } from './idea-card';
import { IdeaTable } from './idea-table';
import { ListSkeleton } from './list-skeleton';
import { apiParams, EMPTY_FILTERS, type FilterKey, type ListState, pageHref } from './list-state';
import { NetworkError } from './network-error';
import { useViewMode } from './view-mode';

export const FILTER_DEBOUNCE_MS = 1000;

const SORTS = [
  ['', 'Newest'],
  ['oldest', 'Oldest'],
  ['price_asc', 'Price: low to high'],
  ['price_desc', 'Price: high to low'],
] as const;

export interface IdeasBrowserProps {
  initialState: ListState;
  initialPage: IdeaPage;
  categories: string[];
  signedIn: boolean;
  creatorName: string | null;
  flash: string | null;
}

type Status = { kind: 'ready' } | { kind: 'loading' } | { kind: 'error'; error: ListError };

export function IdeasBrowser({
  initialState,
  initialPage,
  categories,
  signedIn,
  creatorName,
  flash,
}: IdeasBrowserProps) {
  const [source, setSource] = useState(initialPage);
  const [state, setState] = useState(initialState);
  const [data, setData] = useState(initialPage);
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const [view, setView] = useViewMode();
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);

  // A new server render (a link to another /ideas view) replaces what the client had.
  if (source !== initialPage) {
    setSource(initialPage);
    setState(initialState);
    setData(initialPage);
    setStatus({ kind: 'ready' });
  }

  const load = useCallback(async (next: ListState, history: 'push' | 'replace') => {
    const href = pageHref(next);
    if (history === 'push') window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setStatus({ kind: 'loading' });
    try {
      const page = await fetchIdeaPage(apiParams(next), controller.signal);
      if (controller.signal.aborted) return;
      setData(page);
      setStatus({ kind: 'ready' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({
        kind: 'error',
        error: error instanceof ListError ? error : new ListError(LIST_MESSAGES.unexpected, false),
      });
    }
  }, []);

  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
      inflight.current?.abort();
    },
    [],
  );

  const now = (next: ListState, history: 'push' | 'replace' = 'replace') => {
    if (debounce.current) clearTimeout(debounce.current);
    setState(next);
    void load(next, history);
  };

  const onFilter = (key: FilterKey, value: string) => {
    const next = { ...state, [key]: value, page: 1 };
    setState(next);
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void load(next, 'replace'), FILTER_DEBOUNCE_MS);
  };

  const clearAll = () => now({ ...state, ...EMPTY_FILTERS, sort: '', page: 1 });
  const goToPage = (event: React.MouseEvent, page: number) => {
    event.preventDefault();
    now({ ...state, page }, 'push');
    window.scrollTo({ top: 0 });
  };

  const title = state.creator
    ? `Browse ${creatorName ?? 'Creator'}'s Ideas`
    : state.mine
      ? 'Browse My Ideas'
      : 'Browse Ideas';
  const { pagination, ideas } = data;
  const loading = status.kind === 'loading';

  return (
    <div className="flex flex-col gap-5">
      <ConnectionBanner />
      {flash && <DropQueryFlag name="flash" />}
      {flash && (
        <Notice tone="success" testId="flash">
          {flash}
        </Notice>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="ideas-count" aria-live="polite">
            {ideas.length} of {pagination.totalCount} ideas
            {pagination.totalPages > 0 && ` · Page ${pagination.currentPage} of ${pagination.totalPages}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {state.creator ? (
            <Link href="/ideas" className={buttonClass('secondary')}>
              Back to All Ideas
            </Link>
          ) : (
            signedIn && (
              <Link
                href={state.mine ? '/ideas' : '/ideas?filter=my-ideas'}
                className={buttonClass('secondary')}
              >
                {state.mine ? 'Show All Ideas' : 'Show My Ideas'}
              </Link>
            )
          )}
          <div
            className="hidden rounded-lg border border-slate-300 bg-white p-0.5 md:flex"
            role="group"
            aria-label="View"
          >
            {(['card', 'table'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                onClick={() => setView(mode)}
                className={clsx(
                  'rounded-md px-3 py-1.5 text-sm font-medium',
                  view === mode ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {mode === 'card' ? 'Card view' : 'Table view'}
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            Sort
            <select
              name="sort"
              value={state.sort}
              onChange={(e) => now({ ...state, sort: e.target.value, page: 1 })}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
            >
              {SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            Per page
            <select
              name="limit"
              value={state.limit}
              onChange={(e) => now({ ...state, limit: Number(e.target.value), page: 1 })}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <FiltersPanel values={state} categories={categories} onChange={onFilter} onClearAll={clearAll} />

      {status.kind === 'error' ? (
        status.error.network ? (
          <NetworkError message={status.error.message} onRetry={() => now(state)} />
        ) : (
          <div data-testid="list-error" className="flex flex-col items-start gap-3">
            <Notice tone="error">{status.error.message}</Notice>
            <button type="button" className={buttonClass('primary')} onClick={() => now(state)}>
              Try Again
            </button>
          </div>
        )
      ) : loading ? (
        <ListSkeleton count={Math.min(state.limit, 6)} />
      ) : ideas.length === 0 ? (
        <div
          data-testid="ideas-empty"
          className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
        >
          <p className="text-lg font-medium">No ideas match your current filters.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonClass('secondary')} onClick={clearAll}>
              Clear filters
            </button>
            <Link href="/ideas" className={buttonClass('primary')}>
              Show all ideas
            </Link>
          </div>
        </div>
      ) : view === 'table' ? (
        <>
          <div className="hidden md:block">
            <IdeaTable ideas={ideas} />
          </div>
          <CardGrid ideas={ideas} className="md:hidden" />
        </>
      ) : (
        <CardGrid ideas={ideas} />
      )}

      {status.kind !== 'error' && pagination.totalPages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
          {pagination.hasPrevPage ? (
            <a
              href={pageHref({ ...state, page: pagination.currentPage - 1 })}
              onClick={(e) => goToPage(e, pagination.currentPage - 1)}
              className={buttonClass('secondary')}
            >
              Previous
            </a>
          ) : (
            <span aria-disabled="true" className={buttonClass('secondary', 'pointer-events-none opacity-50')}>
              Previous
            </span>
          )}
          <span className="text-sm text-slate-600">
            Page {pagination.currentPage} of {pagination.totalPages}
          </span>
          {pagination.hasNextPage ? (
            <a
              href={pageHref({ ...state, page: pagination.currentPage + 1 })}
              onClick={(e) => goToPage(e, pagination.currentPage + 1)}
              className={buttonClass('secondary')}
            >
              Next
            </a>
          ) : (
            <span aria-disabled="true" className={buttonClass('secondary', 'pointer-events-none opacity-50')}>
              Next
            </span>
          )}
        </nav>
      )}
    </div>
  );
}

function CardGrid({ ideas, className }: { ideas: IdeaPage['ideas']; className?: string }) {
  return (
    <div className={clsx('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {ideas.map((idea) => (
        <IdeaCard key={idea._id} idea={idea} />
      ))}
    </div>
  );
}
