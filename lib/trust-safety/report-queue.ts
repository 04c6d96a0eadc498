import 'server-only';
import { count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { InvalidError } from '@/lib/core/errors';
import {
  REPORT_REASONS,
  reportQueueQuerySchema,
  type ReportQueueItem,
  type ReportReason,
  type ReportTargetType,
} from '@/lib/validation/moderation';
import { conversations, ideas, messages, reports, users } from '@/models';
import { ideaViewTotals } from '@/lib/protection';

export const REPORT_QUEUE_PAGE_SIZE = 20;

const asArray = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/** What the queue shows of each reported item, looked up once per kind. */
async function previews(groups: { targetType: ReportTargetType; targetId: string }[]) {
  const idsOf = (type: ReportTargetType) =>
    groups.filter((g) => g.targetType === type).map((g) => g.targetId);
  const db = getDb();
  const ideaIds = idsOf('idea');
  const userIds = idsOf('user');
  const messageIds = idsOf('message');
  const [ideaRows, userRows, messageRows, viewTotals] = await Promise.all([
    ideaIds.length
      ? db
          .select({
            id: ideas.id,
            title: ideas.title,
            hiddenAt: ideas.hiddenAt,
            ownerId: users.id,
            ownerName: users.displayName,
          })
          .from(ideas)
          .innerJoin(users, eq(users.id, ideas.creatorId))
          .where(inArray(ideas.id, ideaIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, name: users.displayName, status: users.status })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    messageIds.length
      ? db
          .select({
            id: messages.id,
            body: messages.body,
            senderId: messages.senderId,
            ideaId: conversations.ideaId,
            creatorId: conversations.creatorId,
            participantId: conversations.participantId,
          })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(inArray(messages.id, messageIds))
      : [],
    ideaViewTotals(ideaIds),
  ]);
  const partyIds = messageRows.flatMap((m) => [m.creatorId, m.participantId, m.senderId]);
  const parties = partyIds.some(Boolean)
    ? await db
        .select({ id: users.id, name: users.displayName, status: users.status })
        .from(users)
        .where(
          inArray(
            users.id,
            partyIds.filter((id): id is string => id !== null),
          ),
        )
    : [];
  const partyOf = (id: string | null) => {
    const user = id ? parties.find((p) => p.id === id) : undefined;
    return { _id: user?.id ?? null, displayName: user?.name ?? 'Deleted user' };
  };
  return (type: ReportTargetType, id: string) => {
    if (type === 'idea') {
      const idea = ideaRows.find((row) => row.id === id);
      return {
        preview: idea?.title ?? null,
        owner: idea ? { _id: idea.ownerId, displayName: idea.ownerName } : null,
        recipient: null,
        ideaId: idea?.id ?? null,
        actioned: idea?.hiddenAt != null,
        // Who read its gated content: context for a report of a leak or of copying.
        viewLog: idea ? (viewTotals[id] ?? null) : null,
      };
    }
    if (type === 'user') {
      const user = userRows.find((row) => row.id === id);
      return {
        preview: user?.name ?? null,
        owner: user ? { _id: user.id, displayName: user.name } : null,
        recipient: null,
        ideaId: null,
        actioned: user?.status === 'suspended',
        viewLog: null,
      };
    }
    const message = messageRows.find((row) => row.id === id);
    if (!message)
      return { preview: null, owner: null, recipient: null, ideaId: null, actioned: false, viewLog: null };
    const recipientId = message.senderId === message.creatorId ? message.participantId : message.creatorId;
    return {
      preview: message.body,
      owner: partyOf(message.senderId),
      recipient: partyOf(recipientId),
      ideaId: message.ideaId,
      actioned: parties.find((p) => p.id === message.senderId)?.status === 'suspended',
      viewLog: null,
    };
  };
}

export type ReportQueuePage = {
  items: ReportQueueItem[];
  page: number;
  totalPages: number;
  total: number;
};

/**
 * The admin's queue: reports grouped per item, newest first. Open: every open report of the item
 * in one group. Closed: one group per decision (the reports it closed).
 */
export async function listReportQueue(query: unknown): Promise<ReportQueuePage> {
  const parsed = reportQueueQuerySchema.safeParse(query ?? {});
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const { status, page } = parsed.data;
  const open = status === 'open';
  const where = open ? eq(reports.status, 'open') : sql`${reports.status} <> 'open'`;
  const keys = open
    ? [reports.targetType, reports.targetId]
    : [reports.targetType, reports.targetId, reports.status, reports.resolution, reports.resolvedAt];
  const db = getDb();
  const grouped = db
    .select({ one: sql`1` })
    .from(reports)
    .where(where)
    .groupBy(...keys)
    .as('grouped');
  const [total] = await db.select({ n: count() }).from(grouped);
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      status: max(reports.status),
      resolution: max(reports.resolution),
      reportCount: count(),
      reasons: sql<unknown>`json_agg(${reports.reason})`,
      details: sql<unknown>`coalesce(json_agg(${reports.details}) filter (where ${reports.details} <> ''), '[]'::json)`,
      latestAt: max(reports.createdAt),
      resolvedAt: max(reports.resolvedAt),
    })
    .from(reports)
    .where(where)
    .groupBy(...keys)
    .orderBy(open ? desc(max(reports.createdAt)) : desc(max(reports.resolvedAt)), reports.targetId)
    .limit(REPORT_QUEUE_PAGE_SIZE)
    .offset((page - 1) * REPORT_QUEUE_PAGE_SIZE);
  const describe = await previews(rows);
  const items = rows.map((row): ReportQueueItem => {
    const reasons = asArray<ReportReason>(row.reasons);
    return {
      targetType: row.targetType,
      targetId: row.targetId,
      ...describe(row.targetType, row.targetId),
      reportCount: Number(row.reportCount),
      reasons: REPORT_REASONS.map((reason) => ({
        reason,
        count: reasons.filter((r) => r === reason).length,
      })).filter((r) => r.count > 0),
      details: asArray<string>(row.details),
      latestAt: new Date(row.latestAt ?? 0).toISOString(),
      status: (row.status ?? 'open') as ReportQueueItem['status'],
      resolution: row.resolution ?? null,
    };
  });
  const n = Number(total?.n ?? 0);
  return { items, page, total: n, totalPages: Math.max(1, Math.ceil(n / REPORT_QUEUE_PAGE_SIZE)) };
}
