'use client';

import { useEffect, useState } from 'react';

/** "Saved by N people" for the idea's creator: a count, never who. */
export function SavedByCount({ id }: { id: string }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    fetch(`/api/ideas/${encodeURIComponent(id)}/watchers`, { cache: 'no-store', credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ count: number }>) : null))
      .then((body) => body && setCount(body.count))
      .catch(() => undefined);
  }, [id]);
  if (count === null) return null;
  return (
    <p className="col-span-2 text-sm text-slate-600" data-testid="saved-by">
      Saved by {count === 1 ? '1 person' : `${count} people`}
    </p>
  );
}
