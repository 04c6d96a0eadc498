import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import canonicalize from 'canonicalize';
import {
  receiptContentSchema,
  receiptSchema,
  type Receipt,
  type ReceiptContent,
  type ReceiptKeySet,
  type ReceiptStatement,
} from '@/lib/validation/receipts';

/**
 * Checking receipts needs nothing but the receipt, the public keys and (optionally) the content:
 * this module runs on the server, in `npm run receipts:verify` offline, and in the chain audit.
 */

/** The hash the first receipt of the chain names as its previous one. */
export const GENESIS_HASH = '0'.repeat(64);

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/** RFC 8785 canonical JSON: the same value always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('Cannot serialize this value canonically');
  return text;
}

export const contentHashOf = (content: ReceiptContent): string => sha256Hex(canonicalJson(content));

/** The bytes a receipt's hash and signature cover. */
export function statementText(receipt: ReceiptStatement): string {
  const { version, seq, ideaId, revision, contentHash, prevHash, createdAt, keyId } = receipt;
  return canonicalJson({ version, seq, ideaId, revision, contentHash, prevHash, createdAt, keyId });
}

export interface Verdict {
  valid: boolean;
  reasons: string[];
}

const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'value'}: ${issue.message}` : 'invalid';
};

/** Whether the signature over the statement was made by the key it names, among `keys`. */
function signatureReasons(receipt: Receipt, keys: ReceiptKeySet): string[] {
  const jwk = keys.keys.find((key) => key.kid === receipt.keyId);
  if (!jwk) return [`It was signed with a key that is not published (${receipt.keyId})`];
  try {
    const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
    const ok = verifySignature(
      null,
      Buffer.from(statementText(receipt)),
      key,
      Buffer.from(receipt.signature, 'base64url'),
    );
    return ok ? [] : [`The signature does not match the receipt for key ${receipt.keyId}`];
  } catch {
    return [`The signature does not match the receipt for key ${receipt.keyId}`];
  }
}

/**
 * Checks one receipt on its own: its shape, that its hash is that of its statement, that the
 * key it names signed it, and, when content is given (or carried inside it), that the content's
 * canonical hash is the receipt's content hash. Returns the parsed receipt when its shape is right.
 */
export function verifyReceipt(
  document: unknown,
  keys: ReceiptKeySet,
  content?: unknown,
): Verdict & { receipt?: Receipt } {
  const parsed = receiptSchema.safeParse(document);
  if (!parsed.success)
    return { valid: false, reasons: [`This is not a receipt (${firstIssue(parsed.error)})`] };
  const receipt = parsed.data;
  const reasons: string[] = [];
  if (sha256Hex(statementText(receipt)) !== receipt.hash)
    reasons.push('The receipt’s hash does not match its fields: it was changed after it was issued');
  reasons.push(...signatureReasons(receipt, keys));
  const given = content ?? receipt.content;
  if (given !== undefined) {
    const shaped = receiptContentSchema.safeParse(given);
    if (!shaped.success)
      reasons.push(`The content is not an idea’s receipt content (${firstIssue(shaped.error)})`);
    else if (contentHashOf(shaped.data) !== receipt.contentHash)
      reasons.push(
        'The content does not match the receipt’s content hash: it is not the content this receipt covers',
      );
  }
  return { valid: reasons.length === 0, reasons, receipt };
}

/**
 * Checks a run of consecutive receipts of the chain (ordered by seq): each on its own, and that
 * each names the one before it as its previous receipt, without gaps. The first receipt of the
 * chain must name the genesis hash. Stops listing reasons at the first break of the chain.
 */
export function verifyChain(
  documents: readonly unknown[],
  keys: ReceiptKeySet,
): Verdict & { breakAt?: number } {
  const reasons: string[] = [];
  let previous: Receipt | undefined;
  for (const [index, document] of documents.entries()) {
    const verdict = verifyReceipt(document, keys);
    const receipt = verdict.receipt;
    const label = receipt ? `Receipt ${receipt.seq}` : `Entry ${index + 1}`;
    reasons.push(...verdict.reasons.map((reason) => `${label}: ${reason}`));
    if (receipt && receipt.seq === 1 && receipt.prevHash !== GENESIS_HASH)
      reasons.push(`${label}: the first receipt of the chain must follow nothing`);
    if (receipt && previous) {
      if (receipt.seq !== previous.seq + 1)
        reasons.push(
          `${label}: receipts ${previous.seq + 1}–${receipt.seq - 1} are missing after receipt ${previous.seq}`,
        );
      else if (receipt.prevHash !== previous.hash)
        reasons.push(
          `${label}: it does not follow receipt ${previous.seq} (its previous hash is not that receipt’s hash)`,
        );
    }
    if (reasons.length) return { valid: false, reasons, breakAt: receipt?.seq ?? index + 1 };
    previous = receipt;
  }
  return { valid: true, reasons };
}
