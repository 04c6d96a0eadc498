'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  listNotificationsOperation,
  markNotificationsReadOperation,
  updateNotificationSettingsOperation,
} from '@/lib/operations/notifications';
import type { NotificationReply, NotificationSettings } from '@/lib/validation/notifications';

export interface NotificationPage {
  notifications: NotificationReply[];
  unread: number;
  nextCursor: string | null;
}

const listNotifications = toAction(listNotificationsOperation, {
  fallback: 'Could not load your notifications. Please try again.',
  data: (page): NotificationPage => page,
});
const markRead = toAction(markNotificationsReadOperation, {
  fallback: 'Could not mark the notifications as read. Please try again.',
  data: ({ unread }) => ({ unread }),
});
const saveSettings = toAction(updateNotificationSettingsOperation, {
  fallback: 'Could not save your notification settings. Please try again.',
  data: ({ settings }) => settings,
});

/** A page of the viewer's notifications (`limit` of them, else the API's default): the newest, or the one after `cursor`. */
export async function listNotificationsAction(
  cursor?: string,
  limit?: number,
): Promise<ActionResult<NotificationPage>> {
  return listNotifications({
    query: { ...(cursor ? { cursor } : {}), ...(limit ? { limit: String(limit) } : {}) },
  });
}

/** Marks the listed notifications (or all) read; answers the new unread count. */
export async function markReadAction(
  input: { ids: string[] } | { all: true },
): Promise<ActionResult<{ unread: number }>> {
  return markRead({ body: input });
}

/** Saves the switches of /settings' Notifications section. */
export async function saveNotificationSettingsAction(
  input: Partial<NotificationSettings>,
): Promise<ActionResult<NotificationSettings>> {
  return saveSettings({ body: input });
}
