import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { uploads } from '@/models';
import type { StorageDriver, StoredObject } from './driver';
import type { LocalDiskDriver } from './local-disk';

export interface CopyProgress {
  /** Files looked at so far, of `total`. */
  done: number;
  total: number;
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** The file just looked at. */
  key: string;
}

/**
 * Copies every file of the local disk into `target` (the bucket), streaming each one. A file the
 * target already holds with the same size is skipped, so running it again copies only what is
 * missing or was cut short. The content type is the one recorded at upload.
 */
export async function copyLocalFiles(
  source: LocalDiskDriver,
  target: StorageDriver,
  onProgress: (progress: CopyProgress) => void = () => {},
): Promise<{ total: number; copied: number; skipped: number }> {
  const files: StoredObject[] = [];
  for await (const file of source.list()) files.push(file);
  let copied = 0;
  let skipped = 0;
  for (let start = 0; start < files.length; start += 100) {
    const batch = files.slice(start, start + 100);
    const rows = await getDb()
      .select({ key: uploads.key, contentType: uploads.contentType })
      .from(uploads)
      .where(
        inArray(
          uploads.key,
          batch.map((file) => file.key),
        ),
      );
    const types = new Map(rows.map((row) => [row.key, row.contentType]));
    for (const [index, file] of batch.entries()) {
      if ((await target.size(file.key)) === file.size) skipped += 1;
      else {
        const body = await source.open(file.key);
        if (body) {
          await target.put(file.key, body, types.get(file.key) ?? 'application/octet-stream');
          copied += 1;
        }
      }
      onProgress({ done: start + index + 1, total: files.length, copied, skipped, key: file.key });
    }
  }
  return { total: files.length, copied, skipped };
}
