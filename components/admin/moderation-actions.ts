'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  dismissReportsOperation,
  hideIdeaOperation,
  reinstateUserOperation,
  restoreIdeaOperation,
  suspendUserOperation,
} from '@/lib/operations/trust-safety';
import type { ReportTargetType } from '@/lib/validation/moderation';

export type ModerationKind = 'hide' | 'restore' | 'suspend' | 'reinstate' | 'dismiss';

export interface ModerationInput {
  kind: ModerationKind;
  /** The idea or member acted on; for `dismiss`, the reported item. */
  targetId: string;
  targetType?: ReportTargetType;
  reason?: string;
}

const fallback = 'Could not do that. Please try again.';
const hideIdea = toAction(hideIdeaOperation, { fallback });
const restoreIdea = toAction(restoreIdeaOperation, { fallback });
const suspendUser = toAction(suspendUserOperation, { fallback });
const reinstateUser = toAction(reinstateUserOperation, { fallback });
const dismissReports = toAction(dismissReportsOperation, { fallback });

/** The admin pages' moves on ideas, members and reports. */
export async function moderateAction(input: ModerationInput): Promise<ActionResult> {
  const params = { id: input.targetId };
  const body = { reason: input.reason || undefined };
  let result: ActionResult;
  if (input.kind === 'hide') result = await hideIdea({ params, body });
  else if (input.kind === 'restore') result = await restoreIdea({ params, body });
  else if (input.kind === 'suspend') result = await suspendUser({ params, body });
  else if (input.kind === 'reinstate') result = await reinstateUser({ params, body });
  else
    result = await dismissReports({
      body: { targetType: input.targetType, targetId: input.targetId, note: input.reason || undefined },
    });
  if (!result.ok) return result;
  revalidatePath('/admin', 'layout');
  return { ok: true, data: null };
}
