import { z } from 'zod';
import { ActionButton, MailLayout, Paragraph, Small, type MailContext } from './layout';

/** The digest of new messages for a member who was offline when they arrived. */

export const newMessagesData = z.object({
  displayName: z.string(),
  /** Unread messages counted in this digest. */
  total: z.int().min(1),
  /** The inbox. */
  url: z.url(),
  threads: z
    .array(
      z.object({
        ideaTitle: z.string(),
        from: z.string(),
        count: z.int().min(1),
        /** The newest message's first characters, as plain text. */
        preview: z.string(),
        url: z.url(),
      }),
    )
    .min(1),
});

type NewMessagesData = z.infer<typeof newMessagesData>;

export const newMessagesSubject = (data: NewMessagesData) =>
  data.total === 1 ? 'You have a new message' : `You have ${data.total} new messages`;

export function NewMessages({ data, context }: { data: NewMessagesData; context: MailContext }) {
  const subject = newMessagesSubject(data);
  return (
    <MailLayout preview={subject} heading={subject} context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>While you were away, members wrote to you about these ideas:</Paragraph>
      {data.threads.map((thread) => (
        <Paragraph key={thread.url}>
          <strong>{thread.ideaTitle}</strong> — {thread.from}
          {thread.count > 1 ? ` (${thread.count} messages)` : ''}:
          <br />
          &ldquo;{thread.preview}&rdquo;
        </Paragraph>
      ))}
      <ActionButton href={data.url}>Read and reply</ActionButton>
      <Small>
        We send at most one of these every 15 minutes, only while you are not on the site. Turn them off with
        the unsubscribe link below.
      </Small>
    </MailLayout>
  );
}
