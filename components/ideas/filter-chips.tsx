'use client';

import type { ActiveFilter } from './active-filters';
import type { ListKey } from './use-list-draft';

interface FilterChipsProps {
  filters: ActiveFilter[];
  onRemove: (key: ListKey) => void;
  className?: string;
  testId?: string;
}

/** The active filters as chips; each one's button removes it. */
export function FilterChips({ filters, onRemove, className, testId = 'filter-chips' }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Active filters" data-testid={testId} className={className ?? 'flex flex-wrap gap-2'}>
      {filters.map(({ key, label }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => onRemove(key)}
            className="bg-brand-50 text-brand-800 border-brand-500/40 hover:bg-brand-100 focus-visible:outline-brand-600 inline-flex max-w-full items-center gap-1.5 rounded-full border py-1 pr-2 pl-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <span className="truncate">
              <span className="sr-only">Remove filter: </span>
              {label}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 12 12"
              className="h-3 w-3 shrink-0"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M2 2l8 8M10 2l-8 8" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
