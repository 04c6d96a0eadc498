import 'server-only';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/lib/core/errors';
import { getDb } from '@/lib/db';
import { getIdea, type IdeaDTO } from '@/lib/ideas';
import type { Receipt } from '@/lib/validation/receipts';
import { accessRequests, ideaReceipts, type IdeaReceiptRow, type Viewer } from '@/models';
import { ideaReceiptRows, receiptDocument, revisionContent } from './receipts';

export const RECEIPT_MESSAGES = {
  signIn: 'Please sign in to see the receipts of an idea',
  notAllowed:
    'Only the creator of this idea and the buyers it was disclosed to under NDA can see its receipts',
  noSuchRevision: 'This idea has no such revision, or it was not shown to you',
} as const;

/** The receipt of the revision current at `at` (the first one when all are later): what was shown then. */
export async function revisionAt(ideaId: string, at: Date): Promise<IdeaReceiptRow | null> {
  const [current] = await getDb()
    .select()
    .from(ideaReceipts)
    .where(and(eq(ideaReceipts.ideaId, ideaId), lte(ideaReceipts.createdAt, at)))
    .orderBy(desc(ideaReceipts.revision))
    .limit(1);
  if (current) return current;
  const [first] = await getDb()
    .select()
    .from(ideaReceipts)
    .where(eq(ideaReceipts.ideaId, ideaId))
    .orderBy(asc(ideaReceipts.revision))
    .limit(1);
  return first ?? null;
}

/** When the viewer's current approval for the idea was given, or null. */
async function approvedAt(ideaId: string, viewer: Viewer): Promise<Date | null> {
  const [approved] = await getDb()
    .select({ decidedAt: accessRequests.decidedAt, createdAt: accessRequests.createdAt })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.ideaId, ideaId),
        eq(accessRequests.requesterId, viewer.id),
        eq(accessRequests.status, 'approved'),
      ),
    )
    .limit(1);
  return approved ? (approved.decidedAt ?? approved.createdAt) : null;
}

/**
 * The first revision whose receipt `viewer` may read: every one for the creator; for a buyer
 * approved under NDA, the revision they were approved on and the later ones (each was shown to
 * them). Anyone else: 401 / 403, and 404 where they may not see the idea at all.
 */
async function firstReadableRevision(
  ideaId: string,
  viewer: Viewer | null,
): Promise<{ idea: IdeaDTO; from: number }> {
  if (!viewer) throw new UnauthorizedError(RECEIPT_MESSAGES.signIn);
  const idea = await getIdea(ideaId, viewer);
  if (idea.access === 'owner') return { idea, from: 1 };
  const at = idea.requireNDA && idea.access === 'approved' ? await approvedAt(idea._id, viewer) : null;
  if (!at) throw new ForbiddenError(RECEIPT_MESSAGES.notAllowed);
  return { idea, from: (await revisionAt(idea._id, at))?.revision ?? 1 };
}

/** The receipts of an idea the viewer may read, oldest first. */
export async function readableReceipts(ideaId: string, viewer: Viewer | null): Promise<IdeaReceiptRow[]> {
  const { idea, from } = await firstReadableRevision(ideaId, viewer);
  return ideaReceiptRows(idea._id, from);
}

/** One readable receipt as a document, with the content of its revision. */
export async function readableReceipt(
  ideaId: string,
  revision: number,
  viewer: Viewer | null,
): Promise<{ receipt: Receipt; ideaTitle: string }> {
  const { idea, from } = await firstReadableRevision(ideaId, viewer);
  const [row] = revision >= from ? await ideaReceiptRows(idea._id, revision) : [];
  if (!row || row.revision !== revision) throw new NotFoundError(RECEIPT_MESSAGES.noSuchRevision);
  return { receipt: receiptDocument(row, await revisionContent(idea._id, revision)), ideaTitle: idea.title };
}
