import 'server-only';
import { and, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { requireAdmin } from '@/lib/admin/roles';
import { limitAttempt } from '@/lib/auth/rate-limit';
import { getDb, type Database } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { ConflictError, InvalidError, NotFoundError, UnauthorizedError } from '@/lib/core/errors';
import { canOpenIdea } from '@/lib/ideas/visibility';
import { notify } from '@/lib/notifications';
import {
  MODERATION_MESSAGES,
  REPORT_REASONS,
  reportInputSchema,
  reportQueueQuerySchema,
  type ReportQueueItem,
  type ReportReason,
  type ReportTargetType,
} from '@/lib/validation/moderation';
import { conversations, ideas, messages, reports, users, type Viewer } from '@/models';

export const REPORT_QUEUE_PAGE_SIZE = 20;

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The reported message with its thread's two sides, or null when it does not exist. */
async function findMessage(id: string) {
  if (!isId(id)) return null;
  const [row] = await getDb()
    .select({
      id: messages.id,
      senderId: messages.senderId,
      creatorId: conversations.creatorId,
      participantId: conversations.participantId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, id.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * The target, checked as the reporter sees it: an idea they can open and did not create, another
 * member, a message from the other side of one of their threads. 404 for what they cannot see.
 */
async function assertReportable(viewer: Viewer, type: ReportTargetType, id: string): Promise<string> {
  const key = id.toLowerCase();
  if (type === 'idea') {
    const [idea] = isId(id) ? await getDb().select().from(ideas).where(eq(ideas.id, key)).limit(1) : [];
    if (!idea || !canOpenIdea(idea, viewer)) throw new NotFoundError(MODERATION_MESSAGES.ideaNotFound);
    if (idea.creatorId === viewer.id) throw new InvalidError(MODERATION_MESSAGES.ownIdea);
    return key;
  }
  if (type === 'user') {
    const [user] = isId(id)
      ? await getDb().select({ id: users.id }).from(users).where(eq(users.id, key)).limit(1)
      : [];
    if (!user) throw new NotFoundError(MODERATION_MESSAGES.userNotFound);
    if (user.id === viewer.id) throw new InvalidError(MODERATION_MESSAGES.self);
    return key;
  }
  const message = await findMessage(id);
  if (!message || (message.creatorId !== viewer.id && message.participantId !== viewer.id))
    throw new NotFoundError(MODERATION_MESSAGES.messageNotFound);
  if (message.senderId === viewer.id) throw new InvalidError(MODERATION_MESSAGES.ownMessage);
  return key;
}

export interface CreatedReport {
  _id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  status: 'open';
  createdAt: string;
}

/**
 * A member reports an idea, a member or a message. One open report per item and reporter (409);
 * rate-limited per member and address (429).
 */
export async function createReport(
  viewer: Viewer | null,
  input: unknown,
  { ip }: { ip: string },
): Promise<CreatedReport> {
  if (!viewer) throw new UnauthorizedError(MODERATION_MESSAGES.signIn);
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InvalidError('The request body must be a JSON object');
  const parsed = reportInputSchema.safeParse(input);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const data = parsed.data;
  const targetId = await assertReportable(viewer, data.targetType, data.targetId);
  const open = and(
    eq(reports.targetType, data.targetType),
    eq(reports.targetId, targetId),
    eq(reports.reporterId, viewer.id),
    eq(reports.status, 'open'),
  );
  const [existing] = await getDb().select({ id: reports.id }).from(reports).where(open).limit(1);
  if (existing) throw new ConflictError(MODERATION_MESSAGES.duplicate);
  await limitAttempt('report', { ip, email: `user:${viewer.id}` });
  try {
    const [row] = await getDb()
      .insert(reports)
      .values({
        reporterId: viewer.id,
        targetType: data.targetType,
        targetId,
        reason: data.reason,
        details: data.details,
      })
      .returning();
    return {
      _id: row!.id,
      targetType: data.targetType,
      targetId,
      reason: data.reason,
      status: 'open',
      createdAt: row!.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MODERATION_MESSAGES.duplicate);
    throw error;
  }
}

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/** An item's open reports: of one target, or (a suspended member) of every message they sent. */
export type ReportScope = { targetType: ReportTargetType; targetId: string } | { messagesOf: string };

function scopeCondition(scope: ReportScope): SQL {
  if ('messagesOf' in scope)
    return and(
      eq(reports.targetType, 'message'),
      inArray(
        reports.targetId,
        getDb().select({ id: messages.id }).from(messages).where(eq(messages.senderId, scope.messagesOf)),
      ),
    )!;
  return and(eq(reports.targetType, scope.targetType), eq(reports.targetId, scope.targetId))!;
}

/**
 * Closes the open reports of `scope` as `actioned` or `dismissed` and tells each reporter the
 * outcome (in `writer`'s transaction). Returns the reporters, to announce after commit.
 */
export async function closeReports(
  writer: Writer,
  scope: ReportScope,
  outcome: {
    status: 'actioned' | 'dismissed';
    resolution: string;
    by: string;
    text: (about: string) => string;
  },
): Promise<string[]> {
  const closed = await writer
    .update(reports)
    .set({
      status: outcome.status,
      resolution: outcome.resolution,
      resolvedById: outcome.by,
      resolvedAt: new Date(),
    })
    .where(and(eq(reports.status, 'open'), scopeCondition(scope)))
    .returning({
      reporterId: reports.reporterId,
      targetType: reports.targetType,
      targetId: reports.targetId,
    });
  const told = new Set<string>();
  for (const report of closed) {
    if (!report.reporterId || told.has(report.reporterId)) continue;
    told.add(report.reporterId);
    const about = await describeTarget(writer, report.targetType, report.targetId);
    await notify(writer, {
      userId: report.reporterId,
      type: 'moderation',
      text: `Thanks for your report about ${about.label}: ${outcome.text(about.label)}`,
      link: about.link,
      emailAction: 'See your notifications',
    });
  }
  return [...told];
}

/** How a notification names a reported item, and where it points. */
async function describeTarget(
  reader: Pick<Database, 'select'>,
  type: ReportTargetType,
  id: string,
): Promise<{ label: string; link: string }> {
  if (type === 'idea') {
    const [idea] = await reader.select({ title: ideas.title }).from(ideas).where(eq(ideas.id, id));
    return { label: idea ? `“${idea.title}”` : 'an idea', link: '/notifications' };
  }
  if (type === 'user') {
    const [user] = await reader.select({ name: users.displayName }).from(users).where(eq(users.id, id));
    return { label: user ? user.name : 'a member', link: '/notifications' };
  }
  const [message] = await reader
    .select({ sender: users.displayName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id));
  return {
    label: message?.sender ? `the message from ${message.sender}` : 'a message',
    link: '/notifications',
  };
}

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
  const [ideaRows, userRows, messageRows] = await Promise.all([
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
      };
    }
    const message = messageRows.find((row) => row.id === id);
    if (!message) return { preview: null, owner: null, recipient: null, ideaId: null, actioned: false };
    const recipientId = message.senderId === message.creatorId ? message.participantId : message.creatorId;
    return {
      preview: message.body,
      owner: partyOf(message.senderId),
      recipient: partyOf(recipientId),
      ideaId: message.ideaId,
      actioned: parties.find((p) => p.id === message.senderId)?.status === 'suspended',
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
export async function listReportQueue(viewer: Viewer | null, query: unknown): Promise<ReportQueuePage> {
  requireAdmin(viewer);
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
