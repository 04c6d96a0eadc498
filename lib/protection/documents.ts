import 'server-only';
import type { Readable } from 'node:stream';
import { NotFoundError } from '@/lib/core/errors';
import type { DocumentReaderRole } from '@/lib/ideas';
import { stampPdf } from '@/lib/platform/pdf';
import { storage } from '@/lib/platform/storage';
import { DOCUMENT_MESSAGES } from '@/lib/validation/idea-documents';
import type { IdeaDocumentRow, Viewer } from '@/models';
import { utcDay } from './analytics';
import { recordIdeaView } from './views';
import { readStored, watermarkedImage, watermarkLines, type WatermarkFormat } from './watermark';

/**
 * A data-room document as one reader gets it (DESIGN.md section 14): every read by anyone but the
 * creator joins the idea's view log; an approved requester's PDFs and images carry the watermark
 * naming them, the creator and admins get the stored file.
 */
export interface ServedDocument {
  body: Uint8Array | Readable;
  size: number;
  contentType: string;
  /** The download's name. */
  filename: string;
  /** True when the copy carries the reader's watermark. */
  watermarked: boolean;
}

const IMAGE_FORMATS: Record<string, WatermarkFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'png',
};

const withExtension = (name: string, extension: string) => name.replace(/\.[A-Za-z0-9]+$/, '') + extension;

export async function serveDocument(
  document: IdeaDocumentRow,
  reader: { as: DocumentReaderRole; viewer: Pick<Viewer, 'id' | 'displayName'> },
  now: Date = new Date(),
): Promise<ServedDocument> {
  if (reader.as !== 'owner')
    await recordIdeaView({ ideaId: document.ideaId, viewerId: reader.viewer.id, surface: 'document' });
  const plain = { contentType: document.contentType, filename: document.name };
  if (reader.as === 'approved' && document.kind === 'pdf') {
    const lines = watermarkLines(reader.viewer, utcDay(now));
    const bytes = await stampPdf(
      await readStored(document.key),
      [...lines, 'Shared under NDA'],
      `Shared under NDA with ${lines[0]} (${lines[1]})`,
    );
    return { ...plain, body: bytes, size: bytes.length, watermarked: true };
  }
  const format = IMAGE_FORMATS[document.contentType];
  if (reader.as === 'approved' && document.kind === 'image' && format) {
    const image = await watermarkedImage(
      { key: document.key, version: document.sha256, format },
      reader.viewer,
      now,
    );
    return {
      body: image.bytes,
      size: image.bytes.length,
      contentType: image.contentType,
      // A GIF comes back as a PNG.
      filename: format === 'png' ? withExtension(document.name, '.png') : document.name,
      watermarked: true,
    };
  }
  const file = await storage().open(document.key);
  if (!file) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  return { ...plain, body: file, size: document.size, watermarked: false };
}
