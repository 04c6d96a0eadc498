import { z } from 'zod';
import { MAIL_TOPICS, type MailTopic } from '@/lib/core/mail-topics';

export const NOTIFICATION_TYPES = Object.keys(MAIL_TOPICS) as [MailTopic, ...MailTopic[]];
export type NotificationType = MailTopic;

export const notificationSchema = z
  .object({
    _id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    text: z.string(),
    link: z.string().meta({ description: 'A path on the site' }),
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });

export const NOTIFICATION_PAGE_MAX = 100;
export const NOTIFICATION_PAGE_DEFAULT = 30;
const LIMIT_ERROR = `limit must be a whole number from 1 to ${NOTIFICATION_PAGE_MAX}`;

/** GET /api/notifications: a page, newest first; `cursor` continues after the previous page. */
export const notificationListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'cursor must be the nextCursor of the previous page')
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page; absent for the newest' }),
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int(LIMIT_ERROR)
    .min(1, LIMIT_ERROR)
    .max(NOTIFICATION_PAGE_MAX, LIMIT_ERROR)
    .default(NOTIFICATION_PAGE_DEFAULT),
});

export const notificationListReplySchema = z
  .object({
    success: z.literal(true),
    notifications: z.array(notificationSchema),
    unread: z.int().meta({ description: 'Unread notifications in all' }),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for older notifications; null after the oldest' }),
  })
  .meta({ id: 'NotificationList' });

/** POST /api/notifications/read: the listed ones, or all. */
export const markReadInputSchema = z
  .object({
    ids: z.array(z.string().max(40)).max(200).optional(),
    all: z.literal(true).optional(),
  })
  .refine((input) => input.all || (input.ids && input.ids.length > 0), {
    message: 'Name the notifications to mark as read (ids), or send all: true',
    path: ['ids'],
  })
  .meta({ id: 'MarkNotificationsRead' });
export type MarkReadInput = z.output<typeof markReadInputSchema>;

export const notificationSettingSchema = z.object({ inApp: z.boolean(), email: z.boolean() });

/** Every type with its two switches; a PUT may send only the types it changes. */
export const notificationSettingsSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, notificationSettingSchema])) as Record<
      NotificationType,
      typeof notificationSettingSchema
    >,
  )
  .meta({ id: 'NotificationSettings' });

export const notificationSettingsInputSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettingsInput = z.output<typeof notificationSettingsInputSchema>;

export const notificationSettingsReplySchema = z
  .object({ success: z.literal(true), settings: notificationSettingsSchema })
  .meta({ id: 'NotificationSettingsReply' });

export type NotificationReply = z.output<typeof notificationSchema>;
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
