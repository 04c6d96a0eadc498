'use client';

import { useCallback, useEffect, useState } from 'react';

export type ReferenceList = 'categories' | 'languages';

const FAILURES: Record<ReferenceList, string> = {
  categories: 'Failed to fetch categories',
  languages: 'Failed to fetch languages',
};

export type ReferenceState<L extends ReferenceList> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; lists: Record<L, string[]> };

/** GET /api/{categories|languages}: the names, or the spec's message for what failed. */
async function fetchNames(list: ReferenceList, signal: AbortSignal): Promise<string[]> {
  let response: Response;
  try {
    response = await fetch(`/api/${list}`, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(FAILURES[list]);
  }
  if (!response.ok) throw new Error(FAILURES[list]);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const items = body?.[list];
  if (!Array.isArray(items) || items.some((item) => typeof (item as { name?: unknown })?.name !== 'string'))
    throw new Error('Invalid response format');
  return items.map((item) => (item as { name: string }).name);
}

/** The reference lists a form offers (categories, languages), loaded as it opens; `retry` loads again. */
export function useReferenceLists<L extends ReferenceList>(...lists: L[]) {
  const [state, setState] = useState<ReferenceState<L>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = lists.join(',');

  useEffect(() => {
    const controller = new AbortController();
    const names = key.split(',') as L[];
    Promise.all(names.map((list) => fetchNames(list, controller.signal)))
      .then((loaded) =>
        setState({
          status: 'ready',
          lists: Object.fromEntries(names.map((list, i) => [list, loaded[i]!])) as Record<L, string[]>,
        }),
      )
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
