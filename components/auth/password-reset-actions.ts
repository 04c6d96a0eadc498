'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { requestPasswordReset, resetPassword, type PasswordResetOutcome } from '@/lib/accounts';
import { clientAddress } from '@/lib/auth/rate-limit';
import { issueSessionToken, sessionCookieName, sessionCookieOptions } from '@/lib/auth/session';
import {
  RESET_FAILED_MESSAGE,
  RESET_REQUEST_FAILED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from '@/lib/validation/password-reset';

/** The /forgot-password form (POST /api/auth/password-reset stays for partners): the same lib function and limits. */
export async function requestPasswordResetAction(
  input: PasswordResetRequestInput,
): Promise<ActionResult<string>> {
  try {
    await requestPasswordReset(input?.email, { ip: clientAddress(await headers()) });
    return { ok: true, data: RESET_REQUESTED_MESSAGE };
  } catch (error) {
    return actionFailure(error, RESET_REQUEST_FAILED_MESSAGE);
  }
}

/**
 * The /reset-password form: on success this browser gets a session of the account's new epoch
 * (every other session has ended) and goes to the confirmation page; otherwise the refusal.
 */
export async function resetPasswordAction(input: PasswordResetInput): Promise<ActionResult> {
  let outcome: PasswordResetOutcome;
  try {
    outcome = await resetPassword(input);
  } catch (error) {
    return actionFailure(error, RESET_FAILED_MESSAGE);
  }
  (await cookies()).set(
    sessionCookieName(),
    await issueSessionToken(outcome.user.id, {}, outcome.sessionEpoch),
    sessionCookieOptions(),
  );
  redirect('/reset-password/done');
}
