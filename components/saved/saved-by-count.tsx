'use client';

import { useEffect, useState } from 'react';
import { watcherCountAction } from './watchlist-actions';

/** "Saved by N people" for the idea's creator: a count, never who. */
export function SavedByCount({ id }: { id: string }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    watcherCountAction(id)
      .then((result) => result.ok && setCount(result.data))
      .catch(() => undefined);
  }, [id]);
  if (count === null) return null;
  return (
    <p className="col-span-2 text-sm text-slate-600" data-testid="saved-by">
      Saved by {count === 1 ? '1 person' : `${count} people`}
    </p>
  );
}
