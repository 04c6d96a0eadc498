'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  askForReviewOperation,
  askForSuspensionReviewOperation,
  createReportOperation,
  currentAppealOperation,
} from '@/lib/operations/trust-safety';
import type { Appeal, AppealInput, SuspensionAppealInput } from '@/lib/validation/appeals';
import type { ReportInput } from '@/lib/validation/moderation';

// Reporting and 'Ask for a review' as the pages' server actions (the REST API stays for partners).
// A refusal with `conflict` is the API's 409: reported or asked before.

const report = toAction(createReportOperation, {
  fallback: 'The report could not be sent. Please try again.',
});
const currentAppeal = toAction(currentAppealOperation, {
  fallback: 'Could not read your request for a review',
  data: ({ appeal }: { appeal: Appeal | null }) => appeal,
});
const askForReview = toAction(askForReviewOperation, {
  fallback: 'The request could not be sent. Please try again.',
  data: ({ appeal }: { appeal: Appeal }) => appeal,
});
const askForSuspensionReview = toAction(askForSuspensionReviewOperation, {
  fallback: 'The request could not be sent. Please try again.',
});

/** Reports an idea, a member or a message to the admins. */
export async function reportAction(input: ReportInput): Promise<ActionResult> {
  return report({ body: input });
}

/** The creator's request for a review of the decision keeping their idea unlisted, or null. */
export async function currentAppealAction(ideaId: string): Promise<ActionResult<Appeal | null>> {
  return currentAppeal({ params: { id: String(ideaId) } });
}

/** Asks an admin to look again at the decision keeping the creator's idea unlisted. */
export async function askForReviewAction(ideaId: string, input: AppealInput): Promise<ActionResult<Appeal>> {
  return askForReview({ params: { id: String(ideaId) }, body: input });
}

/** A suspended member (not signed in: the email and password say who) asks for a review. */
export async function askForSuspensionReviewAction(input: SuspensionAppealInput): Promise<ActionResult> {
  return askForSuspensionReview({ body: input });
}
