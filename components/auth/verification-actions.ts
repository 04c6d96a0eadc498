'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requestVerificationEmail, verifyEmail } from '@/lib/accounts';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';

/** The verification page once a link was used. */
const VERIFIED_PAGE = '/verify-email?verified=1';

const VERIFY_FAILED_MESSAGE = 'Your email address could not be verified. Please try again.';
const RESEND_FAILED_MESSAGE = 'The verification email could not be sent. Please try again.';

/**
 * The verification page's button: uses the link (POST /api/auth/verify-email stays for partners)
 * and shows the page's verified state: the link itself is used up now.
 */
export async function verifyEmailAction(token: string): Promise<ActionResult> {
  let userId: string;
  try {
    userId = (await verifyEmail({ token })).id;
  } catch (error) {
    return actionFailure(error, VERIFY_FAILED_MESSAGE);
  }
  revalidatePath('/profile');
  revalidatePath(`/profile/${userId}`);
  redirect(VERIFIED_PAGE);
}

/** The own profile's 'Send verification email'. */
export async function resendVerificationAction(): Promise<ActionResult<string>> {
  const viewer = await actingViewer();
  if (!viewer) return { ok: false, message: 'Please sign in to verify your email address' };
  try {
    return { ok: true, data: await requestVerificationEmail(viewer.user, await headers()) };
  } catch (error) {
    return actionFailure(error, RESEND_FAILED_MESSAGE);
  }
}
