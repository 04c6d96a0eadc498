import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/lib/platform/audit';
import { getDb } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { paginate } from '@/lib/ideas';
import { oneOf } from '@/lib/ideas';
import { IDEA_MESSAGES } from '@/lib/ideas/shared';
import { ideaColumns } from '@/lib/ideas';
import { announceNotifications, notify } from '@/lib/notifications';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/lib/core/idea-enums';
import {
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  reviewQuerySchema,
  type ReviewItem,
  type ReviewQueuePage,
  type RejectInput,
} from '@/lib/validation/review';
import { ideas, users, type Viewer } from '@/models';

/**
 * The review of ideas: the admin's queue (every text of an idea, gated or not: the public DTO is
 * never loosened for it) and their decisions, each audited and told to the creator. A decision
 * changes the public pages: its callers announce it. Which ideas wait is decided where they are
 * written (lib/ideas/mutations.ts).
 */

const reviewColumns = { ...ideaColumns, creatorName: users.displayName, creatorEmail: users.email };

type ReviewRow = Awaited<ReturnType<typeof selectReview>>[number];

const selectReview = (where: SQL | undefined) =>
  getDb().select(reviewColumns).from(ideas).innerJoin(users, eq(users.id, ideas.creatorId)).where(where);

function toReviewItem(row: ReviewRow): ReviewItem {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    type: oneOf(IDEA_TYPES, row.type, 'Product'),
    problemDescription: row.problemDescription,
    solutionDescription: row.solutionDescription,
    additionalNotes: row.additionalNotes,
    protectionStatus: oneOf(PROTECTION_STATUSES, row.protectionStatus, 'None'),
    requireNDA: row.requireNDA,
    desiredPrice: row.desiredPrice,
    contactPreference: oneOf(CONTACT_PREFERENCES, row.contactPreference, 'Email'),
    photos: row.photos,
    creator: { _id: row.creatorId, displayName: row.creatorName, email: row.creatorEmail },
    review: {
      status: row.reviewStatus,
      reason: row.reviewReason,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The queue: pending ideas, the longest waiting first; or the latest rejections. Admins only. */
export async function listReviewQueue(input: unknown): Promise<ReviewQueuePage> {
  const parsed = reviewQuerySchema.safeParse(input ?? {});
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const { status, page } = parsed.data;
  const where = eq(ideas.reviewStatus, status);
  const order =
    status === 'pending' ? [asc(ideas.updatedAt), asc(ideas.id)] : [desc(ideas.reviewedAt), desc(ideas.id)];
  const [total] = await getDb().select({ n: count() }).from(ideas).where(where);
  const rows = await selectReview(where)
    .orderBy(...order)
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE);
  return {
    ideas: rows.map(toReviewItem),
    pagination: paginate(page, REVIEW_PAGE_SIZE, Number(total?.n ?? 0)),
  };
}

/** One idea as the queue shows it (the review page of an admin opening it from elsewhere). */
export async function getReviewItem(id: string): Promise<ReviewItem> {
  if (!isId(id)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  const [row] = await selectReview(eq(ideas.id, id.toLowerCase()));
  if (!row) throw new NotFoundError(IDEA_MESSAGES.notFound);
  return toReviewItem(row);
}

type Decision = { status: 'approved'; note?: string } | { status: 'rejected'; reason: string };

const noticeText = (title: string, decision: Decision) =>
  decision.status === 'approved'
    ? `Your idea “${title}” was approved and is now listed.${decision.note ? ` ${decision.note}` : ''}`
    : `Your idea “${title}” was not approved. Reason: ${decision.reason}`;

async function decide(admin: Viewer, id: string, decision: Decision): Promise<ReviewItem> {
  if (!isId(id)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  const ideaId = id.toLowerCase();
  const creatorId = await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ title: ideas.title, creatorId: ideas.creatorId, reviewStatus: ideas.reviewStatus })
      .from(ideas)
      .where(eq(ideas.id, ideaId))
      .for('update');
    if (!before) throw new NotFoundError(IDEA_MESSAGES.notFound);
    if (before.reviewStatus === decision.status)
      throw new ConflictError(
        decision.status === 'approved' ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.alreadyRejected,
      );
    const reason = decision.status === 'rejected' ? decision.reason : null;
    await tx
      .update(ideas)
      .set({ reviewStatus: decision.status, reviewReason: reason, reviewedAt: new Date() })
      .where(and(eq(ideas.id, ideaId), eq(ideas.reviewStatus, before.reviewStatus)));
    await recordAudit(tx, {
      actor: { id: admin.id, displayName: admin.displayName },
      action: decision.status === 'approved' ? 'idea.approve' : 'idea.reject',
      targetType: 'idea',
      targetId: ideaId,
      before: { reviewStatus: before.reviewStatus },
      after: { reviewStatus: decision.status },
      reason,
    });
    await notify(tx, {
      userId: before.creatorId,
      type: 'moderation',
      text: noticeText(before.title, decision),
      link: `/ideas/${ideaId}`,
      emailAction: decision.status === 'approved' ? 'See the idea' : 'Edit the idea',
    });
    return before.creatorId;
  });
  await announceNotifications([creatorId]);
  return getReviewItem(ideaId);
}

/**
 * Lists the idea (409 when it already is approved). Admins only; audited; the creator is told,
 * with the admin's `note` when one answers their request for a review.
 */
export function approveIdea(admin: Viewer, id: string, note?: string): Promise<ReviewItem> {
  return decide(admin, id, { status: 'approved', note });
}

/** Keeps the idea unlisted with a reason for its creator (required, ≤ 1000 characters). */
export async function rejectIdea(admin: Viewer, id: string, { reason }: RejectInput): Promise<ReviewItem> {
  return decide(admin, id, { status: 'rejected', reason });
}
