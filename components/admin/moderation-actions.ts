'use server';

import { revalidatePath } from 'next/cache';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';
import { dismissReports, hideIdea, reinstateUser, restoreIdea, suspendUser } from '@/lib/moderation';
import type { ReportTargetType } from '@/lib/validation/moderation';

export type ModerationKind = 'hide' | 'restore' | 'suspend' | 'reinstate' | 'dismiss';

export interface ModerationInput {
  kind: ModerationKind;
  /** The idea or member acted on; for `dismiss`, the reported item. */
  targetId: string;
  targetType?: ReportTargetType;
  reason?: string;
}

/** The admin pages' moves on ideas, members and reports (the lib checks the viewer is an admin). */
export async function moderateAction(input: ModerationInput): Promise<ActionResult> {
  const viewer = await actingViewer();
  const body = { reason: input.reason || undefined };
  try {
    if (input.kind === 'hide') await hideIdea(viewer, input.targetId, body);
    else if (input.kind === 'restore') await restoreIdea(viewer, input.targetId, body);
    else if (input.kind === 'suspend') await suspendUser(viewer, input.targetId, body);
    else if (input.kind === 'reinstate') await reinstateUser(viewer, input.targetId, body);
    else
      await dismissReports(viewer, {
        targetType: input.targetType,
        targetId: input.targetId,
        note: input.reason || undefined,
      });
  } catch (error) {
    return actionFailure(error, 'Could not do that. Please try again.');
  }
  revalidatePath('/admin', 'layout');
  return { ok: true, data: null };
}
