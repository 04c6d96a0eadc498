'use server';

import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions/result';
import { startSessionOfEpoch } from '@/lib/http/page-viewer';
import { requestPasswordResetOperation, resetPasswordOperation } from '@/lib/operations/accounts';
import { toAction } from '@/lib/operations/action';
import {
  RESET_FAILED_MESSAGE,
  RESET_REQUEST_FAILED_MESSAGE,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from '@/lib/validation/password-reset';

const requestPasswordReset = toAction(requestPasswordResetOperation, {
  fallback: RESET_REQUEST_FAILED_MESSAGE,
  data: ({ message }) => message,
});
const resetPassword = toAction(resetPasswordOperation, {
  fallback: RESET_FAILED_MESSAGE,
  data: (outcome) => outcome,
});

/** The /forgot-password form (POST /api/auth/password-reset stays for partners): the same operation and limits. */
export async function requestPasswordResetAction(
  input: PasswordResetRequestInput,
): Promise<ActionResult<string>> {
  return requestPasswordReset({ body: input });
}

/**
 * The /reset-password form: on success this browser gets a session of the account's new epoch
 * (every other session has ended) and goes to the confirmation page; otherwise the refusal.
 */
export async function resetPasswordAction(input: PasswordResetInput): Promise<ActionResult> {
  const result = await resetPassword({ body: input });
  if (!result.ok) return result;
  const { user, sessionEpoch } = result.data;
  await startSessionOfEpoch(user.id, sessionEpoch);
  redirect('/reset-password/done');
}
