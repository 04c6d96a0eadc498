import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind } from '@/lib/core/idea-enums';
import { sha256HexSchema, type ReceiptContent } from './receipts';

/**
 * The listing's data room (DESIGN.md section 14): documents its creator attaches behind the NDA.
 * Plain constants and schemas, so the API, the pages and the upload form share them.
 */

export const DOCUMENTS_PER_IDEA = 10;
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export { DOCUMENT_KINDS, type DocumentKind };

/** How a kind of document is named to members. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  pdf: 'PDF',
  image: 'Image',
  text: 'Text',
  csv: 'CSV',
  office: 'Office document',
  zip: 'ZIP archive',
};

/** What the file picker offers; the server decides by content. */
export const DOCUMENT_ACCEPT = [
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.txt',
  '.md',
  '.csv',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.zip',
].join(',');

export const DOCUMENT_MESSAGES = {
  signIn: 'Please sign in to see the documents of an idea',
  signInToAttach: 'Please sign in to attach documents',
  signInToDelete: 'Please sign in to delete documents',
  notAllowed: 'The documents of this idea are shared with the buyers its creator approved under NDA',
  notAuthorizedToAttach: 'Only the idea’s creator can attach documents',
  notAuthorizedToDelete: 'Only the idea’s creator can delete its documents',
  needsNda: 'Documents are shared under the NDA: turn on “Require NDA” for this idea first',
  tooMany: `An idea holds at most ${DOCUMENTS_PER_IDEA} documents: delete one to attach another`,
  tooLarge: 'The document is too large: the limit is 25 MB',
  empty: 'The file is empty',
  chooseFile: 'Choose a file to attach',
  unsupported:
    'Attach a PDF, an image (JPEG, PNG, WebP, GIF), a text or CSV file, an office document (Word, Excel, PowerPoint, OpenDocument) or a ZIP archive',
  encryptedPdf: 'This PDF is password-protected: remove the password and attach it again',
  unreadable: 'The file could not be read as the kind of document its name says. Please choose another file.',
  notFound: 'Document not found',
} as const;

/** One document as the API answers it; `url` serves its bytes (to those who may read it). */
export const ideaDocumentSchema = z
  .object({
    _id: z.string(),
    ideaId: z.string(),
    /** The file's name, made safe for a download. */
    name: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    contentType: z.string(),
    size: z.number().int().positive(),
    /** SHA-256 of the stored bytes: what the idea's authorship receipt covers. */
    sha256: sha256HexSchema,
    createdAt: z.iso.datetime(),
    url: z.string(),
  })
  .meta({ id: 'IdeaDocument' });
export type IdeaDocumentDTO = z.output<typeof ideaDocumentSchema>;

export const ideaDocumentListReplySchema = z
  .object({
    success: z.literal(true),
    documents: z.array(ideaDocumentSchema),
    limits: z.object({ documents: z.number().int(), bytes: z.number().int() }),
  })
  .meta({ id: 'IdeaDocumentList' });

export const ideaDocumentReplySchema = z
  .object({ success: z.literal(true), document: ideaDocumentSchema, url: z.string() })
  .meta({ id: 'IdeaDocumentAttached' });

export const documentUploadRequestSchema = z
  .object({ file: z.string().meta({ format: 'binary' }) })
  .meta({ id: 'DocumentUpload' });

/** A document as an authorship receipt covers it. */
export type ReceiptDocumentEntry = NonNullable<ReceiptContent['documents']>[number];
