'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A client component whose code loads on first use (or earlier, by `preload`), shown in place of
 * `fallback` once loaded. Not through Suspense, as `next/dynamic` renders: React holds content
 * that resolves after its fallback back for up to 300 ms (its reveal throttle), so a step whose
 * code had already arrived still showed its skeleton that long on the idea page.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  function Lazy(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let active = true;
      preload()
        .then((component) => active && setComponent(() => component))
        .catch(() => undefined);
      return () => {
        active = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(Lazy, { preload });
}
