'use server';

import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';
import { listNotifications, markNotificationsRead, updateNotificationSettings } from '@/lib/notifications';
import type { NotificationReply, NotificationSettings } from '@/lib/validation/notifications';

const SIGN_IN = 'Please sign in to see your notifications';

export interface NotificationPage {
  notifications: NotificationReply[];
  unread: number;
  nextCursor: string | null;
}

/** A page of the viewer's notifications: the newest, or the one after `cursor`. */
export async function listNotificationsAction(cursor?: string): Promise<ActionResult<NotificationPage>> {
  const viewer = await actingViewer();
  if (!viewer) return { ok: false, message: SIGN_IN };
  try {
    return { ok: true, data: await listNotifications(viewer.id, cursor ? { cursor } : {}) };
  } catch (error) {
    return actionFailure(error, 'Could not load your notifications. Please try again.');
  }
}

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
