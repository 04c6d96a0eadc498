import { z } from 'zod';
import { MAIL_TOPICS, type MailTopic } from '@/lib/mail/topics';

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

export const notificationListReplySchema = z
  .object({
    success: z.literal(true),
    notifications: z.array(notificationSchema),
    unread: z.int().meta({ description: 'Unread notifications in all' }),
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

export const notificationSettingsReplySchema = z
  .object({ success: z.literal(true), settings: notificationSettingsSchema })
  .meta({ id: 'NotificationSettingsReply' });

export type NotificationReply = z.output<typeof notificationSchema>;
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
