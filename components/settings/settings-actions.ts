'use server';

import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions/result';
import { confirmEmailChangeOperation } from '@/lib/operations/accounts';
import { toAction } from '@/lib/operations/action';
import { requestEmailChangeOperation } from '@/lib/operations/profile';
import { EMAIL_CHANGE_FAILED_MESSAGE, type EmailChangeInput } from '@/lib/validation/account-settings';

const requestEmailChange = toAction(requestEmailChangeOperation, {
  fallback: EMAIL_CHANGE_FAILED_MESSAGE,
  data: ({ message }) => message,
});
const confirmEmailChange = toAction(confirmEmailChangeOperation, {
  fallback: EMAIL_CHANGE_FAILED_MESSAGE,
  data: () => null,
});

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
