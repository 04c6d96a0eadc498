import { z } from 'zod';
import { ActionButton, MailLayout, Paragraph, Small, type MailContext } from './layout';

/** The account mails: their data, subject and body. */

export const verifyEmailData = z.object({ displayName: z.string(), url: z.url() });

export function VerifyEmail({
  data,
  context,
}: {
  data: z.infer<typeof verifyEmailData>;
  context: MailContext;
}) {
  return (
    <MailLayout preview="Confirm your email address" heading="Confirm your email address" context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        Please confirm that this is your email address. Verified members get a &lsquo;Verified&rsquo; badge on
        their profile and ideas, so buyers and creators know they can reach you.
      </Paragraph>
      <ActionButton href={data.url}>Verify my email</ActionButton>
      <Small>
        The link works once and expires in 24 hours. If you did not create an account, ignore this message.
      </Small>
    </MailLayout>
  );
}

export const resetPasswordData = z.object({ displayName: z.string(), url: z.url() });

export function ResetPassword({
  data,
  context,
}: {
  data: z.infer<typeof resetPasswordData>;
  context: MailContext;
}) {
  return (
    <MailLayout preview="Reset your password" heading="Reset your password" context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. If it was you, choose a new one:
      </Paragraph>
      <ActionButton href={data.url}>Choose a new password</ActionButton>
      <Small>
        The link works once and expires in 1 hour. Setting a new password signs you out everywhere else. If
        you did not ask for this, ignore this message: your password stays as it is.
      </Small>
    </MailLayout>
  );
}

export const passwordChangedData = z.object({ displayName: z.string(), resetUrl: z.url() });

export function PasswordChanged({
  data,
  context,
}: {
  data: z.infer<typeof passwordChangedData>;
  context: MailContext;
}) {
  return (
    <MailLayout preview="Your password was changed" heading="Your password was changed" context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        The password of your account was just changed, and every other session and personal access token of
        the account was ended.
      </Paragraph>
      <Paragraph>If this was not you, reset your password now:</Paragraph>
      <ActionButton href={data.resetUrl}>Reset my password</ActionButton>
    </MailLayout>
  );
}

export const accountDeletedData = z.object({ displayName: z.string() });

export function AccountDeleted({
  data,
  context,
}: {
  data: z.infer<typeof accountDeletedData>;
  context: MailContext;
}) {
  return (
    <MailLayout preview="Your account was deleted" heading="Your account was deleted" context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        Your account, your profile, your ideas and your files were deleted as you asked. Messages you sent
        stay with their recipients, shown as from a &lsquo;Deleted user&rsquo;.
      </Paragraph>
      <Paragraph>Thank you for having been part of the marketplace.</Paragraph>
    </MailLayout>
  );
}

export const notificationData = z.object({
  displayName: z.string(),
  text: z.string(),
  url: z.url(),
  action: z.string(),
});

/** One notification by mail: what happened and where to see it. */
export function NotificationMail({
  data,
  context,
}: {
  data: z.infer<typeof notificationData>;
  context: MailContext;
}) {
  return (
    <MailLayout preview={data.text} heading={data.text} context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>{data.text}</Paragraph>
      <ActionButton href={data.url}>{data.action}</ActionButton>
    </MailLayout>
  );
}

export const confirmEmailChangeData = z.object({ displayName: z.string(), url: z.url() });

/** To the NEW address: the address becomes the account's only when this link is used. */
export function ConfirmEmailChange({
  data,
  context,
}: {
  data: z.infer<typeof confirmEmailChangeData>;
  context: MailContext;
}) {
  return (
    <MailLayout
      preview="Confirm your new email address"
      heading="Confirm your new email address"
      context={context}
    >
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        You asked to use this address for your account. Confirm it, and it becomes the address you sign in
        with and receive our mail at:
      </Paragraph>
      <ActionButton href={data.url}>Confirm my new email</ActionButton>
      <Small>
        The link works once and expires in 24 hours. Until it is used, your account keeps its current address.
        If you did not ask for this, ignore this message.
      </Small>
    </MailLayout>
  );
}

export const emailChangeRequestedData = z.object({
  displayName: z.string(),
  newEmail: z.string(),
  resetUrl: z.url(),
});

/** To the OLD address, when a change is asked for: the owner hears of it before anything changes. */
export function EmailChangeRequested({
  data,
  context,
}: {
  data: z.infer<typeof emailChangeRequestedData>;
  context: MailContext;
}) {
  return (
    <MailLayout
      preview="Your email address is being changed"
      heading="Your email address is being changed"
      context={context}
    >
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        Your email address is being changed to {data.newEmail}. The change happens only when the link we sent
        to that address is opened.
      </Paragraph>
      <Paragraph>
        If this was not you, do not open any link sent to {data.newEmail}, and reset your password now: this
        address keeps working until the change is confirmed.
      </Paragraph>
      <ActionButton href={data.resetUrl}>Reset my password</ActionButton>
    </MailLayout>
  );
}
