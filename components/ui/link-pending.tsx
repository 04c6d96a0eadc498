'use client';

import { useLinkStatus } from 'next/link';

/**
 * A bar along the bottom of a `next/link` while the page it opens is on its way: pages rendered on
 * every request (the ideas list) have no loading state to show at once, so without it a click looks
 * dead until the server answers. It fades in after 150 ms, so fast navigations show nothing, and it
 * is absolutely placed (the link needs `relative`), so nothing moves. Screen readers hear the new
 * page's title from the router's announcer instead.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="link-pending"
      className="animate-link-pending pointer-events-none absolute inset-x-2 bottom-0.5 h-0.5 rounded-full bg-current motion-reduce:animate-none motion-reduce:opacity-60"
    />
  );
}
