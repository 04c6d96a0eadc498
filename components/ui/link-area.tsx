'use client';

import { useRouter } from 'next/navigation';
import type { FocusEvent, MouseEvent, PointerEvent, ReactNode } from 'react';

/** The link an event happened on, when the router may follow it: same origin, same tab, not a download. */
function routableLink(event: { target: EventTarget; currentTarget: HTMLElement }): URL | null {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

const path = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Client-side navigation for the plain links inside, as `next/link` gives one link: a click goes
 * through the router, and a pointer or keyboard focus on a link prefetches its page. One listener
 * serves a whole grid of cards, where a `Link` per card (three per card on the list) would each be
 * a component to hydrate and an observer of the viewport; the links stay plain `<a>` elements in
 * the server's HTML.
 */
export function LinkArea({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = routableLink(event);
    if (!url) return;
    event.preventDefault();
    router.push(path(url));
  };
  const prefetch = (event: PointerEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
    const url = routableLink(event);
    if (url) router.prefetch(path(url));
  };

  return (
    // The links inside are the interactive elements (Enter on one is a click); this only listens
    // to what bubbles from them.
    <div className={className} onClick={onClick} onPointerOver={prefetch} onFocus={prefetch}>
      {children}
    </div>
  );
}
