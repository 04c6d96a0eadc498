import 'server-only';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { NotFoundError } from '@/lib/core/errors';
import { ideas, isAdmin, type IdeaRow, type Viewer } from '@/models';
import { IDEA_MESSAGES } from './messages';

/**
 * Which ideas anyone may find. An idea is listed when it passed review (`approved`: at once under
 * MODERATION=post), no admin hid it, its creator is not suspended and did not archive it. Unlisted
 * ideas exist only for their creator (who sees why on their own pages) and for admins (on the idea
 * page and in /admin): every list, search, count, sitemap, page, photo and deal-room call asks
 * this module. An idea its creator archived (withdrew) is the one unlisted idea whose page tells
 * others that it is 'No longer listed' rather than 'not found', and whose conversations and
 * access grants go on for their parties.
 */

/** SQL: moderation lets the idea be listed (approved, not hidden, creator not suspended). */
const clearedIdea: SQL = sql`${ideas.reviewStatus} = 'approved' and ${ideas.hiddenAt} is null and not ${ideas.creatorSuspended}`;

/** SQL: moderation keeps the idea from the list (what its `review` explains to its creator). */
export const heldBackIdea: SQL = sql`not (${clearedIdea})`;

/** SQL: the idea is listed. */
export const listedIdea: SQL = sql`(${clearedIdea} and ${ideas.archivedAt} is null)`;

/**
 * SQL: `viewer` finds the idea in lists and searches: it is listed, or theirs. Their id may be the
 * placeholder of a statement built once (list-filters.ts).
 */
export function listedFor(viewer: { id: string | Placeholder } | null): SQL {
  return viewer ? sql`(${listedIdea} or ${ideas.creatorId} = ${viewer.id})` : listedIdea;
}

export type ListingFields = Pick<
  IdeaRow,
  'reviewStatus' | 'hiddenAt' | 'archivedAt' | 'creatorSuspended' | 'creatorId'
>;

/** Moderation lets the idea be listed (`clearedIdea`); its creator may still have archived it. */
export const isCleared = (idea: Omit<ListingFields, 'archivedAt' | 'creatorId'>): boolean =>
  idea.reviewStatus === 'approved' && idea.hiddenAt === null && !idea.creatorSuspended;

export const isListed = (idea: ListingFields): boolean => isCleared(idea) && idea.archivedAt === null;

/**
 * Unlisted only because its creator archived it: others are told it is 'No longer listed', and
 * its existing threads and access grants go on. (Archived and hidden, say, is simply not found.)
 */
export const isWithdrawn = (idea: ListingFields): boolean => isCleared(idea) && idea.archivedAt !== null;

/** Whether `viewer` may open the idea at all: listed, theirs, or they are an admin. */
export function canOpenIdea(idea: ListingFields, viewer: Pick<Viewer, 'id' | 'user'> | null): boolean {
  return isListed(idea) || (viewer !== null && (viewer.id === idea.creatorId || isAdmin(viewer)));
}

/**
 * What the API answers anyone who may not open an archived idea: 404 'Idea not found', like a
 * hidden one; the idea's page tells the two apart ('No longer listed').
 */
export class IdeaArchivedError extends NotFoundError {
  constructor() {
    super(IDEA_MESSAGES.notFound);
  }
}
