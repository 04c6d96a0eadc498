import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { logger } from '@/lib/core/log';
import { getDb, isUniqueViolation, statementBatcher, type Database } from '@/lib/db';
import { ideaColumns, receiptDocuments, type IdeaSavedListener } from '@/lib/ideas';
import type { ReceiptDocumentEntry } from '@/lib/validation/idea-documents';
import { storage, uploadKeyFromUrl } from '@/lib/platform/storage';
import type { Receipt, ReceiptContent } from '@/lib/validation/receipts';
import { ideaReceipts, ideaRevisions, ideas, receiptKeys, type IdeaReceiptRow, type IdeaRow } from '@/models';
import { publishSigningKey, signingKey, signingKeyPublished, signStatement, type SigningKey } from './keys';
import { canonicalJson, GENESIS_HASH, sha256Hex, statementText } from './verify';

/** What a receipt covers of an idea's row. */
export type ContentFields = Pick<
  IdeaRow,
  | 'id'
  | 'title'
  | 'category'
  | 'type'
  | 'problemDescription'
  | 'solutionDescription'
  | 'additionalNotes'
  | 'protectionStatus'
  | 'requireNDA'
  | 'desiredPrice'
  | 'photos'
  | 'teaser'
>;

type Writer = Pick<Database, 'execute' | 'insert' | 'select'>;

/** Photo files never change under their key, so a file's hash is read once per process. */
const photoHashes = new Map<string, string>();
const MAX_KEPT_PHOTO_HASHES = 20_000;

/**
 * The SHA-256 of a photo's file; of its address when it names no file we store (an address
 * elsewhere, or a file gone from storage), so the receipt still covers what the idea shows.
 */
async function photoHash(url: string): Promise<string> {
  const key = uploadKeyFromUrl(url);
  if (!key) return sha256Hex(url);
  const kept = photoHashes.get(key);
  if (kept) return kept;
  const file = await storage().open(key);
  if (!file) return sha256Hex(url);
  const hash = createHash('sha256');
  for await (const chunk of file) hash.update(chunk as Buffer);
  const digest = hash.digest('hex');
  if (photoHashes.size >= MAX_KEPT_PHOTO_HASHES) photoHashes.clear();
  photoHashes.set(key, digest);
  return digest;
}

/** The content a receipt covers, photos by the hashes of their files, with the data room's documents. */
export async function receiptContent(
  idea: ContentFields,
  documents: readonly ReceiptDocumentEntry[] = [],
): Promise<ReceiptContent> {
  return {
    title: idea.title,
    category: idea.category,
    type: idea.type,
    problemDescription: idea.problemDescription,
    solutionDescription: idea.solutionDescription,
    additionalNotes: idea.additionalNotes,
    protectionStatus: idea.protectionStatus,
    requireNDA: idea.requireNDA,
    desiredPrice: idea.desiredPrice,
    photos: await Promise.all((idea.photos ?? []).map(photoHash)),
    ...(idea.teaser ? { teaser: idea.teaser } : {}),
    ...(documents.length
      ? { documents: documents.map(({ name, size, sha256 }) => ({ name, size, sha256 })) }
      : {}),
  };
}

/**
 * Records the receipt of an idea's content as saved in `tx` (an edit, a document attached or
 * deleted), in that transaction; none when nothing it covers changed. The caller publishes the
 * signing key beforehand (publishSigningKey).
 */
export const recordRevision: IdeaSavedListener = async (tx, idea) => {
  const documents = (await receiptDocuments(tx, [idea.id])).get(idea.id);
  await appendReceipts(tx, [{ ideaId: idea.id, content: await receiptContent(idea, documents) }]);
};

/**
 * Appends a receipt for each idea whose content differs from its latest receipt's (a save that
 * changes nothing gets none), under a lock on the chain: every receipt names the hash of the one
 * before it on the platform, so none can be inserted, removed or backdated without breaking every
 * later one. Runs inside the caller's transaction, which must be the one that saves the content.
 */
export async function appendReceipts(
  tx: Writer,
  contents: readonly { ideaId: string; content: ReceiptContent }[],
  { newIdeas = false }: { newIdeas?: boolean } = {},
): Promise<(IdeaReceiptRow | null)[]> {
  if (!contents.length) return [];
  const key = signingKey();
  // Published before its first receipt commits: no receipt names an unknown key. Callers publish
  // it beforehand (publishSigningKey); else it is published in this transaction.
  if (!(await signingKeyPublished()))
    await tx.insert(receiptKeys).values({ keyId: key.keyId, publicJwk: key.publicJwk }).onConflictDoNothing();
  await tx.execute(sql`lock table ${ideaReceipts} in exclusive mode`);
  // This transaction moves the head past what the new ideas' path knows.
  knownHead = null;
  return appendAfter(tx, key, await chainHead(tx), contents, newIdeas);
}

async function appendAfter(
  tx: Writer,
  key: SigningKey,
  last: ChainHead | null,
  contents: readonly { ideaId: string; content: ReceiptContent }[],
  newIdeas: boolean,
): Promise<(IdeaReceiptRow | null)[]> {
  const ids = [...new Set(contents.map((item) => item.ideaId))];
  // New ideas have no receipt yet: nothing to read.
  const latestRows = newIdeas
    ? []
    : await tx
        .select({
          ideaId: ideaReceipts.ideaId,
          revision: ideaReceipts.revision,
          contentHash: ideaReceipts.contentHash,
        })
        .from(ideaReceipts)
        .where(inArray(ideaReceipts.ideaId, ids))
        .orderBy(asc(ideaReceipts.ideaId), desc(ideaReceipts.revision));
  const latest = new Map<string, { revision: number; contentHash: string }>();
  for (const row of latestRows) if (!latest.has(row.ideaId)) latest.set(row.ideaId, row);

  const { receipts, revisions } = chainReceipts(key, last, contents, latest);
  const added = receipts.filter((row): row is IdeaReceiptRow => row !== null);
  if (added.length) {
    await tx.insert(ideaReceipts).values(added);
    await tx.insert(ideaRevisions).values(revisions);
  }
  return receipts;
}

type ChainHead = { seq: number; hash: string };

type Revision = { ideaId: string; revision: number; content: string };

/**
 * The signed receipts of `contents` after `last` (none for an idea whose content equals its
 * latest receipt's), and the revisions' canonical texts.
 */
function chainReceipts(
  key: SigningKey,
  last: ChainHead | null,
  contents: readonly { ideaId: string; content: ReceiptContent }[],
  latest: Map<string, { revision: number; contentHash: string }>,
): { receipts: (IdeaReceiptRow | null)[]; revisions: Revision[] } {
  let previous = last ?? { seq: 0, hash: GENESIS_HASH };
  const receipts: (IdeaReceiptRow | null)[] = [];
  const revisions: Revision[] = [];
  const now = new Date();
  for (const { ideaId, content } of contents) {
    const text = canonicalJson(content);
    const contentHash = sha256Hex(text);
    const before = latest.get(ideaId);
    if (before?.contentHash === contentHash) {
      receipts.push(null);
      continue;
    }
    const statement = {
      version: 1 as const,
      seq: previous.seq + 1,
      ideaId,
      revision: (before?.revision ?? 0) + 1,
      contentHash,
      prevHash: previous.hash,
      createdAt: now.toISOString(),
      keyId: key.keyId,
    };
    const body = statementText(statement);
    const row: IdeaReceiptRow = {
      seq: statement.seq,
      ideaId,
      revision: statement.revision,
      contentHash,
      prevHash: statement.prevHash,
      hash: sha256Hex(body),
      keyId: key.keyId,
      signature: signStatement(key, body),
      createdAt: now,
    };
    receipts.push(row);
    revisions.push({ ideaId, revision: row.revision, content: text });
    latest.set(ideaId, { revision: row.revision, contentHash });
    previous = row;
  }
  return { receipts, revisions };
}

/**
 * The chain's last receipt as this process last wrote or read it; null: read it again. Another
 * process (an instance, the receipts job under the lock) may have appended since: then the seq
 * after it is taken, the insert breaks the primary key, and the head is read again.
 */
let knownHead: ChainHead | null = null;

/**
 * A new idea's receipt and revision in one statement without the chain's lock: the receipts'
 * seqs continue the known head, and the primary key refuses them when another writer got there
 * first (seqs never have gaps, so the head was then stale). The lock's writers (edits, the
 * receipts job) make it wait, then refuse it the same way.
 */
const insertChained = (receipts: IdeaReceiptRow[], revisions: Revision[]) =>
  getDb().execute(sql`
    with receipt as (
      insert into ${ideaReceipts} (seq, idea_id, revision, content_hash, prev_hash, hash, key_id, signature, created_at)
      select * from json_to_recordset(${JSON.stringify(receipts)}::json) as r(
        seq bigint, "ideaId" text, revision integer, "contentHash" text, "prevHash" text, hash text,
        "keyId" text, signature text, "createdAt" timestamptz)
      returning seq
    )
    insert into ${ideaRevisions} (idea_id, revision, content)
    select * from json_to_recordset(${JSON.stringify(revisions)}::json) as v("ideaId" text, revision integer, content text)`);

/** Tries of a new idea's receipt against a head other writers moved. */
const CHAIN_TRIES = 5;

async function appendNewIdeas(
  contents: readonly { ideaId: string; content: ReceiptContent }[],
): Promise<(IdeaReceiptRow | null)[]> {
  await publishSigningKey();
  const key = signingKey();
  for (let attempt = 1; ; attempt++) {
    const last = knownHead ?? (await chainHead(getDb()));
    const { receipts, revisions } = chainReceipts(key, last, contents, new Map());
    const added = receipts.filter((row): row is IdeaReceiptRow => row !== null);
    try {
      await insertChained(added, revisions);
      knownHead = added.at(-1) ?? last;
      return receipts;
    } catch (error) {
      knownHead = null;
      if (!isUniqueViolation(error) || attempt >= CHAIN_TRIES) throw error;
    }
  }
}

async function chainHead(reader: Pick<Database, 'select'>): Promise<ChainHead | null> {
  const [last] = await reader
    .select({ seq: ideaReceipts.seq, hash: ideaReceipts.hash })
    .from(ideaReceipts)
    .orderBy(desc(ideaReceipts.seq))
    .limit(1);
  return last ?? null;
}

/**
 * The receipts of new ideas, one statement per batch. This process runs one batch at a time:
 * the ideas created meanwhile wait together for the next one, and its seqs follow the last.
 */
const appendInBatches = statementBatcher(appendNewIdeas, { oneAtATime: true });

/**
 * The receipt of a new idea. Ideas created together share one statement. Should it fail, the
 * idea stays saved and the receipts job gives it its receipt.
 */
export async function recordNewIdea(idea: ContentFields): Promise<void> {
  try {
    await appendInBatches({ ideaId: idea.id, content: await receiptContent(idea) });
  } catch (error) {
    logger.error({ err: error, ideaId: idea.id }, 'receipt not recorded: the receipts job will record it');
  }
}

/** Ideas read per step of a pass over the table (a range of the creation index). */
const SCAN_WINDOW = 5000;

/** An idea's place in creation order; the time as PostgreSQL writes it, to the microsecond. */
interface CreationKey {
  createdAt: string;
  id: string;
}

// The plain bound on created_at beside each row comparison: the planner estimates a range of the
// column from its statistics (a window is ~5,000 rows), not a row comparison (a third of the table,
// which made it hash every receipt instead of looking up the window's).
const afterKey = (key: CreationKey) =>
  sql`(${ideas.createdAt}, ${ideas.id}) > (${key.createdAt}::timestamptz, ${key.id}) and ${ideas.createdAt} >= ${key.createdAt}::timestamptz`;
const upToKey = (key: CreationKey) =>
  sql`(${ideas.createdAt}, ${ideas.id}) <= (${key.createdAt}::timestamptz, ${key.id}) and ${ideas.createdAt} <= ${key.createdAt}::timestamptz`;

/**
 * Receipts for every idea that has none yet (created before receipts existed, by the import, the
 * demo, or after a failed append), in one pass over the ideas in creation order. Each step takes
 * the next `window` ideas of the creation index and looks up the receipts of those only, so a
 * pass reads the table once however many receipts are missing (asking the whole table for "the
 * next ideas without a receipt" read all of it for every batch). The chain's lock is held for
 * `batch` receipts at a time. Answers how many receipts it recorded.
 */
export async function recordMissingReceipts(batch = 200, window = SCAN_WINDOW): Promise<number> {
  let recorded = 0;
  for (let after: CreationKey | null = null; ;) {
    const [last] = await getDb()
      .select({ createdAt: sql<string>`${ideas.createdAt}::text`, id: ideas.id })
      .from(ideas)
      .where(after ? afterKey(after) : undefined)
      .orderBy(asc(ideas.createdAt), asc(ideas.id))
      .offset(window - 1)
      .limit(1);
    const missing = await getDb()
      .select(ideaColumns)
      .from(ideas)
      .leftJoin(ideaReceipts, eq(ideaReceipts.ideaId, ideas.id))
      .where(
        and(isNull(ideaReceipts.seq), after ? afterKey(after) : undefined, last ? upToKey(last) : undefined),
      )
      .orderBy(asc(ideas.createdAt), asc(ideas.id));
    for (let start = 0; start < missing.length; start += batch)
      recorded += await recordReceiptsOf(missing.slice(start, start + batch));
    // Fewer than a window's ideas were left: that window ran to the end of the table.
    if (!last) return recorded;
    after = last;
  }
}

async function recordReceiptsOf(missing: ContentFields[]): Promise<number> {
  const documents = await receiptDocuments(
    getDb(),
    missing.map((idea) => idea.id),
  );
  const contents = await Promise.all(
    missing.map(async (idea) => ({
      ideaId: idea.id,
      content: await receiptContent(idea, documents.get(idea.id)),
    })),
  );
  await publishSigningKey();
  const added = await getDb().transaction((tx) => appendReceipts(tx, contents, { newIdeas: true }));
  return added.filter(Boolean).length;
}

/** A stored receipt as a document anyone can verify, with the content when it is still kept. */
export function receiptDocument(row: IdeaReceiptRow, content?: string | null): Receipt {
  return {
    version: 1,
    seq: row.seq,
    ideaId: row.ideaId,
    revision: row.revision,
    contentHash: row.contentHash,
    prevHash: row.prevHash,
    createdAt: row.createdAt.toISOString(),
    keyId: row.keyId,
    hash: row.hash,
    signature: row.signature,
    ...(content ? { content: JSON.parse(content) as ReceiptContent } : {}),
  };
}

/** An idea's receipts, oldest first, from revision `from` on. */
export function ideaReceiptRows(ideaId: string, from = 1): Promise<IdeaReceiptRow[]> {
  return getDb()
    .select()
    .from(ideaReceipts)
    .where(and(eq(ideaReceipts.ideaId, ideaId), gte(ideaReceipts.revision, from)))
    .orderBy(asc(ideaReceipts.revision));
}

/** The canonical content of one revision, while the idea exists. */
export async function revisionContent(ideaId: string, revision: number): Promise<string | null> {
  const [row] = await getDb()
    .select({ content: ideaRevisions.content })
    .from(ideaRevisions)
    .where(and(eq(ideaRevisions.ideaId, ideaId), eq(ideaRevisions.revision, revision)));
  return row?.content ?? null;
}

/** A page of the chain in order, for the audit. */
export function chainPage(afterSeq: number, size: number): Promise<IdeaReceiptRow[]> {
  return getDb()
    .select()
    .from(ideaReceipts)
    .where(sql`${ideaReceipts.seq} > ${afterSeq}`)
    .orderBy(asc(ideaReceipts.seq))
    .limit(size);
}

export const receiptByHash = async (hash: string): Promise<IdeaReceiptRow | null> =>
  (await getDb().select().from(ideaReceipts).where(eq(ideaReceipts.hash, hash)).limit(1))[0] ?? null;

export const receiptBySeq = async (seq: number): Promise<IdeaReceiptRow | null> =>
  (await getDb().select().from(ideaReceipts).where(eq(ideaReceipts.seq, seq)).limit(1))[0] ?? null;
