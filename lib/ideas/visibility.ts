import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { ideas, isAdmin, type IdeaRow, type Viewer } from '@/models';

/**
 * Which ideas anyone may find. An idea is listed when it passed review (`approved`: at once under
 * MODERATION=post), no admin hid it and its creator is not suspended. Unlisted ideas exist only
 * for their creator (who sees why on their own pages) and for admins (on the idea page and in
 * /admin): every list, search, count, sitemap, page, photo and deal-room call asks this module.
 */

/** SQL: the idea is listed. */
export const listedIdea: SQL = sql`(${ideas.reviewStatus} = 'approved' and ${ideas.hiddenAt} is null and not ${ideas.creatorSuspended})`;

/** SQL: `viewer` finds the idea in lists and searches: it is listed, or theirs. */
export function listedFor(viewer: Pick<Viewer, 'id'> | null): SQL {
  return viewer ? sql`(${listedIdea} or ${ideas.creatorId} = ${viewer.id})` : listedIdea;
}

export type ListingFields = Pick<IdeaRow, 'reviewStatus' | 'hiddenAt' | 'creatorSuspended' | 'creatorId'>;

export const isListed = (idea: ListingFields): boolean =>
  idea.reviewStatus === 'approved' && idea.hiddenAt === null && !idea.creatorSuspended;

/** Whether `viewer` may open the idea at all: listed, theirs, or they are an admin. */
export function canOpenIdea(idea: ListingFields, viewer: Pick<Viewer, 'id' | 'user'> | null): boolean {
  return isListed(idea) || (viewer !== null && (viewer.id === idea.creatorId || isAdmin(viewer)));
}
