import { z } from 'zod';
import { ActionButton, MailLayout, Paragraph, Small, type MailContext } from './layout';

/** New ideas found by a member's saved search: at once (instant) or as the day's digest. */

export const savedSearchAlertData = z.object({
  displayName: z.string(),
  searchName: z.string(),
  daily: z.boolean(),
  /** Ideas announced by this mail (those shown may be fewer). */
  total: z.int().min(1),
  /** Public fields only: never an idea's problem or solution texts. */
  ideas: z
    .array(z.object({ title: z.string(), category: z.string(), price: z.string(), url: z.url() }))
    .min(1),
  searchUrl: z.url(),
  manageUrl: z.url(),
});

type SavedSearchAlertData = z.infer<typeof savedSearchAlertData>;

export const savedSearchAlertSubject = (data: SavedSearchAlertData) =>
  data.total === 1
    ? `New idea for “${data.searchName}”: ${data.ideas[0]?.title ?? ''}`
    : `${data.total} new ideas for “${data.searchName}”`;

export function SavedSearchAlert({ data, context }: { data: SavedSearchAlertData; context: MailContext }) {
  const subject = savedSearchAlertSubject(data);
  return (
    <MailLayout preview={subject} heading={subject} context={context}>
      <Paragraph>Hi {data.displayName},</Paragraph>
      <Paragraph>
        {data.daily ? 'Today' : 'Just now'} {data.total === 1 ? 'an idea was' : `${data.total} ideas were`}{' '}
        published that your saved search “{data.searchName}” finds:
      </Paragraph>
      {data.ideas.map((idea) => (
        <Paragraph key={idea.url}>
          <a href={idea.url}>
            <strong>{idea.title}</strong>
          </a>
          <br />
          {idea.category} · {idea.price}
        </Paragraph>
      ))}
      <ActionButton href={data.searchUrl}>See all results</ActionButton>
      <Small>
        Change or stop these alerts on your saved searches page: {data.manageUrl} — or with the unsubscribe
        link below.
      </Small>
    </MailLayout>
  );
}
