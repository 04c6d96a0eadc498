'use client';

import { useSyncExternalStore } from 'react';

export type ViewMode = 'card' | 'table';

const KEY = 'ideas.view';
const EVENT = 'ideas-view-change';

function subscribe(callback: () => void) {
  window.addEventListener('storage', callback);
  window.addEventListener(EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(EVENT, callback);
  };
}

function read(): ViewMode {
  try {
    return window.localStorage.getItem(KEY) === 'table' ? 'table' : 'card';
  } catch {
    return 'card';
  }
}

/** The list's card/table choice, remembered in localStorage; cards on the server. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, () => 'card' as const);
  const set = (next: ViewMode) => {
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    window.dispatchEvent(new Event(EVENT));
  };
  return [mode, set];
}
