'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { auditPageAction } from './audit-actions';
import { AuditEntry, type AuditEntryView } from './audit-entry';

interface AuditListProps {
  entries: AuditEntryView[];
  nextCursor: string | null;
  /** The filters of the page, as a query string, for the next pages. */
  query: string;
}

const LOAD_FAILED = 'Could not load more entries';

/** The entries of the first page, and the older ones 'Load more' brings. */
export function AuditList({ entries: first, nextCursor: firstCursor, query }: AuditListProps) {
  const [entries, setEntries] = useState(first);
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    setError('');
    try {
      const params = new URLSearchParams(query);
      params.set('cursor', cursor);
      const result = await auditPageAction(Object.fromEntries(params));
      if (!result.ok) return setError(result.message);
      setEntries((shown) => [...shown, ...result.data.entries]);
      setCursor(result.data.nextCursor);
    } catch {
      setError(LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }

  if (!entries.length)
    return (
      <p className="mt-6 text-slate-600" data-testid="audit-empty">
        No entries match these filters.
      </p>
    );
  return (
    <>
      <ol className="mt-6 space-y-3" data-testid="audit-list">
        {entries.map((entry) => (
          <AuditEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      <p aria-live="polite" className="mt-3 text-sm text-red-700 empty:hidden">
        {error}
      </p>
      {cursor ? (
        <Button variant="secondary" className="mt-4" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-slate-600">The beginning of the log.</p>
      )}
    </>
  );
}
