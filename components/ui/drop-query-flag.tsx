'use client';

import { useEffect } from 'react';

/** Removes a one-time query flag (e.g. `?flash=deleted`) once shown, so a reload does not repeat it. */
export function DropQueryFlag({ name }: { name: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [name]);
  return null;
}
