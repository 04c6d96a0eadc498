import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { getConfig, siteUrl } from '@/lib/config';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { uploads } from '@/models';
import { IDEA_MESSAGES } from './messages';

/** Path under which our stored files are served. */
export const UPLOAD_URL_PREFIX = '/api/uploads/';

const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** The storage key behind one of our upload URLs (relative, or absolute on our site), else null. */
export function uploadKeyFromUrl(url: string): string | null {
  let pathname = url.trim();
  if (/^https?:\/\//i.test(pathname)) {
    let parsed: URL;
    try {
      parsed = new URL(pathname);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(siteUrl()).origin || parsed.search || parsed.hash) return null;
    pathname = parsed.pathname;
  }
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(UPLOAD_URL_PREFIX.length));
  } catch {
    return null;
  }
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..')) return null;
  return key;
}

export const uploadUrlForKey = (key: string) => `${UPLOAD_URL_PREFIX}${key}`;

/**
 * Checks that every photo is an idea-photo upload of `ownerId` and returns them as relative URLs,
 * or the index → message of each refused one. `keep` are photos the idea already shows (e.g.
 * imported ones): they may stay as they are.
 */
export async function checkIdeaPhotos(
  photos: string[],
  ownerId: string,
  keep: string[] = [],
): Promise<{ photos: string[]; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const keys = photos.map((url) => (keep.includes(url) ? url : uploadKeyFromUrl(url)));
  const wanted = [...new Set(keys.filter((k, i): k is string => k !== null && !keep.includes(photos[i]!)))];
  const owned = new Set<string>();
  if (wanted.length) {
    const rows = await getDb()
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, wanted), eq(uploads.ownerId, ownerId), eq(uploads.kind, 'idea_photo')));
    for (const row of rows) owned.add(row.key);
  }
  const normalized: string[] = [];
  keys.forEach((key, index) => {
    const url = keep.includes(photos[index]!)
      ? photos[index]!
      : key !== null && owned.has(key)
        ? uploadUrlForKey(key)
        : null;
    if (url === null) errors[`photos.${index}`] = IDEA_MESSAGES.photoNotOurs;
    else if (!normalized.includes(url)) normalized.push(url);
  });
  return { photos: normalized, errors };
}

/** Removes stored files under DATA_DIR/uploads/<key>; missing files are fine. */
export async function deleteStoredFiles(keys: string[]): Promise<void> {
  const root = path.resolve(getConfig().DATA_DIR, 'uploads');
  await Promise.all(
    keys.map(async (key) => {
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) return;
      try {
        await rm(file, { force: true });
      } catch (error) {
        logger.warn({ err: error, key }, 'could not delete a stored file');
      }
    }),
  );
}

/** Deletes the upload rows (and files) of photos that belonged to `ownerId`. */
export async function deleteIdeaPhotos(photoUrls: string[], ownerId: string): Promise<void> {
  const keys = [...new Set(photoUrls.map(uploadKeyFromUrl).filter((k): k is string => k !== null))];
  if (!keys.length) return;
  const deleted = await getDb()
    .delete(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, ownerId)))
    .returning({ key: uploads.key });
  await deleteStoredFiles(deleted.map((row) => row.key));
}
