'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { approveIdeaOperation, rejectIdeaOperation } from '@/lib/operations/admin';

const approveIdea = toAction(approveIdeaOperation, {
  fallback: 'Could not approve the idea. Please try again.',
});
const rejectIdea = toAction(rejectIdeaOperation, {
  fallback: 'Could not reject the idea. Please try again.',
});

/** Approves an idea of the review queue. */
export async function approveIdeaAction(id: string): Promise<ActionResult> {
  return approveIdea({ params: { id } });
}

/** Rejects an idea of the review queue with the reason its creator is told. */
export async function rejectIdeaAction(id: string, reason: string): Promise<ActionResult> {
  return rejectIdea({ params: { id }, body: { reason } });
}
