import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { TooLargeError, UnsupportedTypeError } from '@/lib/core/errors';
import type { DocumentKind } from '@/lib/core/idea-enums';
import { checkPdf } from '@/lib/platform/pdf';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@/lib/validation/idea-documents';

/**
 * What a data-room document may be, decided by its bytes: the name only picks between types the
 * bytes cannot tell apart (Word, Excel and PowerPoint 97-2003 files are all OLE documents; text is
 * text). Nothing that a browser would run (HTML, SVG, scripts) is accepted, and every document is
 * served as a download with `nosniff` anyway.
 */

export interface CheckedDocument {
  kind: DocumentKind;
  contentType: string;
  /** The extension the stored content has, with its dot; the download's name ends with it. */
  extension: string;
}

const OFFICE = 'office' as const;

/** Types file-type detects (by its `ext`), as stored and served. */
const BY_DETECTED: Record<string, Omit<CheckedDocument, 'extension'> & { extension?: string }> = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  jpg: { kind: 'image', contentType: 'image/jpeg' },
  png: { kind: 'image', contentType: 'image/png' },
  webp: { kind: 'image', contentType: 'image/webp' },
  gif: { kind: 'image', contentType: 'image/gif' },
  zip: { kind: 'zip', contentType: 'application/zip' },
  docx: {
    kind: OFFICE,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { kind: OFFICE, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    kind: OFFICE,
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { kind: OFFICE, contentType: 'application/vnd.oasis.opendocument.text' },
  ods: { kind: OFFICE, contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { kind: OFFICE, contentType: 'application/vnd.oasis.opendocument.presentation' },
};

/** OLE compound documents (file-type's `cfb`), told apart by their name. */
const LEGACY_OFFICE: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
};

/** Text files, by their name: the bytes must be UTF-8 without control characters but tab and line ends. */
const TEXT: Record<string, Omit<CheckedDocument, 'extension'>> = {
  '.txt': { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  '.md': { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  '.csv': { kind: 'csv', contentType: 'text/csv; charset=utf-8' },
};

const extensionOf = (fileName: string) => (/\.[A-Za-z0-9]+$/.exec(fileName)?.[0] ?? '').toLowerCase();

function isPlainText(input: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/**
 * The document's kind and type by its content, or 413 / 415 / 400 with what to do. PDFs must open
 * without a password (each copy a buyer downloads is watermarked), images must decode.
 */
export async function checkDocument(input: Buffer, fileName: string): Promise<CheckedDocument> {
  if (input.length > DOCUMENT_MAX_BYTES) throw new TooLargeError(DOCUMENT_MESSAGES.tooLarge);
  const named = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(input);
  let checked: CheckedDocument;
  if (detected?.ext === 'cfb') {
    const contentType = LEGACY_OFFICE[named];
    if (!contentType) throw new UnsupportedTypeError(DOCUMENT_MESSAGES.unsupported);
    checked = { kind: OFFICE, contentType, extension: named };
  } else if (detected) {
    const known = BY_DETECTED[detected.ext];
    if (!known) throw new UnsupportedTypeError(DOCUMENT_MESSAGES.unsupported);
    checked = {
      ...known,
      extension: `.${detected.ext === 'jpg' && named === '.jpeg' ? 'jpeg' : detected.ext}`,
    };
  } else {
    const text = TEXT[named];
    if (!text || !isPlainText(input)) throw new UnsupportedTypeError(DOCUMENT_MESSAGES.unsupported);
    checked = { ...text, extension: named };
  }
  if (checked.kind === 'pdf') {
    const problem = await checkPdf(input);
    if (problem === 'encrypted') throw new UnsupportedTypeError(DOCUMENT_MESSAGES.encryptedPdf);
    if (problem) throw new UnsupportedTypeError(DOCUMENT_MESSAGES.unreadable);
  }
  if (checked.kind === 'image') {
    try {
      await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).stats();
    } catch {
      throw new UnsupportedTypeError(DOCUMENT_MESSAGES.unreadable);
    }
  }
  return checked;
}

/** The download's name: the file's own (made safe), ending in the extension its content has. */
export function documentName(safeName: string, extension: string): string {
  const base = safeName.toLowerCase().endsWith(extension)
    ? safeName.slice(0, -extension.length)
    : safeName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'document'}${extension}`.slice(-120);
}
