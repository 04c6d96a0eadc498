'use client';

import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { ListLink } from './list-link';

export type SortDirection = 'ascending' | 'descending';

interface SortHeaderProps {
  label: string;
  /** How the list is sorted by this column now, if it is. */
  direction: SortDirection | undefined;
  /** The list's URL sorted the other way (or by this column). */
  href: string;
  align?: 'left' | 'right';
}

/** The header last used to sort: the table is replaced while the new list loads. */
let refocus: string | null = null;

/** A column header whose link re-sorts the list through its URL (Enter works as on any link). */
export function SortHeader({ label, direction, href, align = 'left' }: SortHeaderProps) {
  const cell = useRef<HTMLTableCellElement>(null);

  // Keyboard users stay on the header they used once the sorted table arrives.
  useEffect(() => {
    if (refocus !== label) return;
    refocus = null;
    cell.current?.querySelector('a')?.focus();
  }, [label]);

  return (
    <th
      ref={cell}
      scope="col"
      aria-sort={direction}
      className={clsx('px-4 py-2 font-semibold', align === 'right' && 'text-right')}
      onClickCapture={() => (refocus = label)}
    >
      <ListLink
        href={href}
        history="replace"
        className="hover:text-brand-700 focus-visible:outline-brand-600 -mx-1 inline-flex items-center gap-1 rounded px-1 py-1 uppercase focus-visible:outline-2"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          className={clsx('h-3 w-3', direction ? 'text-slate-900' : 'text-slate-400')}
          fill="currentColor"
        >
          {direction !== 'descending' && <path d="M6 1 10 5H2z" />}
          {direction !== 'ascending' && <path d="M6 11 2 7h8z" />}
        </svg>
      </ListLink>
    </th>
  );
}
