'use server';

import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';
import { approveIdea, rejectIdea } from '@/lib/moderation';

/** Approves an idea of the review queue (lib/moderation checks the admin). */
export async function approveIdeaAction(id: string): Promise<ActionResult> {
  try {
    await approveIdea(await actingViewer(), id);
    return { ok: true, data: null };
  } catch (error) {
    return actionFailure(error, 'Could not approve the idea. Please try again.');
  }
}

/** Rejects an idea of the review queue with the reason its creator is told. */
export async function rejectIdeaAction(id: string, reason: string): Promise<ActionResult> {
  try {
    await rejectIdea(await actingViewer(), id, { reason });
    return { ok: true, data: null };
  } catch (error) {
    return actionFailure(error, 'Could not reject the idea. Please try again.');
  }
}
