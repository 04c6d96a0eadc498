import { execFile } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { GET as ndaPdfRoute } from '@/app/api/access-requests/[id]/nda.pdf/route';
import { POST as requestRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { GET as receiptRoute } from '@/app/api/ideas/[id]/receipts/[revision]/route';
import { GET as receiptsRoute } from '@/app/api/ideas/[id]/receipts/route';
import { DELETE as deleteIdeaRoute, PUT as putIdea } from '@/app/api/ideas/[id]/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { GET as keysRoute } from '@/app/api/receipts/keys/route';
import { POST as verifyRoute } from '@/app/api/receipts/verify/route';
import { getDb, resultRows } from '@/lib/db';
import { auditChain, canonicalJson, recordMissingReceipts, sha256Hex } from '@/lib/protection';
import type { Receipt, ReceiptKeySet } from '@/lib/validation/receipts';
import { ideaReceiptsReplySchema, receiptSchema } from '@/lib/validation/receipts';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { insertIdeas, validIdea } from './ideas-fixtures';
import { uploadIdeaPhoto } from './photo-fixtures';

// Authorship receipts (DESIGN.md section 14): one signed receipt per content revision, one hash
// chain for the platform, verifiable by the API, offline by the CLI, and audited as a whole.

type Headers = Record<string, string>;
const run = promisify(execFile);

let creator: User;
let buyer: User;
let stranger: User;
const auth = new Map<string, Headers>();
const as = (user: User) => auth.get(user.id)!;
let dir = '';

beforeAll(async () => {
  creator = await createUser({ displayName: 'Ada Creator' });
  buyer = await createUser({ displayName: 'Bo Buyer' });
  stranger = await createUser();
  for (const user of [creator, buyer, stranger]) auth.set(user.id, await bearerHeaders(user));
  dir = mkdtempSync(path.join(tmpdir(), 'ideas-receipts-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function createIdea(overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers: as(creator),
    body: validIdea(overrides),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

async function editIdea(id: string, overrides: Record<string, unknown>): Promise<void> {
  const reply = await call(putIdea, `/api/ideas/${id}`, {
    method: 'PUT',
    headers: as(creator),
    body: validIdea(overrides),
    params: { id },
  });
  expect(reply.status).toBe(200);
}

const receiptsOf = (id: string, user?: User) =>
  call<{ success: true; receipts: (Omit<Receipt, 'content'> & { seq: number; hash: string })[] }>(
    receiptsRoute,
    `/api/ideas/${id}/receipts`,
    { headers: user ? as(user) : {}, params: { id } },
  );

const receiptOf = (id: string, revision: number | string, user: User = creator) =>
  call<Receipt>(receiptRoute, `/api/ideas/${id}/receipts/${revision}`, {
    headers: as(user),
    params: { id, revision: String(revision) },
  });

async function receiptPdf(id: string, revision: number, user: User = creator): Promise<Response> {
  return receiptRoute(
    new Request(new URL(`/api/ideas/${id}/receipts/${revision}.pdf`, BASE_URL), { headers: as(user) }),
    { params: Promise.resolve({ id, revision: `${revision}.pdf` }) },
  );
}

const verify = (body: unknown) =>
  call<{ success: boolean; valid: boolean; reasons: string[] }>(verifyRoute, '/api/receipts/verify', {
    method: 'POST',
    body,
  });

async function keys(): Promise<ReceiptKeySet> {
  const reply = await call<ReceiptKeySet>(keysRoute, '/api/receipts/keys');
  expect(reply.status).toBe(200);
  return reply.body;
}

/** `npm run receipts:verify` on files written here: its exit code and what it printed. */
async function cli(receipt: unknown, content?: unknown): Promise<{ code: number; stdout: string }> {
  const stamp = Math.random().toString(36).slice(2);
  const receiptFile = path.join(dir, `receipt-${stamp}.json`);
  const keysFile = path.join(dir, `keys-${stamp}.json`);
  writeFileSync(receiptFile, JSON.stringify(receipt));
  writeFileSync(keysFile, JSON.stringify(await keys()));
  const args = [receiptFile, '--keys', keysFile];
  if (content !== undefined) {
    const contentFile = path.join(dir, `content-${stamp}.json`);
    writeFileSync(contentFile, JSON.stringify(content));
    args.push('--content', contentFile);
  }
  try {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/receipts-verify.ts', ...args],
      // Offline: no database, no server; an empty environment but for what Node needs.
      { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' } },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('authorship receipts', () => {
  it('are issued on create and on every content edit, none for a save that changes nothing, in one chain', async () => {
    const id = await createIdea({ title: 'Receipted lamp' });
    let reply = await receiptsOf(id, creator);
    expect(reply.status).toBe(200);
    expect(ideaReceiptsReplySchema.parse(reply.body)).toEqual(reply.body);
    expect(reply.body.receipts.map((r) => r.revision)).toEqual([1]);

    await editIdea(id, { title: 'Receipted lamp' }); // the same content: no new revision
    expect((await receiptsOf(id, creator)).body.receipts).toHaveLength(1);

    await editIdea(id, { title: 'Receipted lamp, second edition' });
    await editIdea(id, { title: 'Receipted lamp, second edition', desiredPrice: 2500 });
    reply = await receiptsOf(id, creator);
    const [first, second, third] = reply.body.receipts;
    expect(reply.body.receipts.map((r) => r.revision)).toEqual([1, 2, 3]);
    expect(second!.seq).toBeGreaterThan(first!.seq);
    expect(third!.prevHash).toBe(second!.hash);
    // Consecutive in the platform's chain: each names the hash of the receipt before it.
    const chain = resultRows<{ seq: number; hash: string; prev_hash: string }>(
      await getDb().execute(sql`select seq, hash, prev_hash from idea_receipts order by seq`),
    );
    for (let i = 1; i < chain.length; i++) {
      expect(Number(chain[i]!.seq)).toBe(Number(chain[i - 1]!.seq) + 1);
      expect(chain[i]!.prev_hash).toBe(chain[i - 1]!.hash);
    }

    const document = await receiptOf(id, 3);
    expect(document.status).toBe(200);
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    expect(document.headers.get('content-disposition')).toContain(`receipt-${id}-r3.json`);
    expect(receiptSchema.parse(document.body)).toEqual(document.body);
    expect(document.body.content).toMatchObject({
      title: 'Receipted lamp, second edition',
      desiredPrice: 2500,
    });
    expect(document.body.contentHash).toBe(sha256Hex(canonicalJson(document.body.content)));
  });

  it('chain ideas created together and an edit made meanwhile, without a gap', async () => {
    const edited = await createIdea({ title: 'Edited while others are created' });
    const [ids] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, n) => createIdea({ title: `Created together ${n}` }))),
      editIdea(edited, { title: 'Edited while others were created' }),
    ]);
    const chain = resultRows<{
      seq: number;
      idea_id: string;
      revision: number;
      hash: string;
      prev_hash: string;
    }>(
      await getDb().execute(
        sql`select seq, idea_id, revision, hash, prev_hash from idea_receipts order by seq`,
      ),
    );
    for (const id of ids)
      expect(chain.filter((row) => row.idea_id === id).map((row) => row.revision)).toEqual([1]);
    expect(chain.filter((row) => row.idea_id === edited).map((row) => row.revision)).toEqual([1, 2]);
    for (let i = 1; i < chain.length; i++) {
      expect(Number(chain[i]!.seq)).toBe(Number(chain[i - 1]!.seq) + 1);
      expect(chain[i]!.prev_hash).toBe(chain[i - 1]!.hash);
    }
    expect((await auditChain()).valid).toBe(true);
  });

  it('cover each photo by the SHA-256 of its file', async () => {
    const photo = await uploadIdeaPhoto(as(creator));
    const id = await createIdea({ photos: [photo] });
    const { body } = await receiptOf(id, 1);
    expect(body.content?.photos).toHaveLength(1);
    expect(body.content?.photos[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(body.content?.photos[0]).not.toBe(sha256Hex(photo));
  });

  // Six runs of the CLI, each starting Node.js and tsx: seconds each on a busy machine.
  it('verify through the API and offline with the CLI; tampering, other content and a wrong key are caught with a reason', async () => {
    const id = await createIdea({ title: 'Verified kettle' });
    const { body: receipt } = await receiptOf(id, 1);

    expect((await verify({ receipt })).body).toEqual({ success: true, valid: true, reasons: [] });
    const offline = await cli(receipt);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain('valid: receipt');

    // A field of the receipt changed after it was issued: its hash no longer matches.
    const backdated = { ...receipt, createdAt: '2020-01-01T00:00:00.000Z' };
    const backdatedVerdict = (await verify({ receipt: backdated })).body;
    expect(backdatedVerdict.valid).toBe(false);
    expect(backdatedVerdict.reasons.join(' ')).toMatch(/hash does not match its fields/);
    expect((await cli(backdated)).code).toBe(1);

    // The content inside changed: it is not what the receipt covers.
    const rewritten = { ...receipt, content: { ...receipt.content!, title: 'Someone else’s kettle' } };
    const rewrittenVerdict = (await verify({ receipt: rewritten })).body;
    expect(rewrittenVerdict.valid).toBe(false);
    expect(rewrittenVerdict.reasons.join(' ')).toMatch(/content does not match/);
    const rewrittenOffline = await cli(rewritten);
    expect(rewrittenOffline.code).toBe(1);
    expect(rewrittenOffline.stdout).toMatch(/content does not match/);

    // A content file given beside the receipt.
    const { content, ...bare } = receipt;
    expect((await verify({ receipt: bare, content })).body.valid).toBe(true);
    expect((await cli(bare, content)).code).toBe(0);
    const otherContent = { ...content!, desiredPrice: 1 };
    expect((await verify({ receipt: bare, content: otherContent })).body.reasons.join(' ')).toMatch(
      /content does not match/,
    );
    const otherOffline = await cli(bare, otherContent);
    expect(otherOffline.code).toBe(1);
    expect(otherOffline.stdout).toMatch(/content does not match/);

    // Signed by another key under the platform's key id, or under an id that is not published.
    const forger = generateKeyPairSync('ed25519').privateKey;
    const statement = canonicalJson({
      version: 1,
      seq: receipt.seq,
      ideaId: receipt.ideaId,
      revision: receipt.revision,
      contentHash: receipt.contentHash,
      prevHash: receipt.prevHash,
      createdAt: receipt.createdAt,
      keyId: receipt.keyId,
    });
    const forged = {
      ...receipt,
      signature: sign(null, Buffer.from(statement), forger).toString('base64url'),
    };
    const forgedVerdict = (await verify({ receipt: forged })).body;
    expect(forgedVerdict.valid).toBe(false);
    expect(forgedVerdict.reasons.join(' ')).toMatch(/signature does not match/);
    expect((await cli(forged)).stdout).toMatch(/signature does not match/);
    const unknownKey = (await verify({ receipt: { ...receipt, keyId: 'not-a-published-key' } })).body;
    expect(unknownKey.reasons.join(' ')).toMatch(/key that is not published/);

    // Not a receipt at all: a clear verdict, not an error.
    expect((await verify({ receipt: { hello: 'world' } })).body).toMatchObject({ valid: false });
    expect((await verify('not an object')).status).toBe(400);
  }, 120_000);

  it('refuse UPDATE, DELETE and TRUNCATE of the chain', async () => {
    await createIdea();
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: unknown) => String((error as { cause?: Error }).cause?.message ?? (error as Error).message),
      );
    for (const statement of [
      sql`update idea_receipts set content_hash = ${'0'.repeat(64)}`,
      sql`delete from idea_receipts where true`,
      sql`truncate idea_receipts`,
    ]) {
      expect(await refusal(getDb().execute(statement))).toContain('idea receipts are append-only');
    }
  });

  it('are read by the creator, and by a buyer approved under NDA from the revision they were approved on', async () => {
    const id = await createIdea({ requireNDA: true, title: 'Gated receipt' });
    await editIdea(id, { requireNDA: true, title: 'Gated receipt, revised' });

    expect((await receiptsOf(id)).status).toBe(401);
    expect((await receiptsOf(id, stranger)).status).toBe(403);

    const requested = await call<{ request: { _id: string } }>(
      requestRoute,
      `/api/ideas/${id}/access-requests`,
      {
        method: 'POST',
        body: { fullName: 'Bo Buyer', agree: true },
        headers: as(buyer),
        params: { id },
      },
    );
    expect(requested.status).toBe(201);
    const requestId = requested.body.request._id;
    expect((await receiptsOf(id, buyer)).status).toBe(403); // pending: nothing disclosed yet

    const approved = await call(decideRoute, `/api/access-requests/${requestId}/approve`, {
      method: 'POST',
      body: {},
      headers: as(creator),
      params: { id: requestId, action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await editIdea(id, { requireNDA: true, title: 'Gated receipt, third' });

    expect((await receiptsOf(id, buyer)).body.receipts.map((r) => r.revision)).toEqual([2, 3]);
    expect((await receiptOf(id, 2, buyer)).status).toBe(200);
    expect((await receiptOf(id, 1, buyer)).status).toBe(404);
    expect((await receiptOf(id, 1, creator)).status).toBe(200);
    expect((await receiptOf(id, 'nine', creator)).status).toBe(404);

    // The signed NDA names the receipt of the revision the buyer was approved on.
    const revision2 = (await receiptOf(id, 2, creator)).body;
    const nda = await ndaPdfRoute(
      new Request(new URL(`/api/access-requests/${requestId}/nda.pdf`, BASE_URL), { headers: as(buyer) }),
      { params: Promise.resolve({ id: requestId }) },
    );
    expect(nda.status).toBe(200);
    const ndaText = (
      await extractText(await getDocumentProxy(new Uint8Array(await nda.arrayBuffer())), { mergePages: true })
    ).text;
    expect(ndaText).toMatch(
      new RegExp(`Approved on revision 2 of the idea, authorship receipt SHA-256:\\s+${revision2.hash}`),
    );
  });

  it('come as a PDF with the content, hashes, signature and how to verify', async () => {
    const id = await createIdea({ title: 'Printable receipt' });
    const { body: receipt } = await receiptOf(id, 1);
    const reply = await receiptPdf(id, 1);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(await reply.arrayBuffer())), {
        mergePages: true,
      })
    ).text;
    expect(text).toContain('Authorship receipt');
    expect(text).toContain('Title: Printable receipt');
    // Labels, then each 64-character hash whole (a line may break between the two).
    expect(text).toMatch(new RegExp(`Content SHA-256:\\s+${receipt.contentHash}`));
    expect(text).toMatch(new RegExp(`Receipt SHA-256:\\s+${receipt.hash}`));
    expect(text).toContain(`Key id: ${receipt.keyId}`);
    expect(text).toContain('How to verify');
    expect((await receiptPdf(id, 1, stranger)).status).toBe(403);
  });

  it('outlive a deleted idea as hashes, and the API still verifies them', async () => {
    const id = await createIdea({ title: 'Soon deleted' });
    const { body: receipt } = await receiptOf(id, 1);
    const deleted = await call(deleteIdeaRoute, `/api/ideas/${id}`, {
      method: 'DELETE',
      headers: as(creator),
      params: { id },
    });
    expect(deleted.status).toBe(200);
    const rows = resultRows<{ count: number }>(
      await getDb().execute(sql`select count(*)::int as count from idea_receipts where idea_id = ${id}`),
    );
    expect(Number(rows[0]!.count)).toBe(1);
    const content = resultRows(
      await getDb().execute(sql`select 1 from idea_revisions where idea_id = ${id}`),
    );
    expect(content).toHaveLength(0);
    expect((await verify({ receipt })).body.valid).toBe(true);
  });

  it('are recorded by the receipts job for ideas that have none (imported, seeded, older than receipts)', async () => {
    const [id] = await insertIdeas(creator, [{ title: 'Imported without a receipt' }]);
    // Seven more, inserted together (one creation time), between ideas that have receipts: a pass
    // in windows of three ideas and batches of two must find each of them once.
    await createIdea({ title: 'Receipted before' });
    const more = await insertIdeas(
      creator,
      Array.from({ length: 7 }, (_, i) => ({ title: `Imported ${i}` })),
    );
    await createIdea({ title: 'Receipted after' });
    expect((await receiptsOf(id!, creator)).body.receipts).toEqual([]);
    expect((await auditChain()).ideasWithoutReceipt).toBeGreaterThanOrEqual(8);
    expect(await recordMissingReceipts(2, 3)).toBeGreaterThanOrEqual(8);
    for (const idea of [id!, ...more])
      expect((await receiptsOf(idea, creator)).body.receipts.map((r) => r.revision)).toEqual([1]);
    expect(await recordMissingReceipts(2, 3)).toBe(0);
    expect((await receiptOf(id!, 1)).body.content?.title).toBe('Imported without a receipt');
    expect((await auditChain()).ideasWithoutReceipt).toBe(0);
  });

  // Last: it takes a receipt out of the chain (with the append-only trigger off, as only someone
  // with the database's owner rights could) and puts it back.
  it('a receipt removed from the middle of the chain, or changed in place, is reported by the audit, the API and the CLI', async () => {
    const ids = [
      await createIdea({ title: 'Chain A' }),
      await createIdea({ title: 'Chain B' }),
      await createIdea({ title: 'Chain C' }),
    ];
    const [a, b, c] = await Promise.all(ids.map(async (id) => (await receiptOf(id, 1)).body));
    expect(b!.seq).toBe(a!.seq + 1);
    expect(c!.seq).toBe(b!.seq + 1);
    expect((await auditChain()).valid).toBe(true);
    expect((await cli([a, b, c])).code).toBe(0);

    const [middle] = resultRows<Record<string, unknown>>(
      await getDb().execute(sql`select * from idea_receipts where seq = ${b!.seq}`),
    );
    await getDb().execute(sql`alter table idea_receipts disable trigger idea_receipts_append_only`);
    try {
      await getDb().execute(sql`delete from idea_receipts where seq = ${b!.seq}`);
      const audit = await auditChain();
      expect(audit.valid).toBe(false);
      expect(audit.breakAt).toBe(c!.seq);
      expect(audit.reasons.join(' ')).toMatch(/missing/);

      const verdict = (await verify({ receipt: c })).body;
      expect(verdict.valid).toBe(false);
      expect(verdict.reasons.join(' ')).toMatch(
        new RegExp(`receipt before it in the platform’s chain \\(${b!.seq}\\) is missing`),
      );

      const offline = await cli([a, c]);
      expect(offline.code).toBe(1);
      expect(offline.stdout).toMatch(/missing after receipt/);
    } finally {
      await getDb().execute(
        sql`insert into idea_receipts (seq, idea_id, revision, content_hash, prev_hash, hash, key_id, signature, created_at)
            values (${middle!.seq}, ${middle!.idea_id}, ${middle!.revision}, ${middle!.content_hash}, ${middle!.prev_hash},
                    ${middle!.hash}, ${middle!.key_id}, ${middle!.signature}, ${middle!.created_at})`,
      );
      await getDb().execute(sql`alter table idea_receipts enable trigger idea_receipts_append_only`);
    }
    expect((await auditChain()).valid).toBe(true);

    // A stored receipt changed in place (backdated) breaks the chain at that receipt.
    await getDb().execute(sql`alter table idea_receipts disable trigger idea_receipts_append_only`);
    try {
      await getDb().execute(
        sql`update idea_receipts set created_at = '2020-01-01T00:00:00Z' where seq = ${b!.seq}`,
      );
      const audit = await auditChain();
      expect(audit.breakAt).toBe(b!.seq);
      expect(audit.reasons.join(' ')).toMatch(/hash does not match its fields/);
    } finally {
      await getDb().execute(
        sql`update idea_receipts set created_at = ${middle!.created_at} where seq = ${b!.seq}`,
      );
      await getDb().execute(sql`alter table idea_receipts enable trigger idea_receipts_append_only`);
    }
    expect((await auditChain()).valid).toBe(true);
  });
});
