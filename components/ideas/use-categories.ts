'use client';

import { useEffect, useState } from 'react';

export type CategoriesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; names: string[] };

/** Category names from /api/categories, loaded in the browser as the form opens. */
export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/categories', { signal: controller.signal })
      .then(async (reply) => {
        const body = (await reply.json()) as { categories?: { name: string }[] };
        if (!reply.ok || !Array.isArray(body.categories)) throw new Error('Invalid response format');
        setState({ status: 'ready', names: body.categories.map((c) => c.name) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
