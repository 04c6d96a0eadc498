/**
 * The kinds of mail a member may turn off, each with what the unsubscribe page calls it. Account
 * mail (verification, password reset, password changed, account deleted) has no topic: it always
 * goes out.
 */
export const MAIL_TOPICS = {
  'access-requests': 'requests for access to your ideas',
  'access-decisions': 'decisions on your access requests',
  messages: 'new messages',
  moderation: 'moderation decisions on your ideas',
} as const;

export type MailTopic = keyof typeof MAIL_TOPICS;

export const isMailTopic = (value: string): value is MailTopic => Object.hasOwn(MAIL_TOPICS, value);
