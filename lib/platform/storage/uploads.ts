import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getConfig, siteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { ForbiddenError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { IMAGE_WIDTHS, type ImageWidth } from '@/lib/core/photo-widths';
import { maxBytesFor, uploadKindSchema, type UploadKind } from '@/lib/validation/upload';
import { uploads, type Upload } from '@/models';
import type { StorageDriver } from './driver';
import { checkCv, processImage, safeFileName, tooLarge } from './files';
import { LocalDiskDriver } from './local-disk';
import { S3Driver } from './s3';
import { processSlot } from '@/lib/core/singleton';

export const UPLOAD_URL_PREFIX = '/api/uploads/';

const storageSlot = processSlot<{ where: string; driver: StorageDriver }>('ideasStorage');

/** The configured storage driver: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storage(): StorageDriver {
  const config = getConfig();
  const { S3_BUCKET: bucket } = config;
  const root = path.resolve(config.DATA_DIR, 'uploads');
  const where = bucket ? `s3:${config.S3_ENDPOINT ?? ''}/${bucket}` : root;
  let current = storageSlot.get();
  if (current?.where !== where) {
    current = {
      where,
      driver: bucket ? new S3Driver({ ...config, S3_BUCKET: bucket }) : new LocalDiskDriver(root),
    };
    storageSlot.set(current);
  }
  return current.driver;
}

/** The local disk's uploads folder, where files are kept without S3 (and copied from by storage:migrate). */
export function localStorage(): LocalDiskDriver {
  return new LocalDiskDriver(path.resolve(getConfig().DATA_DIR, 'uploads'));
}

/**
 * The public address of a stored file. Idea photos never change under their key; for keys that
 * are overwritten (profile photo, CV) `v` changes with each upload, so caches refresh.
 */
export function uploadUrl(upload: Pick<Upload, 'key' | 'kind' | 'updatedAt'>): string {
  const path = uploadPath(upload.key);
  return upload.kind === 'idea_photo' ? path : `${path}?v=${upload.updatedAt.getTime().toString(36)}`;
}

/** The path a stored file is served at, without a version. */
export function uploadPath(key: string): string {
  return `${UPLOAD_URL_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The storage key behind one of our upload URLs (relative or on our origin), else null. */
export function uploadKeyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url, siteUrl());
    const ours = url.startsWith('/') || parsed.origin === new URL(siteUrl()).origin;
    if (!ours) return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return null;
  try {
    return pathname.slice(UPLOAD_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/') || null;
  } catch {
    return null;
  }
}

export async function findUpload(key: string): Promise<Upload | null> {
  const [row] = await getDb().select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row ?? null;
}

export interface NewUpload {
  ownerId: string;
  kind: unknown;
  file: File | null;
}

/**
 * Stores a file for its owner. Keys: `profile_images/{uid}` (replaced by the next upload),
 * `cvs/{uid}_{filename}`, `ideas/{uid}/{random}.webp`. The key always holds the owner's id, so
 * nobody can overwrite another user's file.
 */
export async function saveUpload({
  ownerId,
  kind: rawKind,
  file,
}: NewUpload): Promise<Upload & { url: string }> {
  const kind = uploadKindSchema.parse(rawKind);
  if (!file || typeof file === 'string')
    throw new InvalidError('Choose a file to upload', { file: 'Choose a file to upload' });
  if (file.size > maxBytesFor(kind)) throw tooLarge(kind);
  const input = Buffer.from(await file.arrayBuffer());
  const processed = kind === 'cv' ? await checkCv(input, file.name) : await processImage(input, kind);
  const key = keyFor(kind, ownerId, file.name);
  await storage().put(key, processed.data, processed.contentType);
  const values = {
    ownerId,
    kind,
    key,
    contentType: processed.contentType,
    size: processed.data.length,
    originalName: safeFileName(file.name),
  };
  const [row] = await getDb()
    .insert(uploads)
    .values(values)
    .onConflictDoUpdate({ target: uploads.key, set: { ...values, updatedAt: new Date() } })
    .returning();
  return { ...row!, url: uploadUrl(row!) };
}

function keyFor(kind: UploadKind, ownerId: string, fileName: string): string {
  if (kind === 'profile_image') return `profile_images/${ownerId}`;
  if (kind === 'cv') return `cvs/${ownerId}_${safeFileName(fileName)}`;
  return `ideas/${ownerId}/${randomBytes(12).toString('hex')}.webp`;
}

/** Deletes a stored file; only its owner may. */
export async function deleteUpload(key: string, userId: string): Promise<void> {
  const upload = await findUpload(key);
  if (!upload) throw new NotFoundError('File not found');
  if (upload.ownerId !== userId) throw new ForbiddenError('You can only delete your own files');
  await removeUpload(upload);
}

/** Where the copy of a photo `width` pixels wide is kept (variants.ts makes it). */
export const variantKey = (key: string, width: ImageWidth) => `${key}.w${width}.webp`;

/** Deletes a stored file and the narrower copies made of it. */
export async function deleteStoredFile(key: string): Promise<void> {
  await Promise.all(
    [key, ...IMAGE_WIDTHS.map((width) => variantKey(key, width))].map((k) => storage().delete(k)),
  );
}

async function removeUpload(upload: Upload): Promise<void> {
  await getDb().delete(uploads).where(eq(uploads.id, upload.id));
  await deleteStoredFile(upload.key);
}

/**
 * The upload behind `url` when it is one of `userId`'s own uploads (of `kind`, if given);
 * otherwise a 400 with `message`. Ideas use it to accept only their creator's own photos.
 */
export async function assertOwnUploadUrl(
  url: string,
  userId: string,
  {
    kind,
    message = 'Use a file you uploaded to this site',
    field,
  }: { kind?: UploadKind; message?: string; field?: string } = {},
): Promise<Upload> {
  const key = uploadKeyFromUrl(url);
  const [row] = key
    ? await getDb()
        .select()
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.ownerId, userId)))
        .limit(1)
    : [];
  if (!row || (kind && row.kind !== kind))
    throw new InvalidError(message, field ? { [field]: message } : undefined);
  return row;
}

/** Deletes the file behind `url` if it is `userId`'s own upload; false (and nothing touched) otherwise. */
export async function deleteUploadByUrl(url: string, userId: string): Promise<boolean> {
  const key = uploadKeyFromUrl(url);
  if (!key) return false;
  const upload = await findUpload(key);
  if (!upload || upload.ownerId !== userId) return false;
  await removeUpload(upload);
  return true;
}

/** How a stored file is served: its type, whether it downloads, and who may cache it for how long. */
export function servingHeaders(upload: Upload, audience: 'public' | 'private'): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': upload.contentType,
    'content-length': String(upload.size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    etag: `"${upload.size.toString(36)}-${upload.updatedAt.getTime().toString(36)}"`,
    // Public images are shown by clients on other origins (the original app), also cross-origin
    // isolated ones; private files only by our own pages.
    'cross-origin-resource-policy': audience === 'public' ? 'cross-origin' : 'same-origin',
    // Short public lifetimes: an idea that becomes gated stops being served at once, and shared
    // caches forget its photos within minutes. Private files are never stored by caches.
    'cache-control': audience === 'public' ? 'public, max-age=300, must-revalidate' : 'private, no-store',
  };
  headers['content-disposition'] =
    upload.kind === 'cv' ? `attachment; filename="${safeFileName(upload.originalName)}"` : 'inline';
  return headers;
}
