'use client';

import { useEffect, useEffectEvent, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads once, on first use or earlier by `preload`. `useLoaded` gives it
 * once it is in (at once when it already was); `beforeShow` runs just before the render that shows
 * it, while what stood in its place is still on the page.
 */
export function componentLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  type C = ComponentType<P>;
  let loaded: C | null = null;
  let loading: Promise<C> | null = null;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  function useLoaded(beforeShow?: () => void): C | null {
    const [component, setComponent] = useState(() => loaded);
    const show = useEffectEvent((value: C) => {
      beforeShow?.();
      setComponent(() => value);
    });
    useEffect(() => {
      if (component) return;
      let active = true;
      preload()
        .then((value) => active && show(value))
        .catch(() => undefined);
      return () => {
        active = false;
      };
    }, [component]);
    return component;
  }
  return { preload, useLoaded };
}

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
  const { preload, useLoaded } = componentLoader(load);
  function Lazy(props: P) {
    const Component = useLoaded();
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(Lazy, { preload });
}
