'use server';

import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions/result';
import { expiredSessionCookies } from '@/lib/identity';
import { deleteAccountOperation } from '@/lib/operations/profile';
import { toAction } from '@/lib/operations/action';
import {
  ACCOUNT_DELETED_FLASH,
  DELETE_ACCOUNT_FAILED_MESSAGE,
  type DeleteAccountInput,
} from '@/lib/validation/account-data';

/** Where the browser lands after its account was deleted: the home page, with the notice. */
const ACCOUNT_DELETED_LANDING = `/?flash=${ACCOUNT_DELETED_FLASH}`;

const deleteAccount = toAction(deleteAccountOperation, {
  fallback: DELETE_ACCOUNT_FAILED_MESSAGE,
  data: ({ user, ideaIds }) => ({ userId: user.id, ideaIds }),
});

/**
 * 'Delete my account' on /settings (DELETE /api/profile stays for partners): the same
 * operation and re-check. On success the session cookie is expired and the browser is sent home;
 * otherwise the refusal comes back to the dialog.
 */
export async function deleteAccountAction(input: DeleteAccountInput): Promise<ActionResult> {
  const result = await deleteAccount({ body: input });
  if (!result.ok) return result;
  revalidatePath('/ideas');
  for (const id of result.data.ideaIds) revalidatePath(`/ideas/${id}`);
  revalidatePath(`/profile/${result.data.userId}`);
  const jar = await cookies();
  for (const cookie of expiredSessionCookies(jar.getAll().map((c) => c.name)))
    jar.set(cookie.name, cookie.value, cookie.options);
  // Redirecting here (not from the dialog): the page being left needs a session to render.
  redirect(ACCOUNT_DELETED_LANDING);
}
