import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  UnauthorizedError,
} from '@/lib/core/errors';
import type { DocumentKind } from '@/lib/core/idea-enums';
import { newId } from '@/lib/core/ids';
import { logger } from '@/lib/core/log';
import { getDb, type Database } from '@/lib/db';
import { safeFileName, storage } from '@/lib/platform/storage';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENTS_PER_IDEA,
  type IdeaDocumentDTO,
  type ReceiptDocumentEntry,
} from '@/lib/validation/idea-documents';
import { ideaDocuments, ideas, isAdmin, type IdeaDocumentRow, type Viewer } from '@/models';
import { checkDocument, documentName } from './document-files';
import { hasApprovedAccess } from './grants';
import { IDEA_MESSAGES } from './messages';
import { ideaColumns, listingColumns, type IdeaSavedListener, type SavedRow } from './record-columns';
import { isCleared, isListed } from './visibility';

/**
 * The listing's data room (DESIGN.md section 14): documents an idea's creator shares behind the
 * NDA. They are read by the creator, admins and requesters whose access request stands approved,
 * on a listed idea or one its creator archived (a grant goes on for its party); revoking the
 * request ends it at once, as every read asks again. Each attach or delete is a new revision of
 * the idea's content: the caller's `onSaved` records its receipt in the same transaction.
 */

export type DocumentReaderRole = 'owner' | 'admin' | 'approved';

export interface DataRoom {
  idea: { _id: string; title: string; requireNDA: boolean; archived: boolean };
  as: DocumentReaderRole;
  /** Oldest first. */
  documents: IdeaDocumentDTO[];
}

type Reader = Pick<Database, 'select'>;

export const documentUrl = (ideaId: string, documentId: string) =>
  `/api/ideas/${ideaId}/documents/${documentId}`;

export function toDocumentDTO(row: IdeaDocumentRow): IdeaDocumentDTO {
  return {
    _id: row.id,
    ideaId: row.ideaId,
    name: row.name,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    url: documentUrl(row.ideaId, row.id),
  };
}

const gateColumns = {
  id: ideas.id,
  title: ideas.title,
  requireNDA: ideas.requireNDA,
  ...listingColumns,
};

/**
 * Who `viewer` is to the idea's documents, or why not: 401 signed out; 404 when the idea is unknown
 * or not theirs to see (held back by moderation, or archived and they hold no grant); 403 otherwise.
 */
async function documentReader(ideaId: string, viewer: Viewer | null) {
  const [idea] = await getDb().select(gateColumns).from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (!viewer) throw new UnauthorizedError(DOCUMENT_MESSAGES.signIn);
  if (viewer.id === idea.creatorId) return { idea, as: 'owner' as const };
  if (isAdmin(viewer)) return { idea, as: 'admin' as const };
  if (!isCleared(idea)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (await hasApprovedAccess(viewer.id, idea.id)) return { idea, as: 'approved' as const };
  if (!isListed(idea)) throw new NotFoundError(IDEA_MESSAGES.notFound);
  throw new ForbiddenError(DOCUMENT_MESSAGES.notAllowed);
}

function ideaDocumentRows(ideaId: string, db: Reader = getDb()): Promise<IdeaDocumentRow[]> {
  return db
    .select()
    .from(ideaDocuments)
    .where(eq(ideaDocuments.ideaId, ideaId))
    .orderBy(asc(ideaDocuments.createdAt), asc(ideaDocuments.id));
}

/** The idea's documents for someone who may read them (see `documentReader` for the refusals). */
export async function dataRoom(ideaId: string, viewer: Viewer | null): Promise<DataRoom> {
  const { idea, as } = await documentReader(ideaId, viewer);
  const rows = await ideaDocumentRows(idea.id);
  return {
    idea: {
      _id: idea.id,
      title: idea.title,
      requireNDA: idea.requireNDA,
      archived: idea.archivedAt !== null,
    },
    as,
    documents: rows.map(toDocumentDTO),
  };
}

/** One document and who reads it, for serving its bytes; 404 when the idea holds no such document. */
export async function documentToServe(
  ideaId: string,
  documentId: string,
  viewer: Viewer | null,
): Promise<{ document: IdeaDocumentRow; as: DocumentReaderRole; viewer: Viewer }> {
  const { idea, as } = await documentReader(ideaId, viewer);
  const [document] = await getDb()
    .select()
    .from(ideaDocuments)
    .where(and(eq(ideaDocuments.id, documentId), eq(ideaDocuments.ideaId, idea.id)))
    .limit(1);
  if (!document) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  return { document, as, viewer: viewer! };
}

/** Every document of a creator's ideas, for their data export. */
export async function creatorDocuments(creatorId: string): Promise<IdeaDocumentDTO[]> {
  const rows = await getDb()
    .select({ document: ideaDocuments })
    .from(ideaDocuments)
    .innerJoin(ideas, eq(ideas.id, ideaDocuments.ideaId))
    .where(eq(ideas.creatorId, creatorId))
    .orderBy(asc(ideaDocuments.createdAt), asc(ideaDocuments.id));
  return rows.map((row) => toDocumentDTO(row.document));
}

/** The documents of these ideas as their receipts cover them, oldest first. */
export async function receiptDocuments(
  db: Reader,
  ideaIds: readonly string[],
): Promise<Map<string, ReceiptDocumentEntry[]>> {
  const byIdea = new Map<string, ReceiptDocumentEntry[]>();
  if (!ideaIds.length) return byIdea;
  const rows = await db
    .select({
      ideaId: ideaDocuments.ideaId,
      name: ideaDocuments.name,
      size: ideaDocuments.size,
      sha256: ideaDocuments.sha256,
    })
    .from(ideaDocuments)
    .where(inArray(ideaDocuments.ideaId, [...ideaIds]))
    .orderBy(asc(ideaDocuments.createdAt), asc(ideaDocuments.id));
  for (const { ideaId, ...entry } of rows) byIdea.set(ideaId, [...(byIdea.get(ideaId) ?? []), entry]);
  return byIdea;
}

/** The creator's idea, locked for the change (documents are counted and receipts chained under it). */
async function lockOwnIdea(
  tx: Pick<Database, 'select'>,
  ideaId: string,
  viewer: Viewer,
  refusal: string,
): Promise<SavedRow> {
  const [idea] = await tx.select(ideaColumns).from(ideas).where(eq(ideas.id, ideaId)).for('update');
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (idea.creatorId !== viewer.id) throw new ForbiddenError(refusal);
  return idea;
}

const countOf = async (db: Reader, ideaId: string) =>
  (await db.select({ n: count() }).from(ideaDocuments).where(eq(ideaDocuments.ideaId, ideaId)))[0]?.n ?? 0;

/** Removes stored files whose rows are gone; a file that stays is logged (it is no longer served). */
export async function deleteDocumentFiles(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage()
        .delete(key)
        .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete a stored document')),
    ),
  );
}

/**
 * Attaches a file to the creator's NDA-gated idea: checked by content (type, size), stored through
 * the storage driver, then recorded with its SHA-256, the idea's receipt in the same transaction.
 * Refused: 403 anyone but the creator, 409 an idea without the NDA or with 10 documents.
 */
export async function attachDocument(
  ideaId: string,
  viewer: Viewer,
  file: File | null,
  onSaved?: IdeaSavedListener,
): Promise<IdeaDocumentDTO> {
  if (!file) throw new InvalidError(DOCUMENT_MESSAGES.chooseFile, { file: DOCUMENT_MESSAGES.chooseFile });
  if (file.size > DOCUMENT_MAX_BYTES) throw new TooLargeError(DOCUMENT_MESSAGES.tooLarge);
  if (file.size === 0) throw new InvalidError(DOCUMENT_MESSAGES.empty, { file: DOCUMENT_MESSAGES.empty });
  // Asked before the file is read and stored, and again under the lock.
  const idea = await lockOwnIdea(getDb(), ideaId, viewer, DOCUMENT_MESSAGES.notAuthorizedToAttach);
  if (!idea.requireNDA) throw new ConflictError(DOCUMENT_MESSAGES.needsNda);
  if ((await countOf(getDb(), idea.id)) >= DOCUMENTS_PER_IDEA)
    throw new ConflictError(DOCUMENT_MESSAGES.tooMany);

  const bytes = Buffer.from(await file.arrayBuffer());
  const checked = await checkDocument(bytes, file.name);
  const id = newId();
  const key = `documents/${idea.id}/${id}${checked.extension}`;
  await storage().put(key, bytes, checked.contentType);
  try {
    const row = await getDb().transaction(async (tx) => {
      const locked = await lockOwnIdea(tx, idea.id, viewer, DOCUMENT_MESSAGES.notAuthorizedToAttach);
      if (!locked.requireNDA) throw new ConflictError(DOCUMENT_MESSAGES.needsNda);
      if ((await countOf(tx, locked.id)) >= DOCUMENTS_PER_IDEA)
        throw new ConflictError(DOCUMENT_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(ideaDocuments)
        .values({
          id,
          ideaId: locked.id,
          key,
          name: documentName(safeFileName(file.name), checked.extension),
          kind: checked.kind,
          contentType: checked.contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        })
        .returning();
      await onSaved?.(tx, locked);
      return inserted!;
    });
    return toDocumentDTO(row);
  } catch (error) {
    await deleteDocumentFiles([key]);
    throw error;
  }
}

/** Deletes one of the creator's documents (row, then file); the receipt of the idea without it. */
export async function deleteDocument(
  ideaId: string,
  documentId: string,
  viewer: Viewer,
  onSaved?: IdeaSavedListener,
): Promise<void> {
  const key = await getDb().transaction(async (tx) => {
    const idea = await lockOwnIdea(tx, ideaId, viewer, DOCUMENT_MESSAGES.notAuthorizedToDelete);
    const [deleted] = await tx
      .delete(ideaDocuments)
      .where(and(eq(ideaDocuments.id, documentId), eq(ideaDocuments.ideaId, idea.id)))
      .returning({ key: ideaDocuments.key });
    if (!deleted) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
    await onSaved?.(tx, idea);
    return deleted.key;
  });
  await deleteDocumentFiles([key]);
}

/**
 * Inside a transaction deleting ideas: their document rows go now (the caller deletes the files
 * once it commits), whichever of the ideas' ids or creator selects them.
 */
export async function removeDocumentRows(
  tx: Pick<Database, 'delete'>,
  ideaIds: readonly string[],
): Promise<string[]> {
  if (!ideaIds.length) return [];
  const rows = await tx
    .delete(ideaDocuments)
    .where(inArray(ideaDocuments.ideaId, [...ideaIds]))
    .returning({ key: ideaDocuments.key });
  return rows.map((row) => row.key);
}

/** What anyone may know of an idea's data room before the NDA: how many documents, of which kinds. */
export interface DataRoomSummary {
  count: number;
  /** Each kind once, in the order the documents were attached. */
  kinds: DocumentKind[];
}

export async function dataRoomSummary(ideaId: string): Promise<DataRoomSummary> {
  const rows = await getDb()
    .select({ kind: ideaDocuments.kind })
    .from(ideaDocuments)
    .where(eq(ideaDocuments.ideaId, ideaId))
    .orderBy(asc(ideaDocuments.createdAt), asc(ideaDocuments.id));
  return { count: rows.length, kinds: [...new Set(rows.map((row) => row.kind))] };
}
