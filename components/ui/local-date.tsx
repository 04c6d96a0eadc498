'use client';

import { useSyncExternalStore } from 'react';
import { formatDate } from '@/lib/core/format';

const subscribe = () => () => {};

/** A date in the viewer's locale; the server renders it in UTC (en-US) so the HTML is stable. */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatDate(iso, navigator.language),
    () => formatDate(iso, 'en-US', 'UTC'),
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
