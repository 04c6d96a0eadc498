'use server';

import { revalidatePath } from 'next/cache';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';
import { PROFILE_UPDATE_FAILED_MESSAGE } from '@/lib/auth/messages';
import { updateProfile } from '@/lib/users';
import type { ProfileInput } from '@/lib/validation/profile';

/** The profile editor saves here (PUT /api/profile stays for partners): the same lib function and rules. */
export async function updateProfileAction(input: ProfileInput): Promise<ActionResult> {
  const viewer = await actingViewer();
  if (!viewer) return { ok: false, message: 'Please sign in to update your profile' };
  try {
    await updateProfile(viewer.id, input);
    revalidatePath('/profile');
    revalidatePath(`/profile/${viewer.id}`);
    return { ok: true, data: null };
  } catch (error) {
    return actionFailure(error, PROFILE_UPDATE_FAILED_MESSAGE);
  }
}
