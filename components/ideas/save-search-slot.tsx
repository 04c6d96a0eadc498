'use client';

import dynamic from 'next/dynamic';
import { SignInToSaveSearch } from './sign-in-to-save-search';

// The list's own JavaScript stays small (tests/unit/js-budget.test.ts): the button, and the
// dialog under it, load after the page. Until then (and for anonymous visitors) the same-sized
// sign-in link stands in its place, so the toolbar never moves.
const SaveSearchButton = dynamic(() => import('./save-search-button'), {
  ssr: false,
  loading: () => <SignInToSaveSearch query={null} />,
});

/** Where 'Save this search' (or, for anonymous visitors, a sign-in link) appears on /ideas. */
export function SaveSearchSlot({ query }: { query: string }) {
  return <SaveSearchButton query={query} />;
}
