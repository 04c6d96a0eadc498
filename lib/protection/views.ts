import 'server-only';
import { and, asc, desc, eq, inArray, max, min, sql, sum } from 'drizzle-orm';
import { ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { getDb } from '@/lib/db';
import type { IdeaViewDTO, ViewSummaryDTO } from '@/lib/validation/idea-views';
import { ideas, ideaViews, users, type IdeaViewSurface, type Viewer } from '@/models';

/**
 * The view log (DESIGN.md section 14): reads of a gated idea's full content by anyone but its
 * creator, one row per viewer, idea, surface and hour counting the reads of that hour.
 */

export const VIEW_LOG_MESSAGES = {
  notFound: 'Idea not found',
  creatorOnly: 'Only the idea’s creator can see who read it',
} as const;

export interface IdeaViewRead {
  ideaId: string;
  viewerId: string;
  surface: IdeaViewSurface;
}

/** Counts one read: the hour's row of this viewer, idea and surface is made or counted up. */
export async function recordIdeaView({ ideaId, viewerId, surface }: IdeaViewRead): Promise<void> {
  const now = sql`now()`;
  await getDb()
    .insert(ideaViews)
    .values({ ideaId, viewerId, surface, hour: sql`date_trunc('hour', now())`, firstAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: [ideaViews.ideaId, ideaViews.viewerId, ideaViews.surface, ideaViews.hour],
      set: { count: sql`${ideaViews.count} + 1`, lastAt: now },
    });
}

/** What a read needs to know of the idea as it was shaped for the reader (an IdeaDTO fits). */
export interface ReadIdea {
  _id: string;
  creator: string;
  requireNDA: boolean;
  ndaLocked: boolean;
}

/**
 * Logs a read of `idea` by `viewer` when it gave them the gated content: an NDA-gated idea shaped
 * unlocked for someone other than its creator. Open ideas, locked replies and the creator's own
 * reads are not logged.
 */
export async function recordGatedRead(
  idea: ReadIdea,
  viewer: Pick<Viewer, 'id'> | null,
  surface: IdeaViewSurface,
): Promise<void> {
  if (!viewer || !idea.requireNDA || idea.ndaLocked || viewer.id === idea.creator) return;
  await recordIdeaView({ ideaId: idea._id, viewerId: viewer.id, surface });
}

/** The idea's view log for its creator: per viewer and surface, the hours summed, latest first. */
export async function ideaViewLog(ideaId: string, viewer: Viewer): Promise<IdeaViewDTO[]> {
  const db = getDb();
  const [idea] = await db
    .select({ creatorId: ideas.creatorId })
    .from(ideas)
    .where(eq(ideas.id, ideaId))
    .limit(1);
  if (!idea) throw new NotFoundError(VIEW_LOG_MESSAGES.notFound);
  if (idea.creatorId !== viewer.id) throw new ForbiddenError(VIEW_LOG_MESSAGES.creatorOnly);
  const lastAt = max(ideaViews.lastAt);
  const rows = await db
    .select({
      viewerId: ideaViews.viewerId,
      displayName: users.displayName,
      surface: ideaViews.surface,
      firstAt: min(ideaViews.firstAt),
      lastAt,
      count: sum(ideaViews.count).mapWith(Number),
    })
    .from(ideaViews)
    .innerJoin(users, eq(users.id, ideaViews.viewerId))
    .where(eq(ideaViews.ideaId, ideaId))
    .groupBy(ideaViews.viewerId, users.displayName, ideaViews.surface)
    .orderBy(desc(lastAt), asc(ideaViews.viewerId), asc(ideaViews.surface));
  return rows.map((row) => ({
    viewer: { _id: row.viewerId, displayName: row.displayName },
    surface: row.surface,
    firstAt: iso(row.firstAt),
    lastAt: iso(row.lastAt),
    count: row.count,
  }));
}

const CSV_COLUMNS = ['viewer_id', 'viewer_name', 'surface', 'first_at', 'last_at', 'count'] as const;

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
function csvField(value: string | number): string {
  let text = String(value);
  // Spreadsheets run a cell starting with = + - @ as a formula: a display name must not.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The view log as CSV text, a header row first. */
export function viewLogCsv(views: IdeaViewDTO[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...views.map((view) =>
      [view.viewer._id, view.viewer.displayName, view.surface, view.firstAt, view.lastAt, view.count]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Key of a requester's summary on one idea. */
export const viewKey = (ideaId: string, viewerId: string) => `${ideaId}:${viewerId}`;

/**
 * Each requester's reads of the creator's idea, every surface together (the deals screen), keyed
 * by `viewKey`. Pairs on ideas the creator does not own are left out.
 */
export async function requesterViewSummaries(
  creator: Pick<Viewer, 'id'>,
  pairs: readonly { ideaId: string; viewerId: string }[],
): Promise<Record<string, ViewSummaryDTO>> {
  if (!pairs.length) return {};
  const ideaIds = [...new Set(pairs.map((pair) => pair.ideaId))];
  const viewerIds = [...new Set(pairs.map((pair) => pair.viewerId))];
  const rows = await getDb()
    .select({
      ideaId: ideaViews.ideaId,
      viewerId: ideaViews.viewerId,
      firstAt: min(ideaViews.firstAt),
      lastAt: max(ideaViews.lastAt),
      count: sum(ideaViews.count).mapWith(Number),
    })
    .from(ideaViews)
    .innerJoin(ideas, eq(ideas.id, ideaViews.ideaId))
    .where(
      and(
        eq(ideas.creatorId, creator.id),
        inArray(ideaViews.ideaId, ideaIds),
        inArray(ideaViews.viewerId, viewerIds),
      ),
    )
    .groupBy(ideaViews.ideaId, ideaViews.viewerId);
  const wanted = new Set(pairs.map((pair) => viewKey(pair.ideaId, pair.viewerId)));
  const summaries: Record<string, ViewSummaryDTO> = {};
  for (const row of rows) {
    const key = viewKey(row.ideaId, row.viewerId);
    if (wanted.has(key))
      summaries[key] = { firstAt: iso(row.firstAt), lastAt: iso(row.lastAt), count: row.count };
  }
  return summaries;
}

/** A member's own reads of gated ideas (their data export), per idea, surface and hour. */
export async function viewsByViewer(viewerId: string) {
  const rows = await getDb()
    .select()
    .from(ideaViews)
    .where(eq(ideaViews.viewerId, viewerId))
    .orderBy(desc(ideaViews.hour), asc(ideaViews.ideaId), asc(ideaViews.surface));
  return rows.map((row) => ({
    ideaId: row.ideaId,
    surface: row.surface,
    hour: row.hour.toISOString(),
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
    count: row.count,
  }));
}

export interface ViewTotals {
  viewers: number;
  reads: number;
  lastAt: string | null;
}

/** Each idea's view log in short (admins reviewing reports on them), in one query; ideas never read get zeros. */
export async function ideaViewTotals(ideaIds: readonly string[]): Promise<Record<string, ViewTotals>> {
  const totals: Record<string, ViewTotals> = Object.fromEntries(
    ideaIds.map((id) => [id, { viewers: 0, reads: 0, lastAt: null }]),
  );
  if (!ideaIds.length) return totals;
  const rows = await getDb()
    .select({
      ideaId: ideaViews.ideaId,
      viewers: sql<number>`count(distinct ${ideaViews.viewerId})`.mapWith(Number),
      reads: sum(ideaViews.count).mapWith(Number),
      lastAt: max(ideaViews.lastAt),
    })
    .from(ideaViews)
    .where(inArray(ideaViews.ideaId, [...ideaIds]))
    .groupBy(ideaViews.ideaId);
  for (const row of rows)
    totals[row.ideaId] = {
      viewers: row.viewers,
      reads: row.reads,
      lastAt: row.lastAt ? iso(row.lastAt) : null,
    };
  return totals;
}

/** min()/max() of timestamps come back as Date (or a string on some drivers). */
function iso(value: Date | string | null): string {
  return value === null ? new Date(0).toISOString() : new Date(value).toISOString();
}

/** What the deals screen knows of an access request. */
interface ListedRequest {
  _id: string;
  ideaId: string;
  status: string;
  requester: { _id: string };
}

/**
 * Request id → its requester's reads of the idea (null: none yet), for the creator's approved
 * (and since revoked) requests; other requests are left out (their requesters read nothing).
 */
export async function requestViewSummaries(
  creator: Pick<Viewer, 'id'>,
  requests: readonly ListedRequest[],
): Promise<Record<string, ViewSummaryDTO | null>> {
  const granted = requests.filter((request) => request.status === 'approved' || request.status === 'revoked');
  const summaries = await requesterViewSummaries(
    creator,
    granted.map((request) => ({ ideaId: request.ideaId, viewerId: request.requester._id })),
  );
  return Object.fromEntries(
    granted.map((request) => [
      request._id,
      summaries[viewKey(request.ideaId, request.requester._id)] ?? null,
    ]),
  );
}
