'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { PROFILE_UPDATE_FAILED_MESSAGE } from '@/lib/identity/shared';
import { updateProfileOperation } from '@/lib/operations/profile';
import { toAction } from '@/lib/operations/action';
import type { ProfileInput } from '@/lib/validation/profile';

const updateProfile = toAction(updateProfileOperation, {
  fallback: PROFILE_UPDATE_FAILED_MESSAGE,
  data: ({ user }) => user.id,
});

/** The profile editor saves here (PUT /api/profile stays for partners): the same operation and rules. */
export async function updateProfileAction(input: ProfileInput): Promise<ActionResult> {
  const result = await updateProfile({ body: input });
  if (!result.ok) return result;
  revalidatePath('/profile');
  revalidatePath(`/profile/${result.data}`);
  return { ok: true, data: null };
}
