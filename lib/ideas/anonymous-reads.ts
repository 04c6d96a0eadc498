import 'server-only';
import { LRUCache } from 'lru-cache';
import { getConfig } from '@/lib/config';

/**
 * Anonymous reads of ideas (a page of the list or of a search, one idea) kept as their JSON text
 * for API_CACHE_SECONDS. Everyone without a session sees the same reply, so the busiest reads of
 * the marketplace are served from memory instead of the database. Concurrent misses of one key
 * share a single computation. Any write through this process forgets them all
 * (`forgetAnonymousReads`) and a computation that started before it is never stored; writes
 * through other instances show within the TTL.
 */
const globalForReads = globalThis as unknown as {
  anonymousIdeaReads?: {
    texts: LRUCache<string, string>;
    running: Map<string, Promise<string>>;
    generation: number;
  };
};

function reads() {
  globalForReads.anonymousIdeaReads ??= {
    texts: new LRUCache<string, string>({
      max: 5000,
      // Replies are up to ~100 kB (100 ideas); keep at most ~64 MB of them.
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (text) => text.length || 1,
      ttl: getConfig().API_CACHE_SECONDS * 1000,
    }),
    running: new Map(),
    generation: 0,
  };
  return globalForReads.anonymousIdeaReads;
}

/** Whether anonymous reads are kept at all (API_CACHE_SECONDS > 0). */
export const anonymousReadsCached = (): boolean => getConfig().API_CACHE_SECONDS > 0;

/** The JSON text of `produce()`'s value for `key`, from memory while it is fresh. */
export function anonymousRead(key: string, produce: () => Promise<unknown>): Promise<string> {
  if (!anonymousReadsCached()) return produce().then((value) => JSON.stringify(value));
  const state = reads();
  const fresh = state.texts.get(key);
  if (fresh !== undefined) return Promise.resolve(fresh);
  const running = state.running.get(key);
  if (running) return running;
  const generation = state.generation;
  const computed = produce()
    .then((value) => {
      const text = JSON.stringify(value);
      if (state.generation === generation) state.texts.set(key, text);
      return text;
    })
    .finally(() => {
      if (state.running.get(key) === computed) state.running.delete(key);
    });
  state.running.set(key, computed);
  return computed;
}

/** Forgets every kept read (after any write that changes what anonymous readers see). */
export function forgetAnonymousReads(): void {
  const state = globalForReads.anonymousIdeaReads;
  if (!state) return;
  state.generation++;
  state.texts.clear();
  state.running.clear();
}
