'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import type { IdeaDTO } from '@/lib/ideas/shared';
import {
  createIdeaOperation,
  deleteIdeaOperation,
  getIdeaOperation,
  updateIdeaOperation,
} from '@/lib/operations/ideas';
import type { IdeaInput } from '@/lib/validation/idea';

/*
 * The idea form and the Delete button call these (our own pages); partners keep the REST API. Both
 * run the same operations: the same schema, the same ownership check, the same announcements.
 */

const idOfSaved = (saved: { _id: string }) => ({ id: saved._id });
const createIdea = toAction(createIdeaOperation, { fallback: 'Failed to submit idea', data: idOfSaved });
const updateIdea = toAction(updateIdeaOperation, { fallback: 'Failed to update idea', data: idOfSaved });
const deleteIdea = toAction(deleteIdeaOperation, { fallback: 'Failed to delete idea' });
const readIdea = toAction(getIdeaOperation, {
  fallback: 'Could not read the idea',
  data: (idea: IdeaDTO) => idea,
});

/** Creates (no `id`) or updates an idea; answers its id, or the API's message and field errors. */
export async function saveIdeaAction(
  id: string | null,
  input: IdeaInput,
): Promise<ActionResult<{ id: string }>> {
  const result = id ? await updateIdea({ params: { id }, body: input }) : await createIdea({ body: input });
  if (result.ok) {
    revalidatePath('/ideas');
    revalidatePath(`/ideas/${result.data.id}`);
  }
  return result;
}

export async function deleteIdeaAction(id: string): Promise<ActionResult> {
  const result = await deleteIdea({ params: { id } });
  if (result.ok) revalidatePath('/ideas');
  return result;
}

/**
 * The idea as the signed-in viewer may see it (its creator: an unlisted idea, a gated idea's
 * texts), or null when they may not; cached pages show everyone's view, this adds theirs.
 */
export async function viewerIdeaAction(id: string): Promise<IdeaDTO | null> {
  const result = await readIdea({ params: { id: String(id) }, query: { via: 'page' } });
  return result.ok ? result.data : null;
}
