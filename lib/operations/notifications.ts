import 'server-only';
import {
  listNotifications,
  markNotificationsRead,
  notificationSettings,
  updateNotificationSettings,
} from '@/lib/notifications';
import { failures, json, reply, secured } from '@/lib/openapi/parts';
import {
  markReadInputSchema,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationSettingsInputSchema,
  notificationSettingsReplySchema,
} from '@/lib/validation/notifications';
import { defineOperation } from './operation';

/** Notifications and their settings. */

const SIGN_IN_TO_SEE = 'Please sign in to see your notifications';
const SIGN_IN_TO_CHANGE = 'Please sign in to change your notification settings';

export const listNotificationsOperation = defineOperation({
  method: 'GET',
  path: '/api/notifications',
  auth: 'member',
  signIn: SIGN_IN_TO_SEE,
  run: async ({ viewer, query }) => listNotifications(viewer.id, Object.fromEntries(query)),
  reply: { cacheControl: 'no-store' },
  docs: {
    tags: ['Notifications'],
    summary: 'Your notifications, a page at a time, and the unread count',
    security: secured,
    requestParams: { query: notificationListQuerySchema },
    responses: {
      '200': reply('Notifications, newest first', notificationListReplySchema),
      ...failures(400, 401),
    },
  },
});

export const markNotificationsReadOperation = defineOperation({
  method: 'POST',
  path: '/api/notifications/read',
  auth: 'member',
  signIn: SIGN_IN_TO_SEE,
  body: 'json',
  input: markReadInputSchema,
  run: async ({ viewer, input }) => markNotificationsRead(viewer.id, input),
  docs: {
    tags: ['Notifications'],
    summary: 'Mark notifications read',
    description: '`ids`: these (others’ ids are ignored); `all: true`: every one.',
    security: secured,
    requestBody: { required: true, content: json(markReadInputSchema) },
    responses: {
      '200': reply('Notifications after the change', notificationListReplySchema),
      ...failures(400, 401),
    },
  },
});

export const getNotificationSettingsOperation = defineOperation({
  method: 'GET',
  path: '/api/notification-settings',
  auth: 'member',
  signIn: SIGN_IN_TO_CHANGE,
  run: async ({ viewer }) => ({ settings: await notificationSettings(viewer.id) }),
  reply: { cacheControl: 'no-store' },
  docs: {
    tags: ['Notifications'],
    summary: 'Your notification switches per type: in the app, by email',
    security: secured,
    responses: { '200': reply('Every type', notificationSettingsReplySchema), ...failures(401) },
  },
});

export const updateNotificationSettingsOperation = defineOperation({
  method: 'PUT',
  path: '/api/notification-settings',
  auth: 'member',
  signIn: SIGN_IN_TO_CHANGE,
  body: 'json',
  input: notificationSettingsInputSchema,
  run: async ({ viewer, input }) => ({ settings: await updateNotificationSettings(viewer.id, input) }),
  docs: {
    tags: ['Notifications'],
    summary: 'Change notification switches',
    description:
      'Send only the types to change; the others stay. Turning a type’s email off is what its mails’ unsubscribe link does.',
    security: secured,
    requestBody: { required: true, content: json(notificationSettingsInputSchema) },
    responses: {
      '200': reply('Every type after the change', notificationSettingsReplySchema),
      ...failures(400, 401),
    },
  },
});

export const notificationOperations = [
  listNotificationsOperation,
  markNotificationsReadOperation,
  getNotificationSettingsOperation,
  updateNotificationSettingsOperation,
];
