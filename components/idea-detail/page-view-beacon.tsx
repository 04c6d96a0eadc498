'use client';

import { useEffect } from 'react';

/**
 * Counts the page load as a visit of the idea (the page itself is cached, so the server cannot):
 * the server counts each visitor once a day and skips the creator.
 */
export function PageViewBeacon({ id }: { id: string }) {
  useEffect(() => {
    const url = `/api/ideas/${encodeURIComponent(id)}/page-views`;
    if (!navigator.sendBeacon?.(url))
      fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
  }, [id]);
  return null;
}
