import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as archiveRoute } from '@/app/api/ideas/[id]/archive/route';
import {
  DELETE as deleteDocumentRoute,
  GET as getDocumentRoute,
} from '@/app/api/ideas/[id]/documents/[documentId]/route';
import { GET as listRoute, POST as attachRoute } from '@/app/api/ideas/[id]/documents/route';
import { GET as receiptRoute } from '@/app/api/ideas/[id]/receipts/[revision]/route';
import { GET as receiptsRoute } from '@/app/api/ideas/[id]/receipts/route';
import { DELETE as deleteIdeaRoute } from '@/app/api/ideas/[id]/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { GET as exportRoute } from '@/app/api/profile/export/route';
import { siteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { storage } from '@/lib/platform/storage';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type IdeaDocumentDTO } from '@/lib/validation/idea-documents';
import { ideaDocuments, ideaViews, type User } from '@/models';
import { decideAccess, requester } from './access-fixtures';
import { docxBytes, file, pdfBytes, zipBytes } from './document-fixtures';
import { bearerHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { validIdea } from './ideas-fixtures';
import { forEachStorageDriver } from './storage-driver-cases';

// The listing's data room (DESIGN.md section 14): documents behind the NDA, read by the creator,
// admins and approved requesters only; watermarked for requesters, logged, covered by receipts.

type Headers = Record<string, string>;
type Attached = { success: boolean; document: IdeaDocumentDTO; url: string; message?: string };

let creator: User;
let creatorAuth: Headers;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function newIdea(overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea({ requireNDA: true, ...overrides }),
    headers: creatorAuth,
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

function attach(ideaId: string, upload: File, headers: Headers = creatorAuth) {
  const form = new FormData();
  form.set('file', upload);
  return call<Attached>(attachRoute, `/api/ideas/${ideaId}/documents`, {
    method: 'POST',
    body: form,
    headers,
    params: { id: ideaId },
  });
}

const list = (ideaId: string, headers: Headers) =>
  call<{ documents: IdeaDocumentDTO[]; message?: string }>(listRoute, `/api/ideas/${ideaId}/documents`, {
    headers,
    params: { id: ideaId },
  });

function download(document: Pick<IdeaDocumentDTO, 'ideaId' | '_id' | 'url'>, headers: Headers) {
  return getDocumentRoute(new Request(new URL(document.url, BASE_URL), { headers }), {
    params: Promise.resolve({ id: document.ideaId, documentId: document._id }),
  });
}

const bytesOf = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

async function stored(key: string): Promise<Buffer | null> {
  const found = await storage().open(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const storedKeys = async (ideaId: string) =>
  (await getDb().select().from(ideaDocuments).where(eq(ideaDocuments.ideaId, ideaId))).map((row) => row.key);

beforeAll(async () => {
  creator = await createUser({ displayName: 'Dana Creator' });
  creatorAuth = await bearerHeaders(creator);
});

describe('attaching documents', () => {
  it('stores each accepted kind by its content, answers 201 with the document and its url', async () => {
    const ideaId = await newIdea();
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const files: [Buffer, string, string, string][] = [
      [await pdfBytes('Enclosure drawings'), 'drawings.pdf', 'pdf', 'application/pdf'],
      [png, 'prototype.png', 'image', 'image/png'],
      [
        Buffer.from('part,supplier,price\nmotor,Acme,12.50\n'),
        'suppliers.csv',
        'csv',
        'text/csv; charset=utf-8',
      ],
      [Buffer.from('Plain notes: ünïcode is fine.\n'), 'notes.txt', 'text', 'text/plain; charset=utf-8'],
      [
        docxBytes(),
        'plan.docx',
        'office',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [zipBytes({ 'cad/part.step': 'ISO-10303-21;' }), 'cad.zip', 'zip', 'application/zip'],
    ];
    for (const [bytes, name, kind, contentType] of files) {
      const reply = await attach(ideaId, file(bytes, name));
      expect(reply.status, name).toBe(201);
      const { document, url } = reply.body;
      expect(document).toMatchObject({
        ideaId,
        name,
        kind,
        contentType,
        size: bytes.length,
        sha256: sha256(bytes),
      });
      expect(url).toBe(`/api/ideas/${ideaId}/documents/${document._id}`);
      expect(document.url).toBe(url);
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
    }
    // Stored through the storage driver, byte for byte.
    const keys = await storedKeys(ideaId);
    expect(keys).toHaveLength(files.length);
    expect((await stored(keys[0]!))!.equals(files[0]![0])).toBe(true);

    const listed = await list(ideaId, creatorAuth);
    expect(listed.status).toBe(200);
    expect(listed.body.documents.map((d) => d.name)).toEqual(files.map(([, name]) => name));
  });

  it('decides the type by content: a disguised or active file is 415, a wrong extension is corrected', async () => {
    const ideaId = await newIdea();
    const refused: [string | Buffer, string][] = [
      ['<html><script>alert(1)</script></html>', 'report.pdf'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'diagram.png'],
      ['<html><body>hello</body></html>', 'page.html'],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.txt'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.alloc(600)]), 'installer.msi'],
    ];
    for (const [bytes, name] of refused) {
      const reply = await attach(ideaId, file(bytes, name, 'application/pdf'));
      expect(reply.status, name).toBe(415);
      expect(reply.body.message).toBe(DOCUMENT_MESSAGES.unsupported);
    }
    // A PDF named .txt is stored as the PDF it is.
    const renamed = await attach(ideaId, file(await pdfBytes('Renamed'), 'summary.txt'));
    expect(renamed.status).toBe(201);
    expect(renamed.body.document).toMatchObject({
      name: 'summary.pdf',
      kind: 'pdf',
      contentType: 'application/pdf',
    });
    expect(await storedKeys(ideaId)).toHaveLength(1);
  });

  it('refuses a file over 25 MB (413) and an empty one (400), storing nothing', async () => {
    const ideaId = await newIdea();
    const big = await attach(ideaId, file(Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x41), 'big.txt'));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(DOCUMENT_MESSAGES.tooLarge);
    const empty = await attach(ideaId, file(Buffer.alloc(0), 'empty.txt'));
    expect(empty.status).toBe(400);
    expect(await storedKeys(ideaId)).toEqual([]);
  });

  it('holds at most 10 documents an idea (409 for the 11th)', async () => {
    const ideaId = await newIdea();
    for (let i = 1; i <= 10; i += 1)
      expect((await attach(ideaId, file(`note ${i}\n`, `note-${i}.txt`))).status).toBe(201);
    const eleventh = await attach(ideaId, file('one too many\n', 'note-11.txt'));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(DOCUMENT_MESSAGES.tooMany);
    expect(await storedKeys(ideaId)).toHaveLength(10);
  });

  it('is for the creator of an NDA-gated idea only', async () => {
    const gated = await newIdea();
    const open = await newIdea({ requireNDA: false });
    const other = await bearerHeaders(await createUser());
    const attempts = [
      [await attach(gated, file('x\n', 'a.txt'), {}), 401],
      [await attach(gated, file('x\n', 'a.txt'), other), 403],
      [await attach(open, file('x\n', 'a.txt')), 409],
      [await attach('665f1c2ab7e4d35a9c0e0000', file('x\n', 'a.txt')), 404],
    ] as const;
    for (const [reply, status] of attempts) expect(reply.status).toBe(status);
    expect(attempts[2][0].body.message).toBe(DOCUMENT_MESSAGES.needsNda);
    expect(await storedKeys(gated)).toEqual([]);
  });
});

describe('reading documents', () => {
  let ideaId: string;
  let pdf: IdeaDocumentDTO;
  let image: IdeaDocumentDTO;
  let csv: IdeaDocumentDTO;
  let pdfOriginal: Buffer;
  let imageOriginal: Buffer;
  let csvOriginal: Buffer;

  beforeAll(async () => {
    ideaId = await newIdea();
    pdfOriginal = await pdfBytes('Supplier quotes', 2);
    imageOriginal = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    csvOriginal = Buffer.from('part,price\nmotor,12.50\n');
    pdf = (await attach(ideaId, file(pdfOriginal, 'quotes.pdf'))).body.document;
    image = (await attach(ideaId, file(imageOriginal, 'bench.jpg'))).body.document;
    csv = (await attach(ideaId, file(csvOriginal, 'bom.csv'))).body.document;
  });

  it('refuses anonymous (401), pending, rejected and revoked requesters and strangers (403)', async () => {
    const anonymousList = await list(ideaId, {});
    expect(anonymousList.status).toBe(401);
    expect((await download(pdf, {})).status).toBe(401);
    const stranger = await bearerHeaders(await createUser());
    for (const state of ['pending', 'rejected', 'revoked'] as const) {
      const { headers } = await requester(ideaId, creatorAuth, state);
      for (const headersOf of [headers, stranger]) {
        const listed = await list(ideaId, headersOf);
        expect(listed.status, state).toBe(403);
        expect(listed.body.message).toBe(DOCUMENT_MESSAGES.notAllowed);
        const refused = await download(pdf, headersOf);
        expect(refused.status, state).toBe(403);
        expect(refused.headers.get('content-disposition')).toBeNull();
      }
    }
  });

  it('serves an approved requester watermarked PDFs and images, other files as stored, privately', async () => {
    const { user, headers } = await requester(ideaId, creatorAuth, 'approved', 'Quinn Watermark');
    const listed = await list(ideaId, headers);
    expect(listed.status).toBe(200);
    expect(listed.body.documents.map((d) => d._id)).toEqual([pdf._id, image._id, csv._id]);

    const pdfReply = await download(pdf, headers);
    expect(pdfReply.status).toBe(200);
    expect(pdfReply.headers.get('cache-control')).toBe('private, no-store');
    expect(pdfReply.headers.get('content-disposition')).toBe('attachment; filename="quotes.pdf"');
    expect(pdfReply.headers.get('content-type')).toBe('application/pdf');
    expect(pdfReply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdfReply.headers.get('x-watermarked')).toBe('true');
    const watermarked = await bytesOf(pdfReply);
    expect(pdfReply.headers.get('content-length')).toBe(String(watermarked.length));
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(watermarked)), {
      mergePages: false,
    });
    expect(totalPages).toBe(2);
    for (const page of text) {
      expect(page).toContain('Supplier quotes');
      expect(page).toContain('Quinn Watermark');
      expect(page).toContain(user.id.slice(-6).toUpperCase());
    }

    const imageReply = await download(image, headers);
    expect(imageReply.status).toBe(200);
    expect(imageReply.headers.get('content-type')).toBe('image/jpeg');
    const marked = await bytesOf(imageReply);
    expect(marked.equals(imageOriginal)).toBe(false);
    expect(await sharp(marked).metadata()).toMatchObject({ width: 600, height: 400, format: 'jpeg' });

    const csvReply = await download(csv, headers);
    expect(csvReply.headers.get('x-watermarked')).toBe('false');
    expect((await bytesOf(csvReply)).equals(csvOriginal)).toBe(true);

    // Each read is in the idea's view log, on the document surface.
    const [row] = await getDb()
      .select()
      .from(ideaViews)
      .where(
        and(eq(ideaViews.ideaId, ideaId), eq(ideaViews.viewerId, user.id), eq(ideaViews.surface, 'document')),
      );
    expect(row?.count).toBe(3);
  });

  it('gives the creator and admins the stored files; only an admin’s reads are logged', async () => {
    const admin = await createUser({ role: 'admin' });
    const adminHeaders = await bearerHeaders(admin);
    for (const headers of [creatorAuth, adminHeaders]) {
      const reply = await download(pdf, headers);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-watermarked')).toBe('false');
      expect((await bytesOf(reply)).equals(pdfOriginal)).toBe(true);
    }
    const logged = await getDb().select().from(ideaViews).where(eq(ideaViews.ideaId, ideaId));
    expect(logged.some((row) => row.viewerId === creator.id)).toBe(false);
    expect(logged.some((row) => row.viewerId === admin.id && row.surface === 'document')).toBe(true);
  });

  it('ends at once when the creator revokes access', async () => {
    const { headers, requestId } = await requester(ideaId, creatorAuth);
    expect((await download(csv, headers)).status).toBe(200);
    await decideAccess('revoke', requestId, creatorAuth);
    expect((await download(csv, headers)).status).toBe(403);
    expect((await list(ideaId, headers)).status).toBe(403);
  });

  it('goes on for an approved requester of an archived idea, and no one else', async () => {
    const archivedIdea = await newIdea();
    const document = (await attach(archivedIdea, file('terms\n', 'terms.txt'))).body.document;
    const { headers } = await requester(archivedIdea, creatorAuth);
    const stranger = await bearerHeaders(await createUser());
    const archived = await call(archiveRoute, `/api/ideas/${archivedIdea}/archive`, {
      method: 'POST',
      headers: creatorAuth,
      params: { id: archivedIdea },
    });
    expect(archived.status).toBe(200);
    expect((await download(document, headers)).status).toBe(200);
    expect((await list(archivedIdea, stranger)).status).toBe(404);
    expect((await download(document, stranger)).status).toBe(404);
  });

  it('answers 404 for a document of another idea', async () => {
    const otherIdea = await newIdea();
    const reply = await download({ ...csv, ideaId: otherIdea }, creatorAuth);
    expect(reply.status).toBe(404);
  });
});

describe('receipts and deletion', () => {
  type ReceiptJson = {
    revision: number;
    content?: { documents?: { name: string; sha256: string; size: number }[] };
  };
  const receipt = async (ideaId: string, revision: number) =>
    call<ReceiptJson>(receiptRoute, `/api/ideas/${ideaId}/receipts/${revision}`, {
      headers: creatorAuth,
      params: { id: ideaId, revision: String(revision) },
    });
  const revisions = async (ideaId: string) =>
    (
      await call<{ receipts: { revision: number }[] }>(receiptsRoute, `/api/ideas/${ideaId}/receipts`, {
        headers: creatorAuth,
        params: { id: ideaId },
      })
    ).body.receipts.map((r) => r.revision);

  it('puts each attached document’s hash in a new receipt, and takes it out on delete', async () => {
    const ideaId = await newIdea();
    expect(await revisions(ideaId)).toEqual([1]);
    expect((await receipt(ideaId, 1)).body.content?.documents).toBeUndefined();
    const bytes = await pdfBytes('Patent draft');
    const { document } = (await attach(ideaId, file(bytes, 'patent.pdf'))).body;
    expect(await revisions(ideaId)).toEqual([1, 2]);
    expect((await receipt(ideaId, 2)).body.content?.documents).toEqual([
      { name: 'patent.pdf', size: bytes.length, sha256: sha256(bytes) },
    ]);

    const stranger = await bearerHeaders(await createUser());
    const url = `/api/ideas/${ideaId}/documents/${document._id}`;
    const params = { id: ideaId, documentId: document._id };
    expect(
      (await call(deleteDocumentRoute, url, { method: 'DELETE', headers: stranger, params })).status,
    ).toBe(403);
    const [key] = await storedKeys(ideaId);
    const deleted = await call(deleteDocumentRoute, url, { method: 'DELETE', headers: creatorAuth, params });
    expect(deleted.status).toBe(200);
    expect(await stored(key!)).toBeNull();
    expect((await download(document, creatorAuth)).status).toBe(404);
    expect(await revisions(ideaId)).toEqual([1, 2, 3]);
    expect((await receipt(ideaId, 3)).body.content?.documents).toBeUndefined();
    const again = await call(deleteDocumentRoute, url, { method: 'DELETE', headers: creatorAuth, params });
    expect(again.status).toBe(404);
  });

  it('removes the stored files when the idea is deleted', async () => {
    const ideaId = await newIdea();
    await attach(ideaId, file('a\n', 'a.txt'));
    await attach(ideaId, file('b\n', 'b.txt'));
    const keys = await storedKeys(ideaId);
    expect(keys).toHaveLength(2);
    const reply = await call(deleteIdeaRoute, `/api/ideas/${ideaId}`, {
      method: 'DELETE',
      headers: creatorAuth,
      params: { id: ideaId },
    });
    expect(reply.status).toBe(200);
    for (const key of keys) expect(await stored(key)).toBeNull();
    expect(await storedKeys(ideaId)).toEqual([]);
  });
});

forEachStorageDriver((driver) => {
  it(`keeps documents on the configured storage (${driver}): attached, served, watermarked, deleted`, async () => {
    const ideaId = await newIdea();
    const bytes = await pdfBytes('Stored drawings');
    const { document } = (await attach(ideaId, file(bytes, 'drawings.pdf'))).body;
    const [key] = await storedKeys(ideaId);
    expect((await stored(key!))!.equals(bytes)).toBe(true);
    expect((await bytesOf(await download(document, creatorAuth))).equals(bytes)).toBe(true);
    const { headers } = await requester(ideaId, creatorAuth, 'approved', `Reader on ${driver}`);
    const copy = await bytesOf(await download(document, headers));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(copy)), { mergePages: true });
    expect(text).toContain(`Reader on ${driver}`);
    const url = `/api/ideas/${ideaId}/documents/${document._id}`;
    const params = { id: ideaId, documentId: document._id };
    expect(
      (await call(deleteDocumentRoute, url, { method: 'DELETE', headers: creatorAuth, params })).status,
    ).toBe(200);
    expect(await stored(key!)).toBeNull();
  });
});

describe('the creator’s data export', () => {
  it('lists the documents of their ideas, each with the address that downloads it', async () => {
    const owner = await createUser();
    const headers = await bearerHeaders(owner);
    const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
      method: 'POST',
      body: validIdea({ requireNDA: true }),
      headers,
    });
    const bytes = Buffer.from('revenue,month\n100,1\n');
    const { document } = (await attach(reply.body._id, file(bytes, 'revenue.csv'), headers)).body;
    const exported = await call<{ documents: IdeaDocumentDTO[] }>(exportRoute, '/api/profile/export', {
      headers,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.documents).toEqual([{ ...document, url: `${siteUrl()}${document.url}` }]);
  });
});
