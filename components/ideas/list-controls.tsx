'use client';

import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { lazyComponent } from '@/components/ui/lazy-component';
import { Select } from '@/components/ui/select';
import { activeFilters } from './active-filters';
import { FilterChips } from './filter-chips';
import { FilterFields } from './filter-fields';
import { listHref, listSearch } from '@/lib/ideas/shared';
import { useListNavigation } from './list-navigation';
import { sortOptions, sortValue } from './sort-options';
import { type ListValues, useListDraft } from './use-list-draft';
import { ViewToggle } from './view-toggle';

// The phone's sheet (and the dialog library under it) loads when it is first opened.
const FilterSheet = lazyComponent(() => import('./filter-sheet').then((module) => module.default), null);

const inline = 'flex items-center gap-2 space-y-0 [&_label]:whitespace-nowrap';

export interface ListControlsProps {
  values: ListValues;
  /** Parameters left out of the URL at these values (page 1, the default page size). */
  defaults: Readonly<Record<string, string>>;
  categories: string[];
  types: readonly string[];
  pageSizes: readonly number[];
  /** The title and count, rendered by the server. */
  heading: ReactNode;
  /** Show My Ideas / Show All Ideas / Back to All Ideas. */
  modeLink: ReactNode;
}

/**
 * Sort, page size, view and the filters: each changes the URL, and the server renders the list.
 * Wide screens show the filters inline; phones open them in a sheet and show the active ones as chips.
 */
export function ListControls({
  values,
  defaults,
  categories,
  types,
  pageSizes,
  heading,
  modeLink,
}: ListControlsProps) {
  const { href, pending, navigate } = useListNavigation();
  const { draft, choose, type, commit, clearAll } = useListDraft(values, defaults);
  const [sheet, setSheet] = useState<'closed' | 'open' | 'loaded'>('closed');
  const sizes = pageSizes.map(String);
  if (!sizes.includes(draft.limit)) sizes.push(draft.limit);
  const applied = activeFilters(values);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        <div className="flex w-full flex-wrap items-center gap-2 md:w-auto md:justify-end">
          {modeLink}
          <ViewToggle />
          <div data-testid="list-toolbar" className="flex w-full items-center gap-2 md:w-auto">
            <Button
              variant="secondary"
              className="mr-auto py-1.5 md:hidden"
              aria-haspopup="dialog"
              aria-label={applied.length > 0 ? `Filters, ${applied.length} active` : 'Filters'}
              onClick={() => setSheet('open')}
            >
              Filters
              {applied.length > 0 && (
                <span className="bg-brand-600 rounded-full px-2 text-xs text-white">{applied.length}</span>
              )}
            </Button>
            <span
              role="status"
              data-testid="list-pending"
              data-pending={pending}
              className="text-brand-700 flex items-center gap-1.5 text-sm font-medium data-[pending=false]:invisible"
            >
              {/* Spinning only while pending: an animation runs on under `invisible` too, and drew
                  frames all the time the page was open. */}
              <span
                aria-hidden="true"
                className={clsx(
                  'border-brand-600 size-3.5 rounded-full border-2 border-t-transparent',
                  pending && 'animate-spin',
                )}
              />
              {/* The words' width is kept while idle (an invisible copy drawn by CSS, so the status
                  holds no text but its own), and the toolbar never moves. */}
              <span className="grid max-md:sr-only">
                <span
                  aria-hidden="true"
                  className="invisible col-start-1 row-start-1 before:content-['Loading_ideas...']"
                />
                <span className="col-start-1 row-start-1">{pending ? 'Loading ideas...' : ''}</span>
              </span>
            </span>
            <Field id="list-sort" label="Sort" className={inline}>
              <Select
                name="sort"
                value={sortValue(draft)}
                options={sortOptions(draft)}
                onChange={(e) => choose('sort', e.target.value)}
                className="w-auto max-w-44 py-1.5"
              />
            </Field>
            {/* On phones the page size sits in the filter sheet, so this row never wraps. */}
            <Field
              id="list-limit"
              label="Per page"
              className="hidden items-center gap-2 space-y-0 md:flex [&_label]:whitespace-nowrap"
            >
              <Select
                name="limit"
                value={draft.limit}
                options={sizes}
                onChange={(e) => choose('limit', e.target.value)}
                className="w-auto py-1.5"
              />
            </Field>
          </div>
        </div>
      </div>

      <FilterChips
        className="flex flex-wrap gap-2 md:hidden"
        filters={applied}
        onRemove={(key) => navigate(listHref(listSearch(href), { [key]: '' }, defaults))}
      />
      {sheet !== 'closed' && (
        <FilterSheet
          open={sheet === 'open'}
          onOpenChange={(open) => setSheet(open ? 'open' : 'loaded')}
          values={values}
          href={href}
          categories={categories}
          types={types}
          pageSizes={sizes}
          onApply={(next) => {
            setSheet('loaded');
            navigate(listHref(listSearch(href), { ...next }, defaults));
          }}
        />
      )}

      <form
        role="search"
        aria-label="Filters"
        className="hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:block"
        onSubmit={(e) => {
          e.preventDefault();
          commit();
        }}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-bold">Filters</h2>
          <Button variant="ghost" className="px-2 py-1" onClick={clearAll}>
            Clear All
          </Button>
        </div>
        <div className="mt-3">
          <FilterFields
            values={draft}
            categories={categories}
            types={types}
            onChoose={choose}
            onType={type}
            idPrefix="filter"
            layout="row"
          />
        </div>
      </form>
    </>
  );
}
