'use client';

import { useLayoutEffect } from 'react';

// When the browser last went back or forward: such an arrival keeps the position it restores.
let lastTraversal = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined')
  window.addEventListener('popstate', (event) => {
    lastTraversal = event.timeStamp;
  });

/**
 * Opens the page at its top when a link leads here. The router scrolls to a new page only when
 * the top of that page is out of view; from a list scrolled by less than the header's height
 * (plus what the page streams in above its content), the new page kept the list's offset and
 * opened with its title cut off. Back and Forward keep the position the browser restores.
 */
export function OpenAtTop() {
  useLayoutEffect(() => {
    if (performance.now() - lastTraversal < 2_000) return;
    if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);
  return null;
}
