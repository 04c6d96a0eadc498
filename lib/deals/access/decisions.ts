import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/platform/audit';
import { getDb } from '@/lib/db';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/core/errors';
import {
  ACCESS_MESSAGES,
  accessDecisionInputSchema,
  type AccessRequestDTO,
  type AccessRequestStatus,
} from '@/lib/validation/access';
import { accessRequestEvents, accessRequests, type Viewer } from '@/models';
import { announceAccessChange, noticeDecided } from './notices';
import { parseOrThrow } from './request-body';
import { findRequestRecord, requestDTO } from './request-records';

export type AccessAction = 'approve' | 'reject' | 'revoke' | 'withdraw';

const TRANSITIONS: Record<
  AccessAction,
  { from: AccessRequestStatus; to: AccessRequestStatus; verb: string }
> = {
  approve: { from: 'pending', to: 'approved', verb: 'approved' },
  reject: { from: 'pending', to: 'rejected', verb: 'rejected' },
  revoke: { from: 'approved', to: 'revoked', verb: 'revoked' },
  withdraw: { from: 'pending', to: 'withdrawn', verb: 'withdrawn' },
};

/**
 * Moves a request on: the creator approves, rejects or revokes (403 for anyone else), the
 * requester withdraws a pending request. 404 for an unknown request; 409 for a move its state does
 * not allow. The change and its history row are written in one transaction.
 */
export async function decideAccess(
  viewer: Viewer,
  requestId: string,
  action: AccessAction,
  input: unknown = {},
): Promise<AccessRequestDTO> {
  const record = await findRequestRecord(requestId);
  if (!record) throw new NotFoundError(ACCESS_MESSAGES.notFound);
  if (action === 'withdraw') {
    if (record.requesterId !== viewer.id) throw new ForbiddenError(ACCESS_MESSAGES.onlyRequester);
  } else if (record.creatorId !== viewer.id) {
    throw new ForbiddenError(ACCESS_MESSAGES.onlyCreator);
  }
  const { reason } =
    action === 'withdraw' ? { reason: undefined } : parseOrThrow(accessDecisionInputSchema, input ?? {});
  const move = TRANSITIONS[action];
  const refused = () => new ConflictError(ACCESS_MESSAGES.transition(record.status, move.verb));
  if (record.status !== move.from) throw refused();
  await getDb().transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(accessRequests)
      .set({
        status: move.to,
        decidedAt: now,
        updatedAt: now,
        ...(action === 'reject' || action === 'revoke' ? { decisionReason: reason || null } : {}),
      })
      .where(and(eq(accessRequests.id, record.id), eq(accessRequests.status, move.from)))
      .returning({ id: accessRequests.id });
    // Someone else moved it first.
    if (!row) throw refused();
    await tx
      .insert(accessRequestEvents)
      .values({ requestId: record.id, status: move.to, at: now, byId: viewer.id, reason: reason || null });
    await recordAudit(tx, {
      actor: viewer,
      action: `access.${action}`,
      targetType: 'access-request',
      targetId: record.id,
      before: { status: move.from },
      after: { status: move.to },
      reason,
    });
    if (move.to === 'approved' || move.to === 'rejected' || move.to === 'revoked')
      await noticeDecided(tx, {
        requesterId: record.requesterId,
        ideaId: record.ideaId,
        ideaTitle: record.ideaTitle,
        status: move.to,
        reason,
      });
  });
  await announceAccessChange({
    requestId: record.id,
    ideaId: record.ideaId,
    status: move.to,
    creatorId: record.creatorId,
    requesterId: record.requesterId,
  });
  return requestDTO(record.id);
}
