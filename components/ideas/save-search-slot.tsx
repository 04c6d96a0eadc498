'use client';

import dynamic from 'next/dynamic';

// The list's own JavaScript stays small (tests/unit/js-budget.test.ts): the button, and the
// dialog under it, load after the page.
const SaveSearchButton = dynamic(() => import('./save-search-button'), { ssr: false });

/** Where 'Save this search' (or, for anonymous visitors, a sign-in link) appears on /ideas. */
export function SaveSearchSlot({ query }: { query: string }) {
  return <SaveSearchButton query={query} />;
}
