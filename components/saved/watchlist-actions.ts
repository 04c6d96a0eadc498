'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  createSavedSearchOperation,
  deleteSavedSearchOperation,
  updateSavedSearchOperation,
} from '@/lib/operations/saved-searches';
import {
  unwatchIdeaOperation,
  watchedIdsOperation,
  watcherCountOperation,
  watchIdeaOperation,
} from '@/lib/operations/watchlist';
import type { SavedSearchDTO } from '@/lib/validation/saved-searches';

// The watchlist and saved-search operations as the pages' server actions.

const watch = toAction(watchIdeaOperation, { fallback: 'Could not save the idea. Try again.' });
const unwatch = toAction(unwatchIdeaOperation, { fallback: 'Could not remove the idea. Try again.' });
const watchedIds = toAction(watchedIdsOperation, {
  fallback: 'Could not read your saved ideas',
  data: ({ ids }: { ids: string[] }) => ids,
});
const watcherCount = toAction(watcherCountOperation, {
  fallback: 'Could not count who saved the idea',
  data: ({ count }: { count: number }) => count,
});
const createSearch = toAction(createSavedSearchOperation, {
  fallback: 'The search could not be saved. Please try again.',
  data: ({ savedSearch }: { savedSearch: SavedSearchDTO }) => savedSearch,
});
const updateSearch = toAction(updateSavedSearchOperation, {
  fallback: 'The change was not saved.',
  data: ({ savedSearch }: { savedSearch: SavedSearchDTO }) => savedSearch,
});
const deleteSearch = toAction(deleteSavedSearchOperation, { fallback: 'The search could not be deleted.' });

/** Saves the idea to the viewer's watchlist, or takes it off. */
export async function setWatchingAction(ideaId: string, watching: boolean): Promise<ActionResult> {
  return (watching ? watch : unwatch)({ params: { id: String(ideaId) } });
}

/** The ids of the viewer's saved ideas, to mark them on a page. */
export async function watchedIdsAction(): Promise<ActionResult<string[]>> {
  return watchedIds();
}

/** How many saved the idea (its creator only). */
export async function watcherCountAction(ideaId: string): Promise<ActionResult<number>> {
  return watcherCount({ params: { id: String(ideaId) } });
}

/** Keeps the ideas list's filters (`query`, as its URL has them) under a name, with an alert (checked here). */
export async function createSavedSearchAction(input: {
  name: string;
  query: string;
  alert: string;
}): Promise<ActionResult<SavedSearchDTO>> {
  return createSearch({ body: input });
}

/** Renames a saved search or changes its alert. */
export async function updateSavedSearchAction(
  id: string,
  change: Partial<Pick<SavedSearchDTO, 'name' | 'alert'>>,
): Promise<ActionResult<SavedSearchDTO>> {
  return updateSearch({ params: { id: String(id) }, body: change });
}

export async function deleteSavedSearchAction(id: string): Promise<ActionResult> {
  return deleteSearch({ params: { id: String(id) } });
}
