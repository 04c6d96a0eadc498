import 'server-only';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import type { AccessRequestStatus } from '@/lib/core/access-enums';
import { accessRequests, ideas, ideaWatches, users, type IdeaRow } from '@/models';

/** The idea's own columns (never the search vectors). */
export const ideaColumns = {
  id: ideas.id,
  title: ideas.title,
  category: ideas.category,
  type: ideas.type,
  problemDescription: ideas.problemDescription,
  solutionDescription: ideas.solutionDescription,
  protectionStatus: ideas.protectionStatus,
  requireNDA: ideas.requireNDA,
  desiredPrice: ideas.desiredPrice,
  contactPreference: ideas.contactPreference,
  additionalNotes: ideas.additionalNotes,
  photos: ideas.photos,
  creatorId: ideas.creatorId,
  reviewStatus: ideas.reviewStatus,
  reviewReason: ideas.reviewReason,
  reviewedAt: ideas.reviewedAt,
  hiddenAt: ideas.hiddenAt,
  hiddenReason: ideas.hiddenReason,
  archivedAt: ideas.archivedAt,
  teaser: ideas.teaser,
  creatorSuspended: ideas.creatorSuspended,
  createdAt: ideas.createdAt,
  updatedAt: ideas.updatedAt,
};

/** What deciding whether an idea is listed, and for whom, needs of it (visibility.ts's ListingFields). */
export const listingColumns = {
  creatorId: ideas.creatorId,
  reviewStatus: ideas.reviewStatus,
  hiddenAt: ideas.hiddenAt,
  archivedAt: ideas.archivedAt,
  creatorSuspended: ideas.creatorSuspended,
};

/** What a save reads back: the idea's own columns, never its search vectors (long, and unused). */
export type SavedRow = { [K in keyof typeof ideaColumns]: IdeaRow[K] };

/** What a listener may do inside the transaction that saves an idea. */
export type ChangeWriter = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;
/** Told every saved row of a change of an idea's content, inside its transaction (the authorship receipts). */
export type IdeaSavedListener = (tx: ChangeWriter, idea: SavedRow) => Promise<void>;

/** The creator's current profile: one JOIN, never a query per idea. */
export const creatorColumns = {
  creatorDisplayName: users.displayName,
  creatorPhotoURL: users.photoURL,
  creatorEmail: users.email,
  creatorPhone: users.phone,
  creatorEmailVerifiedAt: users.emailVerifiedAt,
};

export const ideaRecordColumns = { ...ideaColumns, ...creatorColumns };

/**
 * `ideas.id` always table-qualified: Drizzle leaves columns unqualified in single-table queries,
 * where inside a subquery on access_requests a bare "id" would name the request's id.
 */
export const outerIdeaId = sql`${sql.identifier('ideas')}.${sql.identifier('id')}`;

/**
 * The status of `viewerId`'s latest access request to the idea of the row (null: none, or no
 * viewer). There is at most one open request per idea and requester, so the latest is the open one
 * when there is one.
 */
export const viewerRequest = (viewerId: string | Placeholder | SQL | undefined) =>
  (viewerId
    ? sql`(select ${accessRequests.status} from ${accessRequests} where ${accessRequests.ideaId} = ${outerIdeaId} and ${accessRequests.requesterId} = ${viewerId} order by ${accessRequests.createdAt} desc, ${accessRequests.id} desc limit 1)`
    : sql`null::text`
  ).mapWith((value: AccessRequestStatus | null) => value);

/** Whether `viewerId` saved the idea of the row to their watchlist (null without a viewer). */
export const viewerWatching = (viewerId: string | Placeholder | SQL | undefined) =>
  (viewerId
    ? sql`exists (select 1 from ${ideaWatches} where ${ideaWatches.ideaId} = ${outerIdeaId} and ${ideaWatches.userId} = ${viewerId})`
    : sql`null::boolean`
  ).mapWith((value: boolean | null) => value);

export const selectRecords = (viewerId: string | Placeholder | undefined) =>
  getDb()
    .select({
      ...ideaRecordColumns,
      viewerRequest: viewerRequest(viewerId),
      viewerWatching: viewerWatching(viewerId),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId));
