'use client';

/** The watchlist's server actions, loaded for signed-in viewers only (anonymous pages stay as small). */
export const watchlistActions = () => import('./watchlist-actions');

/**
 * The ids of the ideas the signed-in viewer saved, asked once per viewer and page load and shared by
 * every Save button on the page (cards, table rows, the idea page), which the public pages' cached
 * HTML cannot know.
 */
let owner: string | null = null;
let ids: Set<string> | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Starts asking for `viewerId`'s saved ids (nothing when already asked for them). */
export function loadWatched(viewerId: string): void {
  if (owner === viewerId) return;
  owner = viewerId;
  ids = null;
  watchlistActions()
    .then((actions) => actions.watchedIdsAction())
    .catch(() => null)
    .then((result) => {
      if (owner !== viewerId) return;
      ids = new Set(result?.ok ? result.data : []);
      emit();
    });
}

export function setWatched(id: string, watching: boolean): void {
  if (!ids) ids = new Set();
  if (watching) ids.add(id);
  else ids.delete(id);
  emit();
}

/** Whether the idea is saved; null while not known. */
export const isWatched = (id: string): boolean | null => (ids ? ids.has(id) : null);

export function subscribeWatched(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
