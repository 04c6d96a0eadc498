import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  markReadInputSchema,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationSettingsInputSchema,
  notificationSettingsReplySchema,
} from '@/lib/validation/notifications';
import { failures, json, reply, secured } from '../parts';

/** Notifications and their settings. */
export const notificationPaths: ZodOpenApiPathsObject = {
  '/api/notifications': {
    get: {
      tags: ['Notifications'],
      summary: 'Your notifications, a page at a time, and the unread count',
      security: secured,
      requestParams: { query: notificationListQuerySchema },
      responses: {
        '200': reply('Notifications, newest first', notificationListReplySchema),
        ...failures(400, 401),
      },
    },
  },
  '/api/notifications/read': {
    post: {
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
  },
  '/api/notification-settings': {
    get: {
      tags: ['Notifications'],
      summary: 'Your notification switches per type: in the app, by email',
      security: secured,
      responses: { '200': reply('Every type', notificationSettingsReplySchema), ...failures(401) },
    },
    put: {
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
  },
};
