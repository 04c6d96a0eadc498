'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { componentLoader } from './lazy-component';

/** What a loaded control is told: the person pressed it before its code was in. */
export interface LazyControlProps {
  defaultOpen?: boolean;
}

/**
 * A control whose look is drawn at once and whose behaviour (a menu and its library, live counts)
 * loads beside it, on first render or earlier by `preload`. Until then `Early` stands in: the same
 * trigger as a plain button or link, not a placeholder. A press on it opens the control once its
 * code is in (`defaultOpen`), and keyboard focus moves to the loaded control's own trigger.
 */
export function lazyControl<P extends object>(
  load: () => Promise<ComponentType<P & LazyControlProps>>,
  Early: ComponentType<P & { onOpen: () => void }>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const { preload, useLoaded } = componentLoader(load);
  function LazyControl(props: P) {
    const [openOnLoad, setOpenOnLoad] = useState(false);
    const slot = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);
    // The early trigger is replaced by a new element: note whether it had the focus.
    const Control = useLoaded(() => {
      refocus.current = slot.current?.contains(document.activeElement) ?? false;
    });
    useEffect(() => {
      if (!Control || !refocus.current || openOnLoad) return;
      refocus.current = false;
      slot.current?.querySelector<HTMLElement>('a, button')?.focus();
    }, [Control, openOnLoad]);
    return (
      // `contents`: the slot takes no box, so the header's flex layout sees the trigger itself.
      <span ref={slot} className="contents">
        {Control ? (
          <Control {...props} defaultOpen={openOnLoad} />
        ) : (
          <Early {...props} onOpen={() => setOpenOnLoad(true)} />
        )}
      </span>
    );
  }
  return Object.assign(LazyControl, { preload });
}
