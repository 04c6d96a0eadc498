'use client';

import { useState } from 'react';
import type { SavedSearchDTO } from '@/lib/validation/saved-searches';
import { SavedSearchRow } from './saved-search-row';
import { deleteSavedSearchAction } from './watchlist-actions';

/** The saved searches, each changed in place; a deleted one leaves the list at once (back on failure). */
export function SavedSearchList({ initial }: { initial: SavedSearchDTO[] }) {
  const [searches, setSearches] = useState(initial);
  const [message, setMessage] = useState('');
  const replace = (next: SavedSearchDTO) =>
    setSearches((all) => all.map((s) => (s._id === next._id ? next : s)));
  const remove = async (search: SavedSearchDTO) => {
    const before = searches;
    setSearches((all) => all.filter((s) => s._id !== search._id));
    const result = await deleteSavedSearchAction(search._id).catch(() => null);
    if (result?.ok) setMessage(`Deleted “${search.name}”.`);
    else {
      setSearches(before);
      setMessage(`“${search.name}” could not be deleted. Please try again.`);
    }
  };
  return (
    <>
      <p role="status" className="mt-2 text-sm text-slate-700" data-testid="saved-searches-status">
        {message}
      </p>
      {searches.length === 0 ? (
        <p className="mt-4 text-slate-700">No saved searches left.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {searches.map((search) => (
            <SavedSearchRow
              key={search._id}
              search={search}
              onChanged={replace}
              onDelete={() => remove(search)}
              onMessage={setMessage}
            />
          ))}
        </ul>
      )}
    </>
  );
}
