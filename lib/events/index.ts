import { processSingleton } from '@/lib/core/singleton';

/**
 * What a write changed, as readers other than the writer see it: `ideas` covers anything a public
 * page, list, count or anonymous API reply shows of ideas and their creators (names, photos,
 * listing status). Domains announce; the cache adapter (lib/cache) and the domains' own memos
 * listen. This module knows no domain and no adapter, so any layer may announce without a circle.
 */
export type Change = 'ideas';

type Listener = (change: Change) => void;

const listeners = () => processSingleton('ideasChangeListeners', () => new Map<string, Listener>());

/**
 * Calls `listener` after every announcement in this process. A listener registers under a name:
 * a module loaded again (another bundle) replaces its earlier registration instead of adding one.
 */
export function onChange(name: string, listener: Listener): void {
  listeners().set(name, listener);
}

/** Carries this instance's announcements to the other instances (lib/platform/redis). */
export type ChangeRelay = (change: Change) => void;

const relaySlot = () =>
  processSingleton('ideasChangeRelay', () => ({ relay: undefined as ChangeRelay | undefined }));

/**
 * Sends every later announcement through `relay` as well. The relay delivers the other instances'
 * announcements with `hear`, so each instance's listeners forget what a write anywhere made stale.
 */
export function relayChanges(relay: ChangeRelay): void {
  relaySlot().relay = relay;
}

/** Tells every listener that `change` happened, here and (through the relay) on the other instances. */
export function announce(change: Change): void {
  try {
    hear(change);
  } finally {
    relaySlot().relay?.(change);
  }
}

/** Tells this instance's listeners; a failing listener does not stop the others. */
export function hear(change: Change): void {
  const failures: unknown[] = [];
  for (const listener of listeners().values()) {
    try {
      listener(change);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}
