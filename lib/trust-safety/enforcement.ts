import 'server-only';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireAdmin } from '@/lib/identity';
import { recordAudit } from '@/lib/platform/audit';
import { getDb } from '@/lib/db';
import { asSentence } from '@/lib/core/format';
import { isId } from '@/lib/core/ids';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { announceNotifications, notify } from '@/lib/notifications';
import { endUserPresence } from '@/lib/platform/presence';
import {
  MODERATION_MESSAGES,
  userSearchQuerySchema,
  type DismissInput,
  type ModeratedUser,
  type ModerationReasonInput,
} from '@/lib/validation/moderation';
import { apiTokens, ideas, reports as reportsTable, users, type User, type Viewer } from '@/models';
import { closeReports } from './report-closing';

/**
 * What admins do about reports (DESIGN.md section 9): hide and restore ideas, suspend and
 * reinstate members, dismiss reports. Each action is one transaction with its audit entry; the
 * reporters of the item hear the outcome. Hiding, restoring, suspending and reinstating change what
 * the public sees: their callers announce it (lib/events).
 */

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  return parsed.data;
}

const actorOf = (admin: Viewer) => ({ id: admin.id, displayName: admin.displayName });

/** The optional reason and the target's id (404 `notFound` for a malformed one). */
function moveInput(targetId: string, { reason }: ModerationReasonInput, notFound: string) {
  if (!isId(targetId)) throw new NotFoundError(notFound);
  return { reason, id: targetId.toLowerCase() };
}

export interface ModeratedIdea {
  _id: string;
  hidden: boolean;
  hiddenReason: string | null;
}

async function setIdeaHidden(admin: Viewer, ideaId: string, input: ModerationReasonInput, hide: boolean) {
  const { reason, id } = moveInput(ideaId, input, MODERATION_MESSAGES.ideaNotFound);
  const { result, told } = await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({
        hiddenAt: ideas.hiddenAt,
        hiddenReason: ideas.hiddenReason,
        title: ideas.title,
        creatorId: ideas.creatorId,
      })
      .from(ideas)
      .where(eq(ideas.id, id))
      .for('update');
    if (!before) throw new NotFoundError(MODERATION_MESSAGES.ideaNotFound);
    if (hide === (before.hiddenAt !== null))
      throw new ConflictError(hide ? MODERATION_MESSAGES.alreadyHidden : MODERATION_MESSAGES.notHidden);
    const [after] = await tx
      .update(ideas)
      .set(
        hide
          ? { hiddenAt: new Date(), hiddenReason: reason || null }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(eq(ideas.id, id))
      .returning({ hiddenAt: ideas.hiddenAt, hiddenReason: ideas.hiddenReason });
    await recordAudit(tx, {
      actor: actorOf(admin),
      action: hide ? 'idea.hide' : 'idea.restore',
      targetType: 'idea',
      targetId: id,
      before: { hidden: before.hiddenAt !== null, hiddenReason: before.hiddenReason },
      after: { hidden: after!.hiddenAt !== null, hiddenReason: after!.hiddenReason },
      reason,
    });
    const told = hide
      ? await closeReports(
          tx,
          { targetType: 'idea', targetId: id },
          { status: 'actioned', resolution: 'hidden', by: admin.id, text: () => 'we hid the idea.' },
        )
      : [];
    // The creator hears why, in the app and by mail (their 'moderation' setting).
    await notify(tx, {
      userId: before.creatorId,
      type: 'moderation',
      text: hiddenNotice(before.title, hide, reason),
      link: `/ideas/${id}`,
      emailAction: 'See the idea',
    });
    told.push(before.creatorId);
    return { result: { _id: id, hidden: hide, hiddenReason: after!.hiddenReason }, told };
  });
  await announceNotifications(told);
  return result;
}

const hiddenNotice = (title: string, hide: boolean, reason: string | undefined) =>
  hide
    ? `An admin hid your idea “${title}”: it is no longer listed. ${reason ? `Reason: ${reason}` : 'No reason was given.'}`
    : `Your idea “${title}” is listed again.${reason ? ` ${reason}` : ''}`;

/** Hides an idea from everyone but its creator and admins; its open reports are actioned. */
export const hideIdea = (
  admin: Viewer,
  ideaId: string,
  input: ModerationReasonInput,
): Promise<ModeratedIdea> => setIdeaHidden(admin, ideaId, input, true);

/** Lists a hidden idea again. */
export const restoreIdea = (
  admin: Viewer,
  ideaId: string,
  input: ModerationReasonInput,
): Promise<ModeratedIdea> => setIdeaHidden(admin, ideaId, input, false);

export function moderatedUser(user: User): ModeratedUser {
  return {
    _id: user.id,
    displayName: user.displayName,
    email: user.email,
    role: user.role,
    status: user.status,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const userState = (user: Pick<User, 'status' | 'suspensionReason'>) => ({
  status: user.status,
  suspensionReason: user.suspensionReason ?? null,
});

/**
 * Suspends a member: every session ends (the epoch moves on), their API tokens are deleted, their
 * open pages lose their events stream and they go offline, their ideas are unlisted. Open reports
 * about them and their messages are actioned.
 */
export async function suspendUser(
  admin: Viewer,
  userId: string,
  input: ModerationReasonInput,
): Promise<ModeratedUser> {
  const { reason, id } = moveInput(userId, input, MODERATION_MESSAGES.userNotFound);
  if (id === admin.id) throw new InvalidError(MODERATION_MESSAGES.selfSuspend);
  const { user, told } = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new NotFoundError(MODERATION_MESSAGES.userNotFound);
    if (before.status === 'suspended') throw new ConflictError(MODERATION_MESSAGES.alreadySuspended);
    // Told while still active: a suspended member can no longer sign in to read it, so mail carries it.
    await notify(tx, {
      userId: id,
      type: 'moderation',
      text: `Your account is suspended: ${asSentence(reason || 'no reason was given')} You cannot sign in until an admin reinstates it.`,
      link: '/login',
      emailAction: 'Open Ideas Marketplace',
    });
    const [after] = await tx
      .update(users)
      .set({
        status: 'suspended',
        suspendedAt: new Date(),
        suspensionReason: reason || null,
        sessionEpoch: sql`${users.sessionEpoch} + 1`,
        isOnline: false,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(apiTokens).where(eq(apiTokens.userId, id));
    await tx.update(ideas).set({ creatorSuspended: true }).where(eq(ideas.creatorId, id));
    await recordAudit(tx, {
      actor: actorOf(admin),
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      before: userState(before),
      after: userState(after!),
      reason,
    });
    const outcome = { status: 'actioned' as const, resolution: 'suspended', by: admin.id };
    const told = [
      ...(await closeReports(
        tx,
        { targetType: 'user', targetId: id },
        { ...outcome, text: () => 'we suspended the member.' },
      )),
      ...(await closeReports(tx, { messagesOf: id }, { ...outcome, text: () => 'we suspended the sender.' })),
    ];
    return { user: after!, told };
  });
  await endUserPresence(id);
  await announceNotifications(told);
  return moderatedUser(user);
}

/** Lifts a suspension: the member can sign in again and their ideas are listed again (tokens stay gone). */
export async function reinstateUser(
  admin: Viewer,
  userId: string,
  input: ModerationReasonInput,
): Promise<ModeratedUser> {
  const { reason, id } = moveInput(userId, input, MODERATION_MESSAGES.userNotFound);
  const reinstated = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new NotFoundError(MODERATION_MESSAGES.userNotFound);
    if (before.status !== 'suspended') throw new ConflictError(MODERATION_MESSAGES.notSuspended);
    const [after] = await tx
      .update(users)
      .set({ status: 'active', suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await tx.update(ideas).set({ creatorSuspended: false }).where(eq(ideas.creatorId, id));
    await recordAudit(tx, {
      actor: actorOf(admin),
      action: 'user.reinstate',
      targetType: 'user',
      targetId: id,
      before: userState(before),
      after: userState(after!),
      reason,
    });
    await notify(tx, {
      userId: id,
      type: 'moderation',
      text: `Your account is active again: you can sign in.${reason ? ` ${reason}` : ''}`,
      link: '/login',
      emailAction: 'Sign in',
    });
    return moderatedUser(after!);
  });
  await announceNotifications([id]);
  return reinstated;
}

/** Closes an item's open reports as dismissed: nothing against the rules. Returns how many. */
export async function dismissReports(
  admin: Viewer,
  { targetType, targetId, note }: DismissInput,
): Promise<number> {
  const id = targetId.toLowerCase();
  const { dismissed, told } = await getDb().transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(reportsTable)
      .where(
        and(
          eq(reportsTable.targetType, targetType),
          eq(reportsTable.targetId, id),
          eq(reportsTable.status, 'open'),
        ),
      );
    const n = Number(open?.n ?? 0);
    if (!n) throw new NotFoundError(MODERATION_MESSAGES.nothingOpen);
    const told = await closeReports(
      tx,
      { targetType, targetId: id },
      {
        status: 'dismissed',
        resolution: note || 'dismissed',
        by: admin.id,
        text: () => 'we found nothing against our rules.',
      },
    );
    await recordAudit(tx, {
      actor: actorOf(admin),
      action: 'report.dismiss',
      targetType,
      targetId: id,
      before: { openReports: n },
      after: { openReports: 0, status: 'dismissed' },
      reason: note,
    });
    return { dismissed: n, told };
  });
  await announceNotifications(told);
  return dismissed;
}

export const USER_SEARCH_PAGE_SIZE = 20;

/** /admin/users: members whose email or name contains `q`, newest first. */
export async function searchUsers(
  viewer: Viewer | null,
  query: unknown,
): Promise<{ users: ModeratedUser[]; page: number; totalPages: number }> {
  requireAdmin(viewer);
  const { q, page } = parse(userSearchQuerySchema, query);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined;
  const db = getDb();
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USER_SEARCH_PAGE_SIZE)
    .offset((page - 1) * USER_SEARCH_PAGE_SIZE);
  return {
    users: rows.map(moderatedUser),
    page,
    totalPages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / USER_SEARCH_PAGE_SIZE)),
  };
}
