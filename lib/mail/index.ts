export { enqueueMail, sendMailJob, type MailRequest } from './send';
export { renderMail, type RenderedMail } from './render';
export { deliverMail, outboxDir, type Delivery } from './transport';
export type { MailTemplateName } from './templates';
