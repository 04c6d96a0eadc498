import 'server-only';
import { announceAccessChange, noticeDecided, noticeRequested } from './notices';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { limitAttempt } from '@/lib/auth/rate-limit';
import { getDb } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  UnauthorizedError,
  zodFieldErrors,
} from '@/lib/core/errors';
import { IDEA_MESSAGES } from '@/lib/ideas/messages';
import { postIntroMessage, publishMessage } from '@/lib/messages';
import { isUserOnline } from '@/lib/presence';
import {
  ACCESS_MESSAGES,
  accessDecisionInputSchema,
  accessRequestInputSchema,
  accessRequestListQuerySchema,
  OPEN_ACCESS_STATUSES,
  type AccessRequestDTO,
  type AccessRequestStatus,
} from '@/lib/validation/access';
import type { MessageReply } from '@/lib/validation/messages';
import { accessRequestEvents, accessRequests, ideas, users, type Viewer } from '@/models';
import { findGateIdea, ndaOf } from './nda';

/** Where a request comes from, recorded with the signature. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

const creators = alias(users, 'creator');

/** A request with what its replies and its PDF show. */
const requestColumns = {
  id: accessRequests.id,
  ideaId: accessRequests.ideaId,
  requesterId: accessRequests.requesterId,
  status: accessRequests.status,
  fullName: accessRequests.fullName,
  message: accessRequests.message,
  ndaVersion: accessRequests.ndaVersion,
  ndaHash: accessRequests.ndaHash,
  ndaCustom: accessRequests.ndaCustom,
  ip: accessRequests.ip,
  userAgent: accessRequests.userAgent,
  createdAt: accessRequests.createdAt,
  decidedAt: accessRequests.decidedAt,
  ideaTitle: ideas.title,
  creatorId: ideas.creatorId,
  creatorName: creators.displayName,
  requesterName: users.displayName,
};

const selectRequests = () =>
  getDb()
    .select(requestColumns)
    .from(accessRequests)
    .innerJoin(ideas, eq(ideas.id, accessRequests.ideaId))
    .innerJoin(creators, eq(creators.id, ideas.creatorId))
    .innerJoin(users, eq(users.id, accessRequests.requesterId));

type RequestRecord = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** Requests with their histories (two queries, whatever the number of requests). */
async function withHistories(records: RequestRecord[]): Promise<AccessRequestDTO[]> {
  if (!records.length) return [];
  const events = await getDb()
    .select()
    .from(accessRequestEvents)
    .where(
      inArray(
        accessRequestEvents.requestId,
        records.map((r) => r.id),
      ),
    )
    .orderBy(asc(accessRequestEvents.at), asc(accessRequestEvents.id));
  const histories = new Map<string, AccessRequestDTO['history']>();
  for (const event of events) {
    const history = histories.get(event.requestId) ?? [];
    history.push({
      status: event.status,
      at: event.at.toISOString(),
      by: event.byId,
      ...(event.reason ? { reason: event.reason } : {}),
    });
    histories.set(event.requestId, history);
  }
  return records.map((record) => ({
    _id: record.id,
    ideaId: record.ideaId,
    ideaTitle: record.ideaTitle,
    requester: { _id: record.requesterId, displayName: record.requesterName },
    status: record.status,
    fullName: record.fullName,
    message: record.message,
    ndaVersion: record.ndaVersion,
    ndaHash: record.ndaHash,
    createdAt: record.createdAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
    history: histories.get(record.id) ?? [],
  }));
}

async function findRequestRecord(id: string): Promise<RequestRecord | null> {
  if (!isId(id)) return null;
  const [row] = await selectRequests().where(eq(accessRequests.id, id.toLowerCase())).limit(1);
  return row ?? null;
}

async function requestDTO(id: string): Promise<AccessRequestDTO> {
  const record = await findRequestRecord(id);
  if (!record) throw new NotFoundError(ACCESS_MESSAGES.notFound);
  const [dto] = await withHistories([record]);
  return dto!;
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The body parsed by `schema`, or a 400 naming each field to correct. */
function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InvalidError('The request body must be a JSON object');
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error);
    throw new InvalidError(Object.values(fields)[0] ?? 'Invalid request', fields);
  }
  return parsed.data;
}

/**
 * A signed-in non-creator signs the idea's NDA and asks its creator for access. The exact text,
 * its version and hash, the typed name, the time, address and user agent are recorded. An idea on
 * auto-approve grants access at once (the history shows the request and the approval).
 */
export async function requestAccess(
  viewer: Viewer | null,
  ideaId: string,
  input: unknown,
  origin: RequestOrigin,
): Promise<AccessRequestDTO> {
  if (!viewer) throw new UnauthorizedError(ACCESS_MESSAGES.signIn);
  const idea = await findGateIdea(ideaId, viewer);
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (idea.creatorId === viewer.id) throw new InvalidError(ACCESS_MESSAGES.ownIdea);
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
  viewer: Viewer | null,
  requestId: string,
  action: AccessAction,
  input: unknown = {},
): Promise<AccessRequestDTO> {
  if (!viewer) throw new UnauthorizedError(ACCESS_MESSAGES.signInToDecide);
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

/**
 * The viewer's requests: `incoming` to the ideas they created, `outgoing` made by them; newest
 * first, optionally of one status. At most 500.
 */
export async function listRequests(viewer: Viewer | null, query: unknown): Promise<AccessRequestDTO[]> {
  if (!viewer) throw new UnauthorizedError(ACCESS_MESSAGES.signInToSee);
  const parsed = accessRequestListQuerySchema.safeParse(query);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const { role, status } = parsed.data;
  const conditions: SQL[] = [
    role === 'incoming' ? eq(ideas.creatorId, viewer.id) : eq(accessRequests.requesterId, viewer.id),
  ];
  if (status) conditions.push(eq(accessRequests.status, status));
  const records = await selectRequests()
    .where(and(...conditions))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(500);
  return withHistories(records);
}

/** A request as its two parties see it (404 for anyone else), with what its signed record holds. */
export async function findSignedRequest(viewer: Viewer | null, requestId: string) {
  if (!viewer) throw new UnauthorizedError('Please sign in to download the signed NDA');
  const record = await findRequestRecord(requestId);
  if (!record || (record.creatorId !== viewer.id && record.requesterId !== viewer.id))
    throw new NotFoundError(ACCESS_MESSAGES.notFound);
  const [text] = await getDb()
    .select({ ndaText: accessRequests.ndaText })
    .from(accessRequests)
    .where(eq(accessRequests.id, record.id));
  const [dto] = await withHistories([record]);
  return { ...record, ndaText: text?.ndaText ?? '', request: dto! };
}
