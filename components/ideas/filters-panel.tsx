'use client';

import { buttonClass } from '@/components/ui/button-styles';
import { IDEA_TYPES } from '@/lib/validation/idea';
import type { FilterKey, ListState } from './list-state';

export interface FiltersPanelProps {
  values: Pick<ListState, FilterKey>;
  categories: string[];
  onChange: (key: FilterKey, value: string) => void;
  onClearAll: () => void;
}

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';
const label = 'block text-sm font-medium text-slate-700';

export function FiltersPanel({ values, categories, onChange, onClearAll }: FiltersPanelProps) {
  return (
    <form
      role="search"
      aria-label="Filters"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">Filters</h2>
        <button type="button" className={buttonClass('ghost', 'px-2 py-1')} onClick={onClearAll}>
          Clear All
        </button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <label className={`${label} sm:col-span-2`}>
          Search
          <input
            type="search"
            name="search"
            className={field}
            value={values.search}
            placeholder="Search ideas"
            onChange={(e) => onChange('search', e.target.value)}
          />
        </label>
        <label className={label}>
          Category
          <select
            name="category"
            className={field}
            value={values.category}
            onChange={(e) => onChange('category', e.target.value)}
          >
            <option value="">All Categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Type
          <select
            name="type"
            className={field}
            value={values.type}
            onChange={(e) => onChange('type', e.target.value)}
          >
            <option value="">All Types</option>
            {IDEA_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          NDA
          <select
            name="requireNDA"
            className={field}
            value={values.requireNDA}
            onChange={(e) => onChange('requireNDA', e.target.value)}
          >
            <option value="">All</option>
            <option value="Yes">Yes</option>
            <option value="No">No</option>
          </select>
        </label>
        <div className="grid grid-cols-2 gap-2 lg:col-span-1">
          <label className={label}>
            Min price
            <input
              type="number"
              name="priceMin"
              min={0}
              step="0.01"
              inputMode="decimal"
              className={field}
              value={values.priceMin}
              onChange={(e) => onChange('priceMin', e.target.value)}
            />
          </label>
          <label className={label}>
            Max price
            <input
              type="number"
              name="priceMax"
              min={0}
              step="0.01"
              inputMode="decimal"
              className={field}
              value={values.priceMax}
              onChange={(e) => onChange('priceMax', e.target.value)}
            />
          </label>
        </div>
      </div>
    </form>
  );
}
