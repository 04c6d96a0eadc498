import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { IdeaChange, IdeaChangeListener } from '@/lib/ideas';
import { announceNotifications, notify } from '@/lib/notifications';
import { ideaWatches } from '@/models';

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

/** One sentence per change of a saved idea, as the notification and the mail's subject say it. */
export function watchNotice({ idea, price, requireNDA, deleted, archived }: IdeaChange): string {
  const title = `“${idea.title}”`;
  if (deleted) return `${title}, an idea you saved, was deleted by its creator.`;
  if (archived === true)
    return `${title}, an idea you saved, was withdrawn by its creator: it is no longer listed.`;
  if (archived === false) return `${title}, an idea you saved, is listed again.`;
  const parts: string[] = [];
  if (price) parts.push(`its price changed from ${dollars(price.from)} to ${dollars(price.to)}`);
  if (requireNDA === true) parts.push('it now requires an NDA');
  if (requireNDA === false) parts.push('it no longer requires an NDA');
  const said = parts.join(' and ');
  return `${title}, an idea you saved: ${said}.`;
}

/**
 * Tells everyone who saved the idea (but its creator) what changed: in the app and by mail, as
 * their notification settings say (topic `watched-ideas`), in the transaction of the change.
 * `announce()`, after the change committed, updates their open pages' unread counts.
 */
export function watcherNotices(): { listener: IdeaChangeListener; announce: () => Promise<void> } {
  const told: string[] = [];
  const listener: IdeaChangeListener = async (tx, change) => {
    const watchers = await tx
      .select({ userId: ideaWatches.userId })
      .from(ideaWatches)
      .where(and(eq(ideaWatches.ideaId, change.idea.id), ne(ideaWatches.userId, change.idea.creatorId)));
    const text = watchNotice(change);
    // What is gone (deleted, withdrawn) is no page to open: the saved ideas are.
    const gone = change.deleted || change.archived === true;
    for (const { userId } of watchers) {
      await notify(tx, {
        userId,
        type: 'watched-ideas',
        text,
        link: gone ? '/saved' : `/ideas/${change.idea.id}`,
        emailAction: gone ? 'See your saved ideas' : 'See the idea',
        data: { ideaId: change.idea.id },
      });
      told.push(userId);
    }
  };
  return { listener, announce: () => announceNotifications(told) };
}
