'use client';

import { useCallback, useEffect, useState } from 'react';

export interface ReferenceOptions {
  categories: string[];
  languages: string[];
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; options: ReferenceOptions };

async function fetchNames(
  path: string,
  field: 'categories' | 'languages',
  failure: string,
): Promise<string[]> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error(failure);
  }
  if (!response.ok) throw new Error(failure);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const items = body?.[field];
  if (!Array.isArray(items) || items.some((item) => typeof (item as { name?: unknown })?.name !== 'string')) {
    throw new Error('Invalid response format');
  }
  return items.map((item) => (item as { name: string }).name);
}

/** Categories and languages for the registration and profile forms, with a retry on failure. */
export function useReferenceOptions() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    Promise.all([
      fetchNames('/api/categories', 'categories', 'Failed to fetch categories'),
      fetchNames('/api/languages', 'languages', 'Failed to fetch languages'),
    ])
      .then(
        ([categories, languages]) =>
          !cancelled && setState({ status: 'ready', options: { categories, languages } }),
      )
      .catch((error: Error) => !cancelled && setState({ status: 'error', message: error.message }));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
