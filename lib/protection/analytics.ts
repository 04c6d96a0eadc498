import 'server-only';
import { createHmac } from 'node:crypto';
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { ACCESS_REQUEST_STATUSES, type AccessRequestStatus } from '@/lib/core/access-enums';
import { ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { isId } from '@/lib/core/ids';
import { getDb, resultRows } from '@/lib/db';
import { canOpenIdea, IDEA_MESSAGES, listingColumns } from '@/lib/ideas';
import { authSecret } from '@/lib/platform/security';
import {
  STATS_DAYS,
  type IdeaStats,
  type IdeaStatsDay,
  type IdeaStatsTotals,
} from '@/lib/validation/idea-stats';
import {
  accessRequests,
  conversations,
  ideaPageViews,
  ideas,
  ideaWatches,
  messages,
  type Viewer,
} from '@/models';

/**
 * Seller analytics (the listing's data room): visits of an idea's public page, saves, access
 * requests and messages, per UTC day over the last 30 days, for the idea's creator only.
 */

export const STATS_MESSAGES = {
  creatorOnly: 'Only the idea’s creator can see its statistics',
} as const;

/** Where a visit came from; neither value is ever stored. */
export interface Visit {
  ip: string;
  userAgent: string;
}

/** The UTC day of `at`, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The visitor of a day: an HMAC of their address and browser under a key that changes every UTC
 * day, so a visit counts once a day, the address cannot be read back, and one day's visitors
 * cannot be matched with another's.
 */
export function pageVisitor({ ip, userAgent }: Visit, day: string): string {
  const dayKey = createHmac('sha256', authSecret()).update(`idea-page-views:${day}`).digest();
  return createHmac('sha256', dayKey).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

/**
 * Counts a visit of the idea's public page: once per visitor and day, and only while the idea is
 * listed; its creator's own visits are not counted. An idea the viewer may not open is not found.
 */
export async function recordPageView(ideaId: string, visit: Visit, viewer: Viewer | null): Promise<void> {
  if (!isId(ideaId)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  const db = getDb();
  const [idea] = await db
    .select(listingColumns)
    .from(ideas)
    .where(eq(ideas.id, ideaId.toLowerCase()))
    .limit(1);
  if (!idea || !canOpenIdea(idea, viewer)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  const listed = canOpenIdea(idea, null);
  if (!listed || viewer?.id === idea.creatorId) return;
  const day = utcDay(new Date());
  await db
    .insert(ideaPageViews)
    .values({ ideaId: ideaId.toLowerCase(), day, visitor: pageVisitor(visit, day) })
    .onConflictDoNothing();
}

/** The period's days, oldest first, ending today (UTC). */
export function periodDays(now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: STATS_DAYS }, (_, i) =>
    utcDay(new Date(today - (STATS_DAYS - 1 - i) * 86_400_000)),
  );
}

export const emptyTotals = (): IdeaStatsTotals => ({
  views: 0,
  saves: 0,
  savedBy: 0,
  requests: Object.fromEntries(ACCESS_REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    AccessRequestStatus,
    number
  >,
  messages: 0,
});

type Kind = 'idea' | 'views' | 'saves' | 'savedBy' | 'requests' | 'messages';

interface ActivityRow {
  ideaId: string;
  day: string | null;
  kind: Kind;
  status: AccessRequestStatus | null;
  n: number;
}

const dayOf = (column: Column, byDay: boolean): SQL =>
  byDay ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')` : sql`null::text`;

/**
 * The activity of the ideas in `scope` since the period's first day, in one statement: counts per
 * idea, kind (and request state), and per day when `byDay`. Each idea in scope has an `idea` row,
 * and `savedBy` counts today's saves whenever they were made. Messages are those written to the
 * creator (not their own replies).
 */
async function activity(scope: SQL, from: string, byDay: boolean): Promise<ActivityRow[]> {
  const since = sql`${`${from}T00:00:00.000Z`}::timestamptz`;
  const viewDay = byDay ? sql`to_char(${ideaPageViews.day}, 'YYYY-MM-DD')` : sql`null::text`;
  const result = await getDb().execute(sql`
    select a.idea_id as "ideaId", a.day, a.kind, a.status, count(*)::int as n from (
      select ${ideas.id} as idea_id, null::text as day, 'idea' as kind, null::text as status
        from ${ideas} where ${scope}
      union all
      select ${ideaPageViews.ideaId}, ${viewDay}, 'views', null
        from ${ideaPageViews} join ${ideas} on ${ideas.id} = ${ideaPageViews.ideaId}
        where ${scope} and ${ideaPageViews.day} >= ${from}::date
      union all
      select ${ideaWatches.ideaId}, ${dayOf(ideaWatches.createdAt, byDay)}, 'saves', null
        from ${ideaWatches} join ${ideas} on ${ideas.id} = ${ideaWatches.ideaId}
        where ${scope} and ${ideaWatches.createdAt} >= ${since}
      union all
      select ${ideaWatches.ideaId}, null, 'savedBy', null
        from ${ideaWatches} join ${ideas} on ${ideas.id} = ${ideaWatches.ideaId}
        where ${scope}
      union all
      select ${accessRequests.ideaId}, ${dayOf(accessRequests.createdAt, byDay)}, 'requests', ${accessRequests.status}
        from ${accessRequests} join ${ideas} on ${ideas.id} = ${accessRequests.ideaId}
        where ${scope} and ${accessRequests.createdAt} >= ${since}
      union all
      select ${conversations.ideaId}, ${dayOf(messages.createdAt, byDay)}, 'messages', null
        from ${messages}
        join ${conversations} on ${conversations.id} = ${messages.conversationId}
        join ${ideas} on ${ideas.id} = ${conversations.ideaId}
        where ${scope} and ${messages.createdAt} >= ${since}
          and ${messages.senderId} is distinct from ${conversations.creatorId}
    ) a
    group by a.idea_id, a.day, a.kind, a.status
  `);
  return resultRows<ActivityRow>(result).map((row) => ({ ...row, n: Number(row.n) }));
}

/** Adds one activity row to an idea's totals. */
function addTo(totals: IdeaStatsTotals, { kind, status, n }: ActivityRow): void {
  if (kind === 'requests' && status) totals.requests[status] += n;
  else if (kind !== 'idea' && kind !== 'requests') totals[kind] += n;
}

/** The idea's analytics for its creator: the last 30 UTC days, every day present, oldest first. */
export async function ideaStats(ideaId: string, viewer: Viewer): Promise<IdeaStats> {
  if (!isId(ideaId)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  const id = ideaId.toLowerCase();
  const [idea] = await getDb()
    .select({ creatorId: ideas.creatorId })
    .from(ideas)
    .where(eq(ideas.id, id))
    .limit(1);
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (idea.creatorId !== viewer.id) throw new ForbiddenError(STATS_MESSAGES.creatorOnly);
  const dates = periodDays();
  const from = dates[0]!;
  const days = new Map<string, IdeaStatsDay>(
    dates.map((date) => [date, { date, views: 0, saves: 0, requests: 0, messages: 0 }]),
  );
  const totals = emptyTotals();
  for (const row of await activity(eq(ideas.id, id), from, true)) {
    addTo(totals, row);
    const day = row.day ? days.get(row.day) : undefined;
    if (day && row.kind !== 'idea' && row.kind !== 'savedBy') day[row.kind] += row.n;
  }
  return { from, to: dates[dates.length - 1]!, days: [...days.values()], totals };
}

/** The 30-day totals of each of the viewer's own ideas (My Ideas), by idea id, in one statement. */
export async function myIdeasStats(viewer: Pick<Viewer, 'id'>): Promise<Map<string, IdeaStatsTotals>> {
  const stats = new Map<string, IdeaStatsTotals>();
  for (const row of await activity(eq(ideas.creatorId, viewer.id), periodDays()[0]!, false)) {
    let totals = stats.get(row.ideaId);
    if (!totals) stats.set(row.ideaId, (totals = emptyTotals()));
    addTo(totals, row);
  }
  return stats;
}
