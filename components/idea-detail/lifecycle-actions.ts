'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { archiveIdeaOperation, relistIdeaOperation } from '@/lib/operations/idea-lifecycle';

/*
 * The owner's Archive and Relist buttons call these; partners call POST /api/ideas/{id}/archive and
 * /relist. Both run the same operations (ownership check, announcement to the caches).
 */

const archive = toAction(archiveIdeaOperation, { fallback: 'Failed to archive the idea' });
const relist = toAction(relistIdeaOperation, { fallback: 'Failed to relist the idea' });

export async function archiveIdeaAction(id: string): Promise<ActionResult> {
  return archive({ params: { id } });
}

export async function relistIdeaAction(id: string): Promise<ActionResult> {
  return relist({ params: { id } });
}
