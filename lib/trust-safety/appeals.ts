import 'server-only';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/lib/platform/audit';
import { getDb, isUniqueViolation } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { announceNotifications, notify } from '@/lib/notifications';
import { MODERATION_MESSAGES } from '@/lib/validation/moderation';
import {
  APPEAL_MESSAGES,
  appealQuerySchema,
  type Appeal,
  type AppealAnswerInput,
  type AppealInput,
  type AppealQueuePage,
  type SuspensionAppealInput,
} from '@/lib/validation/appeals';
import { appeals, ideas, users, type AppealDecision, type AppealRow, type Viewer } from '@/models';
import { suspendedAccount } from '@/lib/identity';
import { enqueueMail } from '@/lib/platform/mail';
import { clearEmailAttempts, limitAttempt } from '@/lib/platform/rate-limit';
import { siteUrl } from '@/lib/core/config';
import { reinstateUser, restoreIdea } from './enforcement';
import { approveIdea } from './review';

/**
 * 'Ask for a review' (DESIGN.md section 9): the creator of a hidden or rejected idea, or a
 * suspended member, asks, once per decision, that an admin look at it again; the admin reverses it
 * (the idea is listed again, the member reinstated) or keeps it, and the member is told either way
 * with the admin's reply.
 */

export const APPEAL_PAGE_SIZE = 20;

interface IdeaDecision {
  decision: AppealDecision;
  decidedAt: Date;
  reason: string | null;
}

/** The decision that keeps an idea unlisted, if an admin took one: hidden wins over rejected. */
function decisionOn(idea: {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  reviewStatus: string;
  reviewedAt: Date | null;
  reviewReason: string | null;
}): IdeaDecision | null {
  if (idea.hiddenAt) return { decision: 'hide', decidedAt: idea.hiddenAt, reason: idea.hiddenReason };
  if (idea.reviewStatus === 'rejected' && idea.reviewedAt)
    return { decision: 'reject', decidedAt: idea.reviewedAt, reason: idea.reviewReason };
  return null;
}

const ideaDecisionColumns = {
  title: ideas.title,
  creatorId: ideas.creatorId,
  hiddenAt: ideas.hiddenAt,
  hiddenReason: ideas.hiddenReason,
  reviewStatus: ideas.reviewStatus,
  reviewedAt: ideas.reviewedAt,
  reviewReason: ideas.reviewReason,
};

function toAppeal(row: AppealRow, memberName: string, targetTitle: string | null): Appeal {
  return {
    _id: row.id,
    decision: row.decision,
    targetId: row.targetId,
    targetTitle,
    decidedAt: row.decidedAt.toISOString(),
    decisionReason: row.decisionReason,
    member: { _id: row.memberId, displayName: memberName },
    message: row.message,
    status: row.status,
    reply: row.reply,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The creator's own idea with the decision on it; 404 for anyone else (they cannot see it). */
async function ownIdea(viewer: Viewer, ideaId: string) {
  if (!isId(ideaId)) throw new NotFoundError(MODERATION_MESSAGES.ideaNotFound);
  const id = ideaId.toLowerCase();
  const [idea] = await getDb().select(ideaDecisionColumns).from(ideas).where(eq(ideas.id, id));
  if (!idea || idea.creatorId !== viewer.id) throw new NotFoundError(MODERATION_MESSAGES.ideaNotFound);
  return { id, idea, decision: decisionOn(idea) };
}

const sameDecision = (targetId: string, decision: IdeaDecision) =>
  and(
    eq(appeals.decision, decision.decision),
    eq(appeals.targetId, targetId),
    eq(appeals.decidedAt, decision.decidedAt),
  );

/** The creator's request about the decision now in force on their idea, or null. */
export async function currentIdeaAppeal(viewer: Viewer, ideaId: string): Promise<Appeal | null> {
  const { id, idea, decision } = await ownIdea(viewer, ideaId);
  if (!decision) return null;
  const [row] = await getDb().select().from(appeals).where(sameDecision(id, decision));
  return row ? toAppeal(row, viewer.displayName, idea.title) : null;
}

/** Asks an admin to look again at the hiding or rejection of the viewer's idea: once per decision (409). */
export async function askForIdeaReview(viewer: Viewer, ideaId: string, input: AppealInput): Promise<Appeal> {
  const { id, idea, decision } = await ownIdea(viewer, ideaId);
  if (!decision) throw new ConflictError(APPEAL_MESSAGES.nothingToReview);
  const row = await fileAppeal(viewer.id, id, decision, input.message);
  return toAppeal(row, viewer.displayName, idea.title);
}

/**
 * A suspended member (who cannot sign in) asks an admin to look again at the suspension, proving
 * the account with its email and password: once per suspension (409). Rate-limited as sign-in is.
 */
export async function askForSuspensionReview(input: SuspensionAppealInput, ip: string): Promise<Appeal> {
  await limitAttempt('sign-in', { ip, email: input.email });
  const member = await suspendedAccount(input.email, input.password);
  if (!member?.suspendedAt) throw new InvalidError(APPEAL_MESSAGES.notSuspended);
  await clearEmailAttempts('sign-in', input.email);
  const decision = {
    decision: 'suspend' as const,
    decidedAt: member.suspendedAt,
    reason: member.suspensionReason,
  };
  const row = await fileAppeal(member.id, member.id, decision, input.message);
  return toAppeal(row, member.displayName, member.displayName);
}

/** Records the request about one decision; a second one about it is refused (409). */
async function fileAppeal(memberId: string, targetId: string, decision: IdeaDecision, message: string) {
  const db = getDb();
  const [existing] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(sameDecision(targetId, decision));
  if (existing) throw new ConflictError(APPEAL_MESSAGES.duplicate);
  try {
    const [row] = await db
      .insert(appeals)
      .values({
        memberId,
        decision: decision.decision,
        targetId,
        decidedAt: decision.decidedAt,
        decisionReason: decision.reason,
        message,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two requests at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new ConflictError(APPEAL_MESSAGES.duplicate);
    throw error;
  }
}

/** Each appeal with its member's name and its idea's title (or member's name), in two reads. */
async function describe(where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const db = getDb();
  const rows = await db
    .select({ appeal: appeals, memberName: users.displayName })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.memberId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const ideaIds = rows.filter((r) => r.appeal.decision !== 'suspend').map((r) => r.appeal.targetId);
  const titles = ideaIds.length
    ? await db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(inArray(ideas.id, ideaIds))
    : [];
  return rows.map(({ appeal, memberName }) =>
    toAppeal(
      appeal,
      memberName,
      appeal.decision === 'suspend'
        ? memberName
        : (titles.find((t) => t.id === appeal.targetId)?.title ?? null),
    ),
  );
}

/** The admin's queue: open requests, the longest waiting first; or the latest answers. */
export async function listAppeals(query: unknown): Promise<AppealQueuePage> {
  const parsed = appealQuerySchema.safeParse(query ?? {});
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const { status, page } = parsed.data;
  const open = status === 'open';
  const where = open ? eq(appeals.status, 'open') : inArray(appeals.status, ['reversed', 'upheld']);
  const order = open
    ? [asc(appeals.createdAt), asc(appeals.id)]
    : [desc(appeals.answeredAt), desc(appeals.id)];
  const [total] = await getDb().select({ n: count() }).from(appeals).where(where);
  const n = Number(total?.n ?? 0);
  return {
    appeals: await describe(where, order, APPEAL_PAGE_SIZE, (page - 1) * APPEAL_PAGE_SIZE),
    page,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / APPEAL_PAGE_SIZE)),
  };
}

/** Undoes the decision; false when it no longer stands (restored, approved, edited or deleted since). */
async function reverse(admin: Viewer, appeal: AppealRow, reply: string): Promise<boolean> {
  try {
    if (appeal.decision === 'hide') await restoreIdea(admin, appeal.targetId, { reason: reply });
    else if (appeal.decision === 'reject') await approveIdea(admin, appeal.targetId, reply);
    else await reinstateUser(admin, appeal.targetId, { reason: reply });
    return true;
  } catch (error) {
    if (error instanceof ConflictError || error instanceof NotFoundError) return false;
    throw error;
  }
}

/**
 * Answers a request: `reverse` lists the idea again (its own notice carries the reply), `uphold`
 * keeps the decision and tells the member why. Admins only; audited; 409 once answered.
 */
export async function answerAppeal(
  admin: Viewer,
  appealId: string,
  input: AppealAnswerInput,
): Promise<Appeal> {
  if (!isId(appealId)) throw new NotFoundError(APPEAL_MESSAGES.notFound);
  const id = appealId.toLowerCase();
  const [before] = await getDb().select().from(appeals).where(eq(appeals.id, id));
  if (!before) throw new NotFoundError(APPEAL_MESSAGES.notFound);
  if (before.status !== 'open') throw new ConflictError(APPEAL_MESSAGES.alreadyAnswered);
  const reversed = input.outcome === 'reverse';
  const told = reversed && (await reverse(admin, before, input.reply));
  await getDb().transaction(async (tx) => {
    const [after] = await tx
      .update(appeals)
      .set({
        status: reversed ? 'reversed' : 'upheld',
        reply: input.reply,
        answeredById: admin.id,
        answeredAt: new Date(),
      })
      .where(and(eq(appeals.id, id), eq(appeals.status, 'open')))
      .returning();
    if (!after) throw new ConflictError(APPEAL_MESSAGES.alreadyAnswered);
    await recordAudit(tx, {
      actor: { id: admin.id, displayName: admin.displayName },
      action: reversed ? 'appeal.reverse' : 'appeal.uphold',
      targetType: before.decision === 'suspend' ? 'user' : 'idea',
      targetId: before.targetId,
      before: { appeal: 'open', decision: before.decision },
      after: { appeal: after.status },
      reason: input.reply,
    });
    if (told) return;
    if (before.decision === 'suspend') {
      // A suspended member gets no notifications (they cannot sign in to read them): the mail tells.
      const [member] = await tx
        .select({ email: users.email, displayName: users.displayName, status: users.status })
        .from(users)
        .where(eq(users.id, before.memberId));
      if (member?.status === 'suspended') {
        await enqueueMail(tx, member.email, 'notification', {
          displayName: member.displayName,
          text: `An admin looked again at the suspension of your account and kept it: ${input.reply}`,
          url: `${siteUrl()}/login`,
          action: 'Open Ideas Marketplace',
        });
        return;
      }
    }
    const [idea] = await tx.select({ title: ideas.title }).from(ideas).where(eq(ideas.id, before.targetId));
    const what = idea ? `your idea “${idea.title}”` : 'your idea';
    await notify(tx, {
      userId: before.memberId,
      type: 'moderation',
      text: reversed
        ? `An admin answered your request for a review of ${what}: ${input.reply}`
        : `An admin looked again at the decision on ${what} and kept it: ${input.reply}`,
      link: `/ideas/${before.targetId}`,
      emailAction: 'See the idea',
    });
  });
  await announceNotifications([before.memberId]);
  const [answered] = await describe(eq(appeals.id, id), [], 1, 0);
  return answered!;
}
