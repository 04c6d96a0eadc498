'use client';

import { useSyncExternalStore } from 'react';
import type { Clock } from './time';

/** The server renders in UTC (en-US) without 'now', so the HTML is the same for everyone. */
const SERVER_CLOCK: Clock = { locale: 'en-US', timeZone: 'UTC', now: null };
const MINUTE = 60_000;

let current: Clock | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function read(): Clock {
  current ??= {
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    now: Date.now(),
  };
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // 'Today' becomes 'Yesterday' at midnight, and a page may stay open that long.
  timer ??= setInterval(() => {
    current = { ...read(), now: Date.now() };
    for (const notify of listeners) notify();
  }, MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The viewer's locale, time zone and the current minute (see time.ts). */
export function useClock(): Clock {
  return useSyncExternalStore(subscribe, read, () => SERVER_CLOCK);
}
