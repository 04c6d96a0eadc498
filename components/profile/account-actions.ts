'use server';

import { revalidatePath } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { deleteAccount } from '@/lib/accounts/deletion';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';
import { clientAddress } from '@/lib/auth/rate-limit';
import { expiredSessionCookies } from '@/lib/auth/session-end';
import {
  ACCOUNT_DELETED_FLASH,
  DELETE_ACCOUNT_FAILED_MESSAGE,
  SIGN_IN_TO_DELETE_MESSAGE,
  type DeleteAccountInput,
} from '@/lib/validation/account-data';

/** Where the browser lands after its account was deleted: the home page, with the notice. */
const ACCOUNT_DELETED_LANDING = `/?flash=${ACCOUNT_DELETED_FLASH}`;

/**
 * 'Delete my account' on /profile/edit (DELETE /api/profile stays for partners): the same lib
 * function and re-check. On success the session cookie is expired and the browser is sent home;
 * otherwise the refusal comes back to the dialog.
 */
export async function deleteAccountAction(input: DeleteAccountInput): Promise<ActionResult> {
  const viewer = await actingViewer();
  if (!viewer) return { ok: false, message: SIGN_IN_TO_DELETE_MESSAGE };
  try {
    const { ideaIds } = await deleteAccount(viewer, input, { ip: clientAddress(await headers()) });
    revalidatePath('/ideas');
    for (const id of ideaIds) revalidatePath(`/ideas/${id}`);
    revalidatePath(`/profile/${viewer.id}`);
  } catch (error) {
    return actionFailure(error, DELETE_ACCOUNT_FAILED_MESSAGE);
  }
  const jar = await cookies();
  for (const cookie of expiredSessionCookies(jar.getAll().map((c) => c.name)))
    jar.set(cookie.name, cookie.value, cookie.options);
  // Redirecting here (not from the dialog): the page being left needs a session to render.
  redirect(ACCOUNT_DELETED_LANDING);
}
