'use server';

import { revalidatePath } from 'next/cache';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';
import { createIdea, deleteIdea, updateIdea } from '@/lib/ideas';
import type { IdeaInput } from '@/lib/validation/idea';

/*
 * The idea form and the Delete button call these (our own pages); partners keep the REST API. Both
 * call the same lib/ideas functions, which validate with the same schema and check ownership.
 */

/** Creates (no `id`) or updates an idea; answers its id, or the API's message and field errors. */
export async function saveIdeaAction(
  id: string | null,
  input: IdeaInput,
): Promise<ActionResult<{ id: string }>> {
  const viewer = await actingViewer();
  const fallback = id ? 'Failed to update idea' : 'Failed to submit idea';
  try {
    const { idea } = id ? await updateIdea(id, input, viewer) : await createIdea(input, viewer);
    revalidatePath('/ideas');
    revalidatePath(`/ideas/${idea._id}`);
    return { ok: true, data: { id: idea._id } };
  } catch (error) {
    return actionFailure(error, fallback);
  }
}

export async function deleteIdeaAction(id: string): Promise<ActionResult> {
  try {
    await deleteIdea(id, await actingViewer());
    revalidatePath('/ideas');
    return { ok: true, data: null };
  } catch (error) {
    return actionFailure(error, 'Failed to delete idea');
  }
}
