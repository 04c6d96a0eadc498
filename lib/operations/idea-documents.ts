import 'server-only';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { attachDocument, dataRoom, deleteDocument, documentToServe } from '@/lib/ideas';
import type { readDocumentForm } from '@/lib/http/upload-form';
import { failures, idPath, reply, secured } from '@/lib/openapi/parts';
import { publishSigningKey, recordRevision, serveDocument } from '@/lib/protection';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENTS_PER_IDEA,
  documentUploadRequestSchema,
  ideaDocumentListReplySchema,
  ideaDocumentReplySchema,
} from '@/lib/validation/idea-documents';
import * as r from '@/lib/validation/replies';
import { defineOperation, type Call } from './operation';

/** The listing's data room (DESIGN.md section 14): documents shared behind the NDA. */

type IdeaPath = { id: string };
type DocumentPath = { id: string; documentId: string };

const PRIVATE = 'private, no-store';
const ideaId = idPath('id', 'Idea id (24 hex characters)');
const documentPath = {
  path: z.object({
    ...ideaId.shape,
    ...idPath('documentId', 'Document id (24 hex characters)').shape,
  }),
};
const WHO = `Only the idea’s creator, admins and requesters whose access request stands approved may read them (401 signed out, 403 '${DOCUMENT_MESSAGES.notAllowed}' for anyone else, 404 for an idea they cannot see); revoking the request ends it at once.`;

export const attachDocumentOperation = defineOperation({
  method: 'POST',
  path: '/api/ideas/{id}/documents',
  auth: 'member',
  signIn: DOCUMENT_MESSAGES.signInToAttach,
  body: 'document-form',
  // The idea's content (and so its receipt) changed; its public page shows how many it holds.
  changes: ['ideas'],
  run: async ({ params, viewer, body }: Call<'member', IdeaPath>) => {
    const { file } = body as Awaited<ReturnType<typeof readDocumentForm>>;
    // The key that signs the new revision's receipt, published before the attaching transaction.
    await publishSigningKey();
    const document = await attachDocument(params.id, viewer, file, recordRevision);
    return { document, url: document.url };
  },
  reply: { status: 201, cacheControl: PRIVATE },
  docs: {
    tags: ['Data room'],
    summary: 'Attach a document behind the NDA (creator only)',
    description: `A PDF, an image (JPEG, PNG, WebP, GIF), a text or CSV file (UTF-8), an office document (Word, Excel, PowerPoint, OpenDocument) or a ZIP archive, checked by its content; at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB, and ${DOCUMENTS_PER_IDEA} documents an idea (409 beyond). The idea must require an NDA (409 otherwise). The file's SHA-256 joins the idea's next authorship receipt, recorded with it. Password-protected PDFs are refused (415): every copy a buyer downloads is watermarked.`,
    security: secured,
    requestParams: { path: ideaId },
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: documentUploadRequestSchema } },
    },
    responses: {
      '201': reply('The document, and the address it is served at', ideaDocumentReplySchema),
      ...failures(400, 401, 403, 404, 409, 413, 415, 429),
    },
  },
});

export const listDocumentsOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/documents',
  auth: 'member',
  signIn: DOCUMENT_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', IdeaPath>) => ({
    documents: (await dataRoom(params.id, viewer)).documents,
    limits: { documents: DOCUMENTS_PER_IDEA, bytes: DOCUMENT_MAX_BYTES },
  }),
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Data room'],
    summary: 'The idea’s documents',
    description: `Oldest first. ${WHO}`,
    security: secured,
    requestParams: { path: ideaId },
    responses: {
      '200': reply('The documents', ideaDocumentListReplySchema),
      ...failures(401, 403, 404),
    },
  },
});

export const getDocumentOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/documents/{documentId}',
  auth: 'member',
  signIn: DOCUMENT_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', DocumentPath>) => {
    const reader = await documentToServe(params.id, params.documentId, viewer);
    return serveDocument(reader.document, reader);
  },
  respond: (served) =>
    new Response(
      served.body instanceof Uint8Array
        ? new Uint8Array(served.body)
        : (Readable.toWeb(served.body) as ReadableStream<Uint8Array>),
      {
        headers: {
          'content-type': served.contentType,
          'content-length': String(served.size),
          'content-disposition': `attachment; filename="${served.filename}"`,
          'cache-control': PRIVATE,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cross-origin-resource-policy': 'same-origin',
          'x-watermarked': served.watermarked ? 'true' : 'false',
        },
      },
    ),
  docs: {
    tags: ['Data room'],
    summary: 'Download a document',
    description: `The file as an attachment, never cached. PDFs and images served to an approved requester carry a watermark with their name, a code of their id and the day (\`X-Watermarked: true\`); the creator and admins get the stored file. Every read by anyone but the creator is in the idea's view log (surface \`document\`). ${WHO}`,
    security: secured,
    requestParams: documentPath,
    responses: {
      '200': { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
      ...failures(401, 403, 404),
    },
  },
});

export const deleteDocumentOperation = defineOperation({
  method: 'DELETE',
  path: '/api/ideas/{id}/documents/{documentId}',
  auth: 'member',
  signIn: DOCUMENT_MESSAGES.signInToDelete,
  changes: ['ideas'],
  run: async ({ params, viewer }: Call<'member', DocumentPath>) => {
    await publishSigningKey();
    await deleteDocument(params.id, params.documentId, viewer, recordRevision);
    return {};
  },
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Data room'],
    summary: 'Delete a document (creator only)',
    description:
      'The file is gone at once for everyone; the idea’s next authorship receipt covers the data room without it (earlier receipts keep its hash).',
    security: secured,
    requestParams: documentPath,
    responses: { '200': reply('Deleted', r.successReplySchema), ...failures(401, 403, 404) },
  },
});

export const ideaDocumentOperations = [
  attachDocumentOperation,
  listDocumentsOperation,
  getDocumentOperation,
  deleteDocumentOperation,
];
