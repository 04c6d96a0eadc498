'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { EMAIL_VERIFIED_MESSAGE, requestVerificationEmail, verifyEmail } from '@/lib/accounts';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/actions/viewer';

const VERIFY_FAILED_MESSAGE = 'Your email address could not be verified. Please try again.';
const RESEND_FAILED_MESSAGE = 'The verification email could not be sent. Please try again.';

/** The verification page's button: uses the link (POST /api/auth/verify-email stays for partners). */
export async function verifyEmailAction(token: string): Promise<ActionResult<string>> {
  try {
    const user = await verifyEmail({ token });
    revalidatePath('/profile');
    revalidatePath(`/profile/${user.id}`);
    return { ok: true, data: EMAIL_VERIFIED_MESSAGE };
  } catch (error) {
    return actionFailure(error, VERIFY_FAILED_MESSAGE);
  }
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
