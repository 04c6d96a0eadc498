'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions/result';
import { requestVerificationEmailOperation, verifyEmailOperation } from '@/lib/operations/accounts';
import { toAction } from '@/lib/operations/action';

/** The verification page once a link was used. */
const VERIFIED_PAGE = '/verify-email?verified=1';

const verifyEmail = toAction(verifyEmailOperation, {
  fallback: 'Your email address could not be verified. Please try again.',
  data: (user) => user.id,
});
const requestVerificationEmail = toAction(requestVerificationEmailOperation, {
  fallback: 'The verification email could not be sent. Please try again.',
  data: ({ message }) => message,
});

/**
 * The verification page's button: uses the link (POST /api/auth/verify-email stays for partners)
 * and shows the page's verified state: the link itself is used up now.
 */
export async function verifyEmailAction(token: string): Promise<ActionResult> {
  const result = await verifyEmail({ body: { token } });
  if (!result.ok) return result;
  revalidatePath('/profile');
  revalidatePath(`/profile/${result.data}`);
  redirect(VERIFIED_PAGE);
}

/** The own profile's 'Send verification email'. */
export async function resendVerificationAction(): Promise<ActionResult<string>> {
  return requestVerificationEmail();
}
