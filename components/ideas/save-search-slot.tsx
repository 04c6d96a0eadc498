'use client';

import { lazy, Suspense, type ReactNode } from 'react';

// The list's own JavaScript stays small (tests/unit/js-budget.test.ts): the button, and the
// dialog under it, load after the page. Until then the server-rendered sign-in link of the same
// size (`children`) stands in its place, so the toolbar never moves.
const SaveSearchButton = lazy(() => import('./save-search-button'));

/** Where 'Save this search' (or, for anonymous visitors, a sign-in link) appears on /ideas. */
export function SaveSearchSlot({ query, children }: { query: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <SaveSearchButton query={query} />
    </Suspense>
  );
}
