import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, resultRows } from '@/lib/db';
import { publishedKeys } from './keys';
import { chainPage, receiptBySeq, receiptDocument } from './receipts';
import { verifyChain, verifyReceipt, type Verdict } from './verify';

const PAGE = 1000;

export interface ChainAudit {
  /** Receipts checked, up to the first break. */
  checked: number;
  valid: boolean;
  /** The first receipt that does not verify or does not follow the one before it. */
  breakAt?: number;
  reasons: string[];
  /** Ideas that have no receipt yet (the receipts job records them). */
  ideasWithoutReceipt: number;
}

/**
 * Walks the whole chain in order: each receipt's hash, signature and link to the one before it.
 * Reports the first break: a receipt changed, removed, inserted or signed with an unknown key
 * breaks the chain there.
 */
export async function auditChain(onProgress?: (checked: number) => void): Promise<ChainAudit> {
  const keys = await publishedKeys();
  let checked = 0;
  let last: ReturnType<typeof receiptDocument> | undefined;
  for (;;) {
    const page = await chainPage(last?.seq ?? 0, PAGE);
    if (!page.length) break;
    const documents = page.map((row) => receiptDocument(row));
    // The page is checked with the last receipt of the page before, so the link between pages counts.
    const run = last ? [last, ...documents] : documents;
    const verdict = verifyChain(run, keys);
    if (!last && documents[0] && documents[0].seq !== 1) {
      verdict.valid = false;
      verdict.reasons.unshift(`Receipt ${documents[0].seq}: receipts 1–${documents[0].seq - 1} are missing`);
      verdict.breakAt = documents[0].seq;
    }
    if (!verdict.valid) {
      const breakAt = verdict.breakAt ?? documents[0]!.seq;
      return {
        checked: checked + documents.filter((document) => document.seq < breakAt).length,
        valid: false,
        breakAt,
        reasons: verdict.reasons,
        ideasWithoutReceipt: await ideasWithoutReceipt(),
      };
    }
    checked += documents.length;
    last = documents.at(-1);
    onProgress?.(checked);
  }
  return { checked, valid: true, reasons: [], ideasWithoutReceipt: await ideasWithoutReceipt() };
}

async function ideasWithoutReceipt(): Promise<number> {
  const [row] = resultRows<{ count: number }>(
    await getDb().execute(
      sql`select count(*)::int as count from ideas where not exists (select 1 from idea_receipts r where r.idea_id = ideas.id)`,
    ),
  );
  return Number(row?.count ?? 0);
}

/**
 * POST /api/receipts/verify: a receipt (with the content given beside it or inside it) is checked
 * on its own with the published keys, then against the platform's chain: the chain must hold it at
 * its position, and the receipt before it must still be there. A run of consecutive receipts is
 * checked as a chain, each one against the stored chain too.
 */
export async function verifyOnServer(receipt: unknown, content?: unknown): Promise<Verdict> {
  const keys = await publishedKeys();
  if (Array.isArray(receipt)) {
    const verdict = verifyChain(receipt, keys);
    if (!verdict.valid) return verdict;
    for (const document of receipt) {
      const stored = await againstChain(verifyReceipt(document, keys));
      if (stored.length) return { valid: false, reasons: stored };
    }
    return verdict;
  }
  const verdict = verifyReceipt(receipt, keys, content);
  const reasons = [...verdict.reasons, ...(await againstChain(verdict))];
  return { valid: reasons.length === 0, reasons };
}

async function againstChain(verdict: ReturnType<typeof verifyReceipt>): Promise<string[]> {
  const receipt = verdict.receipt;
  if (!receipt) return [];
  const reasons: string[] = [];
  const stored = await receiptBySeq(receipt.seq);
  if (!stored) reasons.push(`The platform’s chain has no receipt ${receipt.seq}`);
  else if (stored.hash !== receipt.hash)
    reasons.push(`The platform’s chain holds a different receipt at position ${receipt.seq}`);
  if (receipt.seq > 1) {
    const before = await receiptBySeq(receipt.seq - 1);
    if (!before)
      reasons.push(`The receipt before it in the platform’s chain (${receipt.seq - 1}) is missing`);
    else if (before.hash !== receipt.prevHash)
      reasons.push(`It does not follow receipt ${receipt.seq - 1} of the platform’s chain`);
  }
  return reasons;
}
