'use server';

import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/actions/viewer';
import { markNotificationsRead, updateNotificationSettings } from '@/lib/notifications';
import type { NotificationSettings } from '@/lib/validation/notifications';

const SIGN_IN = 'Please sign in to see your notifications';

/** Marks the listed notifications (or all) read; answers the new unread count. */
export async function markReadAction(
  input: { ids: string[] } | { all: true },
): Promise<ActionResult<{ unread: number }>> {
  const viewer = await actingViewer();
  if (!viewer) return { ok: false, message: SIGN_IN };
  try {
    const { unread } = await markNotificationsRead(viewer.id, input);
    return { ok: true, data: { unread } };
  } catch (error) {
    return actionFailure(error, 'Could not mark the notifications as read. Please try again.');
  }
}

/** Saves the switches of /profile/edit's Notifications section. */
export async function saveNotificationSettingsAction(
  input: Partial<NotificationSettings>,
): Promise<ActionResult<NotificationSettings>> {
  const viewer = await actingViewer();
  if (!viewer) return { ok: false, message: 'Please sign in to change your notification settings' };
  try {
    return { ok: true, data: await updateNotificationSettings(viewer.id, input) };
  } catch (error) {
    return actionFailure(error, 'Could not save your notification settings. Please try again.');
  }
}
