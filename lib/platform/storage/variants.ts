import 'server-only';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { logger } from '@/lib/core/log';
import { processSingleton } from '@/lib/core/singleton';
import { IMAGE_WIDTHS, type ImageWidth } from '@/lib/core/photo-widths';
import { storage, variantKey } from './uploads';

/**
 * Narrower copies of public idea photos (`?w=480`, `?w=800`), so a phone's list does not load a
 * 1,600-pixel photo for a 400-pixel card. Made from the stored photo on first request and stored
 * beside it (`{key}.w480.webp`): a photo never changes under its key, so neither does a copy.
 */

/** The width asked for, when it is one of those served. */
export function imageWidth(value: string | null): ImageWidth | null {
  const width = Number(value);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : null;
}

async function makeVariant(source: string, key: string, width: ImageWidth): Promise<void> {
  const original = await storage().open(source);
  if (!original) return;
  const chunks: Buffer[] = [];
  for await (const chunk of original)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  const copy = await sharp(Buffer.concat(chunks))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await storage().put(key, copy, 'image/webp');
}

/** The photo at `key`, `width` pixels wide at most: made (once, however many ask at a time) and kept. */
export async function openVariant(
  key: string,
  width: ImageWidth,
): Promise<{ body: Readable; size: number } | null> {
  const target = variantKey(key, width);
  let size = await storage().size(target);
  if (size === null) {
    const making = processSingleton('imageVariantsInFlight', () => new Map<string, Promise<void>>());
    let made = making.get(target);
    if (!made) {
      made = makeVariant(key, target, width)
        .catch((error: unknown) =>
          logger.warn({ err: error, key }, 'could not make a narrower copy of a photo'),
        )
        .finally(() => making.delete(target));
      making.set(target, made);
    }
    await made;
    size = await storage().size(target);
  }
  const body = size === null ? null : await storage().open(target);
  return body && size !== null ? { body, size } : null;
}
