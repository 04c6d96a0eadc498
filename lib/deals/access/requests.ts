import 'server-only';
import { announceAccessChange, noticeDecided, noticeRequested } from './notices';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/lib/platform/audit';
import { limitAttempt } from '@/lib/platform/rate-limit';
import { getDb, isUniqueViolation } from '@/lib/db';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { IDEA_MESSAGES } from '@/lib/ideas/shared';
import { postIntroMessage, publishMessage } from '@/lib/deals/messages';
import { isUserOnline } from '@/lib/platform/presence';
import {
  ACCESS_MESSAGES,
  accessRequestInputSchema,
  OPEN_ACCESS_STATUSES,
  type AccessRequestDTO,
} from '@/lib/validation/access';
import type { MessageReply } from '@/lib/validation/messages';
import { accessRequestEvents, accessRequests, type Viewer } from '@/models';
import { findGateIdea, ndaOf } from './nda';
import { parseOrThrow } from './request-body';
import { requestDTO } from './request-records';

/** Where a request comes from, recorded with the signature. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/**
 * A signed-in non-creator signs the idea's NDA and asks its creator for access. The exact text,
 * its version and hash, the typed name, the time, address and user agent are recorded. An idea on
 * auto-approve grants access at once (the history shows the request and the approval).
 */
export async function requestAccess(
  viewer: Viewer,
  ideaId: string,
  input: unknown,
  origin: RequestOrigin,
): Promise<AccessRequestDTO> {
  const idea = await findGateIdea(ideaId, viewer, { withdrawn: true });
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (idea.creatorId === viewer.id) throw new InvalidError(ACCESS_MESSAGES.ownIdea);
  // Archived by its creator: the requests made before go on; no new one.
  if (idea.archivedAt !== null) throw new ConflictError(ACCESS_MESSAGES.archived);
  if (!idea.requireNDA) throw new InvalidError(ACCESS_MESSAGES.notGated);
  const data = parseOrThrow(accessRequestInputSchema, input);
  await limitAttempt('access-request', { ip: origin.ip, email: `user:${viewer.id}` });
  const nda = ndaOf(idea.ndaText);
  // Asked before the transaction: the embedded database has one connection.
  const creatorOffline = data.message ? !(await isUserOnline(idea.creatorId)) : false;
  let id: string;
  let intro: MessageReply | null = null;
  try {
    id = await getDb().transaction(async (tx) => {
      const [open] = await tx
        .select({ id: accessRequests.id })
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.ideaId, idea.id),
            eq(accessRequests.requesterId, viewer.id),
            inArray(accessRequests.status, OPEN_ACCESS_STATUSES),
          ),
        )
        .limit(1);
      if (open) throw new ConflictError(ACCESS_MESSAGES.openRequestExists);
      const now = new Date();
      const auto = idea.ndaAutoApprove;
      const [row] = await tx
        .insert(accessRequests)
        .values({
          ideaId: idea.id,
          requesterId: viewer.id,
          status: auto ? 'approved' : 'pending',
          fullName: data.fullName,
          message: data.message,
          ndaVersion: nda.version,
          ndaHash: nda.hash,
          ndaText: nda.text,
          ndaCustom: nda.custom,
          ip: origin.ip.slice(0, 100),
          userAgent: origin.userAgent.slice(0, 500),
          createdAt: now,
          updatedAt: now,
          decidedAt: auto ? now : null,
        })
        .returning({ id: accessRequests.id });
      await tx.insert(accessRequestEvents).values([
        { requestId: row!.id, status: 'pending', at: now, byId: viewer.id },
        ...(auto
          ? [
              {
                requestId: row!.id,
                status: 'approved' as const,
                at: now,
                byId: null,
                reason: 'Approved automatically',
              },
            ]
          : []),
      ]);
      await noticeRequested(tx, {
        creatorId: idea.creatorId,
        requesterName: viewer.displayName,
        ideaId: idea.id,
        ideaTitle: idea.title,
        autoApproved: auto,
      });
      if (auto)
        await recordAudit(tx, {
          actor: { system: 'auto-approve' },
          action: 'access.approve',
          targetType: 'access-request',
          targetId: row!.id,
          before: { status: 'pending' },
          after: { status: 'approved' },
        });
      if (auto)
        await noticeDecided(tx, {
          requesterId: viewer.id,
          ideaId: idea.id,
          ideaTitle: idea.title,
          status: 'approved',
        });
      if (data.message)
        intro = await postIntroMessage(tx, {
          idea,
          requesterId: viewer.id,
          body: data.message,
          creatorOffline,
        });
      return row!.id;
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new ConflictError(ACCESS_MESSAGES.openRequestExists);
    throw error;
  }
  const created = await requestDTO(id);
  if (intro) await publishMessage(intro, viewer.id, idea.creatorId);
  await announceAccessChange({
    requestId: id,
    ideaId: idea.id,
    status: created.status,
    creatorId: idea.creatorId,
    requesterId: viewer.id,
  });
  return created;
}
