import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { TooLargeError, UnsupportedTypeError } from '@/lib/core/errors';
import { CV_EXTENSIONS, CV_MAX_BYTES, IMAGE_MAX_BYTES, type UploadKind } from '@/lib/validation/upload';

export const tooLarge = (kind: UploadKind) =>
  new TooLargeError(
    kind === 'cv' ? 'The CV is too large: the limit is 10 MB' : 'The image is too large: the limit is 5 MB',
  );

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Longest side of stored images: profile photos are small, idea photos fit a wide screen. */
const IMAGE_BOX: Record<Exclude<UploadKind, 'cv'>, number> = { profile_image: 512, idea_photo: 1600 };

export interface ProcessedFile {
  data: Buffer;
  contentType: string;
  /** Extension matching the stored content, with its dot. */
  extension: string;
}

/**
 * An image checked by its bytes (never by name or declared type), decoded and re-encoded as WebP:
 * metadata (EXIF, GPS) is dropped, orientation applied, and the size bounded for display.
 */
export async function processImage(input: Buffer, kind: Exclude<UploadKind, 'cv'>): Promise<ProcessedFile> {
  if (input.length > IMAGE_MAX_BYTES) throw tooLarge(kind);
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) {
    throw new UnsupportedTypeError('Only JPEG, PNG, WebP, GIF or AVIF images are accepted');
  }
  try {
    const box = IMAGE_BOX[kind];
    const data = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: '.webp' };
  } catch {
    throw new UnsupportedTypeError('The image could not be read. Please choose another file.');
  }
}

const CV_TYPES: Record<(typeof CV_EXTENSIONS)[number], { detected: string; contentType: string }> = {
  '.pdf': { detected: 'pdf', contentType: 'application/pdf' },
  '.docx': {
    detected: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // Word 97-2003 files are OLE compound documents.
  '.doc': { detected: 'cfb', contentType: 'application/msword' },
};

/** A CV: .pdf, .doc or .docx whose content really is that kind of document. */
export async function checkCv(input: Buffer, fileName: string): Promise<ProcessedFile> {
  if (input.length > CV_MAX_BYTES) throw tooLarge('cv');
  const extension = (/\.[A-Za-z0-9]+$/.exec(fileName)?.[0] ?? '').toLowerCase() as keyof typeof CV_TYPES;
  const expected = CV_TYPES[extension];
  const detected = await fileTypeFromBuffer(input);
  if (!expected || detected?.ext !== expected.detected) {
    throw new UnsupportedTypeError('A CV must be a PDF or Word document (.pdf, .doc, .docx)');
  }
  return { data: input, contentType: expected.contentType, extension };
}

/** A file name safe in a storage key and a Content-Disposition header. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+/, '')
    .replace(/\.{2,}/g, '.');
  return (cleaned || 'file').slice(-100);
}
