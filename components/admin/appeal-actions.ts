'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { answerAppealOperation } from '@/lib/operations/trust-safety';

const answer = toAction(answerAppealOperation, { fallback: 'Could not answer. Please try again.' });

/** The admin's answer to a review request: reverse or keep the decision, with a reply. */
export async function answerAppealAction(input: {
  appealId: string;
  outcome: 'reverse' | 'uphold';
  reply: string;
}): Promise<ActionResult> {
  const result = await answer({
    params: { id: input.appealId },
    body: { outcome: input.outcome, reply: input.reply },
  });
  if (!result.ok) return result;
  revalidatePath('/admin', 'layout');
  return { ok: true, data: null };
}
