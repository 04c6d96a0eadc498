import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { storage, uploadKeyFromUrl, uploadPath } from '@/lib/storage';
import { uploads } from '@/models';
import { IDEA_MESSAGES } from './messages';

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
        ? uploadPath(key)
        : null;
    if (url === null) errors[`photos.${index}`] = IDEA_MESSAGES.photoNotOurs;
    else if (!normalized.includes(url)) normalized.push(url);
  });
  return { photos: normalized, errors };
}

/** Deletes the upload rows (and files) of photos that belonged to `ownerId`. */
export async function deleteIdeaPhotos(photoUrls: string[], ownerId: string): Promise<void> {
  const keys = [...new Set(photoUrls.map(uploadKeyFromUrl).filter((k): k is string => k !== null))];
  if (!keys.length) return;
  const deleted = await getDb()
    .delete(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, ownerId)))
    .returning({ key: uploads.key });
  await Promise.all(
    deleted.map(({ key }) =>
      storage()
        .delete(key)
        .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete a stored file')),
    ),
  );
}
