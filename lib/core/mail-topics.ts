/**
 * The kinds of notification a member may turn off, each as its settings and the unsubscribe page
 * call it. Each is also a mail topic: its email can be turned off with one click. Account mail
 * (verification, password reset, password changed, account deleted) has no topic: it always goes out.
 */
export const MAIL_TOPICS = {
  'access-requested': 'requests for access to your ideas',
  'access-approved': 'approved access requests',
  'access-rejected': 'rejected access requests',
  'access-revoked': 'revoked access',
  'new-message': 'new messages',
  moderation: 'moderation decisions',
  'saved-search-alerts': 'alerts of your saved searches',
  'watched-ideas': 'changes to ideas you saved',
} as const;

export type MailTopic = keyof typeof MAIL_TOPICS;

/** Topics that only ever arrive by mail (a saved search's alerts): no in-app switch for them. */
export const MAIL_ONLY_TOPICS: ReadonlySet<MailTopic> = new Set<MailTopic>(['saved-search-alerts']);

export const isMailTopic = (value: string): value is MailTopic => Object.hasOwn(MAIL_TOPICS, value);
