'use server';

import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions/result';
import { startSessionOfEpoch } from '@/lib/http/page-viewer';
import { confirmEmailChangeOperation } from '@/lib/operations/accounts';
import { toAction } from '@/lib/operations/action';
import { changePasswordOperation, requestEmailChangeOperation } from '@/lib/operations/profile';
import {
  EMAIL_CHANGE_FAILED_MESSAGE,
  PASSWORD_CHANGE_FAILED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  type ChangePasswordInput,
  type EmailChangeInput,
} from '@/lib/validation/account-settings';

const changePassword = toAction(changePasswordOperation, {
  fallback: PASSWORD_CHANGE_FAILED_MESSAGE,
  data: (outcome) => outcome,
});
const requestEmailChange = toAction(requestEmailChangeOperation, {
  fallback: EMAIL_CHANGE_FAILED_MESSAGE,
  data: ({ message }) => message,
});
const confirmEmailChange = toAction(confirmEmailChangeOperation, {
  fallback: EMAIL_CHANGE_FAILED_MESSAGE,
  data: () => null,
});

/**
 * The Password form of /settings (PUT /api/profile/password stays for partners): every session of
 * the account has ended, so this browser gets one of the account's new epoch, as the API's reply
 * sets it; the page rendered after the action reads that cookie (see `getViewer`).
 */
export async function changePasswordAction(input: ChangePasswordInput): Promise<ActionResult<string>> {
  const result = await changePassword({ body: input });
  if (!result.ok) return result;
  const { user, sessionEpoch } = result.data;
  await startSessionOfEpoch(user.id, sessionEpoch);
  return { ok: true, data: PASSWORD_CHANGED_MESSAGE };
}

/** The Email form of /settings (POST /api/profile/email): the sentence to show. */
export async function requestEmailChangeAction(input: EmailChangeInput): Promise<ActionResult<string>> {
  return requestEmailChange({ body: input });
}

/** The confirmation page's button: uses the link and shows the page's done state. */
export async function confirmEmailChangeAction(token: string): Promise<ActionResult> {
  const result = await confirmEmailChange({ body: { token } });
  if (!result.ok) return result;
  redirect('/confirm-email?changed=1');
}
