import type { ReactElement } from 'react';
import type { z } from 'zod';
import {
  AccountDeleted,
  ConfirmEmailChange,
  EmailChangeRequested,
  confirmEmailChangeData,
  emailChangeRequestedData,
  NotificationMail,
  notificationData,
  PasswordChanged,
  ResetPassword,
  VerifyEmail,
  accountDeletedData,
  passwordChangedData,
  resetPasswordData,
  verifyEmailData,
} from './account';
import type { MailContext } from './layout';
import { NewMessages, newMessagesData, newMessagesSubject } from './messages';
import { SavedSearchAlert, savedSearchAlertData, savedSearchAlertSubject } from './saved-searches';

interface MailTemplate<S extends z.ZodType> {
  data: S;
  subject(data: z.infer<S>): string;
  render(data: z.infer<S>, context: MailContext): ReactElement;
}

const template = <S extends z.ZodType>(t: MailTemplate<S>) => t;

/** Every message the product sends, by name. */
export const mailTemplates = {
  'verify-email': template({
    data: verifyEmailData,
    subject: () => 'Confirm your email address',
    render: (data, context) => VerifyEmail({ data, context }),
  }),
  'reset-password': template({
    data: resetPasswordData,
    subject: () => 'Reset your password',
    render: (data, context) => ResetPassword({ data, context }),
  }),
  'password-changed': template({
    data: passwordChangedData,
    subject: () => 'Your password was changed',
    render: (data, context) => PasswordChanged({ data, context }),
  }),
  'confirm-email-change': template({
    data: confirmEmailChangeData,
    subject: () => 'Confirm your new email address',
    render: (data, context) => ConfirmEmailChange({ data, context }),
  }),
  'email-change-requested': template({
    data: emailChangeRequestedData,
    subject: () => 'Your email address is being changed',
    render: (data, context) => EmailChangeRequested({ data, context }),
  }),
  notification: template({
    data: notificationData,
    subject: (data) => data.text,
    render: (data, context) => NotificationMail({ data, context }),
  }),
  'account-deleted': template({
    data: accountDeletedData,
    subject: () => 'Your account was deleted',
    render: (data, context) => AccountDeleted({ data, context }),
  }),
  'new-messages': template({
    data: newMessagesData,
    subject: newMessagesSubject,
    render: (data, context) => NewMessages({ data, context }),
  }),
  'saved-search-alert': template({
    data: savedSearchAlertData,
    subject: savedSearchAlertSubject,
    render: (data, context) => SavedSearchAlert({ data, context }),
  }),
};

export type MailTemplateName = keyof typeof mailTemplates;
export type MailData<N extends MailTemplateName> = z.infer<(typeof mailTemplates)[N]['data']>;
export type { MailContext };
