import 'server-only';
import { hasApprovedAccess } from '@/lib/ideas';
import type { Viewer } from '@/models';

/** What the messaging rules need to know of an idea. */
export interface MessagingIdea {
  id: string;
  creatorId: string;
  requireNDA: boolean;
}

export const ACCESS_NEEDED_MESSAGE = 'Request access to this idea before messaging its creator';

/**
 * Whether `viewer` may write in a thread about `idea`: its creator always may (replying in a
 * thread someone started: starting one on their own idea is refused elsewhere); anyone else on
 * a non-gated idea; on an NDA-gated idea, only members whose access request was approved.
 */
export async function canMessageCreator(viewer: Pick<Viewer, 'id'>, idea: MessagingIdea): Promise<boolean> {
  if (viewer.id === idea.creatorId) return true;
  if (!idea.requireNDA) return true;
  return hasApprovedAccess(viewer.id, idea.id);
}
