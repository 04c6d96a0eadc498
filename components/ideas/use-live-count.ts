'use client';

import { useEffect, useState } from 'react';
import { listHref, listSearch } from '@/lib/ideas/shared';
import type { ListValues } from './use-list-draft';

const COUNT_DELAY_MS = 300;

/** The API query counting the ideas `values` would show in the view at `href` (its mode kept). */
export function countQuery(href: string, values: ListValues): string {
  const { search, category, type, priceMin, priceMax, requireNDA } = values;
  const filters = { search, category, type, priceMin, priceMax, requireNDA };
  const params = new URLSearchParams(listSearch(listHref(listSearch(href), filters)));
  if (params.get('filter') === 'my-ideas') params.set('mine', 'true');
  // The order does not change a count; one idea is enough to read it.
  for (const name of ['filter', 'sort', 'limit']) params.delete(name);
  params.set('limit', '1');
  return params.toString();
}

/**
 * How many ideas the pending filters match, from the API's pagination (`limit=1`), asked a moment
 * after the last change; null while asking or when it cannot be told (a price the API refuses).
 */
export function useLiveCount(href: string, values: ListValues): number | null {
  const query = countQuery(href, values);
  const [result, setResult] = useState<{ query: string; count: number | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/ideas?${query}`, { credentials: 'same-origin', signal: controller.signal })
        .then((reply) =>
          reply.ok ? (reply.json() as Promise<{ pagination: { totalCount: number } }>) : null,
        )
        .then((body) => setResult({ query, count: body?.pagination.totalCount ?? null }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ query, count: null });
        });
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return result?.query === query ? result.count : null;
}
