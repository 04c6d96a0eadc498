import 'server-only';
import { and, eq } from 'drizzle-orm';
import { limitAttempt } from '@/lib/platform/rate-limit';
import { getDb, isUniqueViolation } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { canOpenIdea } from '@/lib/ideas';
import {
  MODERATION_MESSAGES,
  type ReportReason,
  type ReportTargetType,
  type ReportData,
} from '@/lib/validation/moderation';
import { conversations, ideas, messages, reports, users, type Viewer } from '@/models';

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
  viewer: Viewer,
  data: ReportData,
  { ip }: { ip: string },
): Promise<CreatedReport> {
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
