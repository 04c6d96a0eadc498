'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useListNavigation } from './list-navigation';
import { sortOptions, sortValue } from './sort-options';
import { type ListValues, useListDraft } from './use-list-draft';
import { ViewToggle } from './view-toggle';

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

/** Sort, page size, view and the Filters panel: each changes the URL, and the server renders the list. */
export function ListControls({
  values,
  defaults,
  categories,
  types,
  pageSizes,
  heading,
  modeLink,
}: ListControlsProps) {
  const { pending } = useListNavigation();
  const { draft, choose, type, commit, clearAll } = useListDraft(values, defaults);
  const sizes = pageSizes.map(String);
  if (!sizes.includes(draft.limit)) sizes.push(draft.limit);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        <div className="flex flex-wrap items-center gap-2">
          <span
            role="status"
            data-testid="list-pending"
            data-pending={pending}
            className="text-brand-700 flex items-center gap-1.5 text-sm font-medium data-[pending=false]:invisible"
          >
            <span
              aria-hidden="true"
              className="border-brand-600 size-3.5 animate-spin rounded-full border-2 border-t-transparent"
            />
            {pending ? 'Loading ideas...' : ''}
          </span>
          {modeLink}
          <ViewToggle />
          <Field id="list-sort" label="Sort" className={inline}>
            <Select
              name="sort"
              value={sortValue(draft)}
              options={sortOptions(draft)}
              onChange={(e) => choose('sort', e.target.value)}
              className="w-auto py-1.5"
            />
          </Field>
          <Field id="list-limit" label="Per page" className={inline}>
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

      <form
        role="search"
        aria-label="Filters"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
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
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <Field id="filter-search" label="Search" className="sm:col-span-2">
            <Input
              type="search"
              name="search"
              value={draft.search}
              placeholder="Search ideas"
              onChange={(e) => type('search', e.target.value)}
            />
          </Field>
          <Field id="filter-category" label="Category">
            <Select
              name="category"
              value={draft.category}
              options={categories}
              onChange={(e) => choose('category', e.target.value)}
            >
              <option value="">All Categories</option>
            </Select>
          </Field>
          <Field id="filter-type" label="Type">
            <Select
              name="type"
              value={draft.type}
              options={types}
              onChange={(e) => choose('type', e.target.value)}
            >
              <option value="">All Types</option>
            </Select>
          </Field>
          <Field id="filter-nda" label="NDA">
            <Select
              name="requireNDA"
              value={draft.requireNDA}
              options={['Yes', 'No']}
              onChange={(e) => choose('requireNDA', e.target.value)}
            >
              <option value="">All</option>
            </Select>
          </Field>
          <div className="grid grid-cols-2 gap-2 lg:col-span-1">
            <Field id="filter-price-min" label="Min price">
              <Input
                type="number"
                name="priceMin"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={draft.priceMin}
                onChange={(e) => type('priceMin', e.target.value)}
              />
            </Field>
            <Field id="filter-price-max" label="Max price">
              <Input
                type="number"
                name="priceMax"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={draft.priceMax}
                onChange={(e) => type('priceMax', e.target.value)}
              />
            </Field>
          </div>
        </div>
      </form>
    </>
  );
}
