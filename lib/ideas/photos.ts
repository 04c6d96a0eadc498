import 'server-only';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/core/log';
import { siteUrl } from '@/lib/core/config';
import { deleteStoredFile, uploadKeyFromUrl, uploadPath } from '@/lib/platform/storage';
import { accessRequests, ideas, uploads, isAdmin, type Upload, type Viewer } from '@/models';
import { IDEA_MESSAGES } from './messages';
import { listedIdea } from './visibility';
import type { IdeaWarning } from './types';

/**
 * Who reads an idea photo's file: anyone (`public`) when an idea anyone may read in full shows it;
 * otherwise (`private`) its uploader, an admin, or someone holding an approved access request to a
 * gated idea showing it (with the ids of those ideas, whose view logs count the read).
 */
export type PhotoReader =
  | { audience: 'public' }
  | { audience: 'private'; as: 'owner'; viewer: Viewer }
  | { audience: 'private'; as: 'admin' | 'approved'; viewer: Viewer; gatedIdeaIds: string[] };

/**
 * Who may fetch the file of an idea photo (see `PhotoReader`); null for everybody else. Decided at
 * every request, so gating an idea makes its photos private at once and revoking access ends it at
 * once. `viewer` is only asked for when the photo is not public.
 */
export async function ideaPhotoAudience(
  upload: Pick<Upload, 'key' | 'ownerId'>,
  viewer: () => Promise<Viewer | null>,
): Promise<PhotoReader | null> {
  // A photo is always its creator's own upload, so the creator index narrows the search.
  // Unlisted ideas (pending review, hidden, of a suspended creator) show their photos to nobody else.
  const showing = await getDb()
    .select({ id: ideas.id, requireNDA: ideas.requireNDA })
    .from(ideas)
    .where(
      and(
        eq(ideas.creatorId, upload.ownerId),
        arrayContains(ideas.photos, [uploadPath(upload.key)]),
        listedIdea,
      ),
    );
  if (showing.some((idea) => !idea.requireNDA)) return { audience: 'public' };
  const who = await viewer();
  if (!who) return null;
  if (who.id === upload.ownerId) return { audience: 'private', as: 'owner', viewer: who };
  const showingIds = showing.map((idea) => idea.id);
  if (isAdmin(who)) return { audience: 'private', as: 'admin', viewer: who, gatedIdeaIds: showingIds };
  if (!showing.length) return null;
  const approved = await getDb()
    .select({ ideaId: accessRequests.ideaId })
    .from(accessRequests)
    .where(
      and(
        inArray(accessRequests.ideaId, showingIds),
        eq(accessRequests.requesterId, who.id),
        eq(accessRequests.status, 'approved'),
      ),
    );
  if (!approved.length) return null;
  const gatedIdeaIds = [...new Set(approved.map((row) => row.ideaId))];
  return { audience: 'private', as: 'approved', viewer: who, gatedIdeaIds };
}

/**
 * The original client sends the names of the chosen files, never the files ('beach.jpg', or a
 * browser's 'C:\fakepath\beach.jpg'): such an entry names nothing we store. It is dropped with a
 * warning so that the idea still saves; anything else that is not the owner's upload is refused.
 */
export function isBareFileName(entry: string): boolean {
  if (/^[a-z]:\\/i.test(entry)) return true;
  return !entry.includes('/') && !/^[a-z][a-z\d+.-]*:/i.test(entry);
}

/** Our own absolute upload URLs (as API replies give them) compare with the stored relative ones. */
function asStored(url: string): string {
  const site = siteUrl();
  return url.startsWith(`${site}/`) ? url.slice(site.length) : url;
}

export interface CheckedPhotos {
  /** The photos to store: relative upload URLs, and kept ones as they were. */
  photos: string[];
  /** Index → message of each refused entry. */
  errors: Record<string, string>;
  /** Dropped file names. */
  warnings: IdeaWarning[];
}

/**
 * Checks that every photo is an idea-photo upload of `ownerId` (relative, or absolute on our site)
 * and returns them as relative URLs. `keep` are photos the idea already shows (e.g. imported ones):
 * they may stay as they are.
 */
export async function checkIdeaPhotos(
  entries: string[],
  ownerId: string,
  keep: string[] = [],
): Promise<CheckedPhotos> {
  const errors: Record<string, string> = {};
  const warnings: IdeaWarning[] = [];
  const photos = entries.map(asStored);
  const kept = (index: number) => keep.includes(photos[index]!);
  const keys = photos.map((url, index) => (kept(index) ? null : uploadKeyFromUrl(url)));
  const wanted = [...new Set(keys.filter((k): k is string => k !== null))];
  const owned = new Set<string>();
  if (wanted.length) {
    const rows = await getDb()
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, wanted), eq(uploads.ownerId, ownerId), eq(uploads.kind, 'idea_photo')));
    for (const row of rows) owned.add(row.key);
  }
  const normalized: string[] = [];
  photos.forEach((photo, index) => {
    const key = keys[index];
    const url = kept(index) ? photo : key != null && owned.has(key) ? uploadPath(key) : null;
    if (url !== null) {
      if (!normalized.includes(url)) normalized.push(url);
    } else if (isBareFileName(photo)) {
      warnings.push({ field: `photos.${index}`, message: IDEA_MESSAGES.photoFileNameDropped(photo) });
    } else {
      errors[`photos.${index}`] = IDEA_MESSAGES.photoNotOurs;
    }
  });
  return { photos: normalized, errors, warnings };
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
      deleteStoredFile(key).catch((error: unknown) =>
        logger.warn({ err: error, key }, 'could not delete a stored file'),
      ),
    ),
  );
}
