import 'server-only';
import { LRUCache } from 'lru-cache';
import { getConfig } from '@/lib/core/config';
import { getMetrics } from '@/lib/core/metrics.mjs';
import { processSlot } from '@/lib/core/singleton';

/**
 * Anonymous reads of ideas (a page of the list or of a search, one idea) kept as their JSON text.
 * Everyone without a session sees the same reply, so the busiest reads of the marketplace are
 * served from memory instead of the database.
 *
 * - A read is fresh for API_CACHE_SECONDS. The first request after that still gets the kept text
 *   while one computation refreshes it in the background (no reader waits for the database
 *   after the first), until the text is twice that old; then readers wait for a new one.
 * - Concurrent misses of one key share a single computation.
 * - Any write through this process forgets every read at once (`forgetAnonymousReads`), and a
 *   computation that started before the write is never kept. Writes through other instances show
 *   within twice API_CACHE_SECONDS.
 */
interface Kept {
  text: string;
  freshUntil: number;
}

interface KeptReads {
  kept: LRUCache<string, Kept>;
  running: Map<string, Promise<string>>;
  generation: number;
}

const readsSlot = processSlot<KeptReads>('anonymousIdeaReads');

const ttlMs = () => getConfig().API_CACHE_SECONDS * 1000;

function reads(): KeptReads {
  return readsSlot.getOrCreate(() => ({
    kept: new LRUCache<string, Kept>({
      max: 5000,
      // Replies are up to ~100 kB (100 ideas); keep at most ~64 MB of them.
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (entry) => entry.text.length || 1,
      ttl: 2 * ttlMs(),
    }),
    running: new Map(),
    generation: 0,
  }));
}

/** Whether anonymous reads are kept at all (API_CACHE_SECONDS > 0). */
export const anonymousReadsCached = (): boolean => getConfig().API_CACHE_SECONDS > 0;

function compute(key: string, produce: () => Promise<string>): Promise<string> {
  const state = reads();
  const running = state.running.get(key);
  if (running) return running;
  const generation = state.generation;
  const computed = produce()
    .then((text) => {
      if (state.generation === generation)
        state.kept.set(key, { text, freshUntil: Date.now() + ttlMs() }, { ttl: 2 * ttlMs() });
      return text;
    })
    .finally(() => {
      if (state.running.get(key) === computed) state.running.delete(key);
    });
  state.running.set(key, computed);
  return computed;
}

/**
 * The JSON text `produce()` writes for `key`, from memory while it is kept. The key's first word
 * names the read in the metrics ('list', 'idea').
 */
export function anonymousRead(key: string, produce: () => Promise<string>): Promise<string> {
  if (!anonymousReadsCached()) return produce();
  const kept = reads().kept.get(key);
  const space = key.indexOf(' ');
  getMetrics().cacheReads.inc({
    read: space > 0 ? key.slice(0, space) : 'other',
    result: kept ? 'hit' : 'miss',
  });
  if (!kept) return compute(key, produce);
  if (kept.freshUntil <= Date.now()) {
    // Refreshed in the background; a failure shows to the reader after the kept text is gone.
    compute(key, produce).catch(() => {});
  }
  return Promise.resolve(kept.text);
}

/** Forgets every kept read (after any write that changes what anonymous readers see). */
export function forgetAnonymousReads(): void {
  const state = readsSlot.get();
  if (!state) return;
  state.generation++;
  state.kept.clear();
  state.running.clear();
}
