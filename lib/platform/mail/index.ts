export { enqueueMail, sendMailJob, type MailRequest } from './send';
export { renderMail, type RenderedMail } from './render';
export { deliverMail, outboxDir, type Delivery } from './transport';
export type { MailTemplateName } from './templates';
export { MAIL_TOPICS, isMailTopic, type MailTopic } from '@/lib/core/mail-topics';
export {
  hasOptedOut,
  readUnsubscribeToken,
  unsubscribe,
  unsubscribeUrls,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
} from './unsubscribe';
