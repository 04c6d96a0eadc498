import 'server-only';
import { LRUCache } from 'lru-cache';
import path from 'node:path';
import sharp from 'sharp';
import { NotFoundError } from '@/lib/core/errors';
import { processSingleton } from '@/lib/core/singleton';
import { storage } from '@/lib/platform/storage';
import type { Upload, Viewer } from '@/models';
import { utcDay } from './analytics';

/**
 * Gated photos served to an approved requester carry a visible watermark naming them (DESIGN.md
 * section 14): their display name, a short code of their id and the day, tiled over the photo.
 */

export type WatermarkViewer = Pick<Viewer, 'id' | 'displayName'>;

export interface WatermarkedPhoto {
  bytes: Buffer;
  contentType: string;
}

/** Kept per viewer, file and day; bounded by bytes, so many viewers cannot fill the memory. */
const CACHE_BYTES = 32 * 1024 * 1024;
function cache(): LRUCache<string, WatermarkedPhoto> {
  return processSingleton(
    'watermarkedPhotos',
    () =>
      new LRUCache<string, WatermarkedPhoto>({
        maxSize: CACHE_BYTES,
        sizeCalculation: (photo) => Math.max(1, photo.bytes.length),
        ttl: 26 * 60 * 60 * 1000,
      }),
  );
}

/** The last 6 characters of the viewer's id: enough to tell who, short enough to read on a photo. */
export const viewerCode = (viewerId: string) => viewerId.slice(-6).toUpperCase();

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * The font is read from the installed package (as the PDFs' is), never looked up among the
 * system's fonts: a server without fonts still writes the viewer's name.
 */
const FONT_FILE = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', 'DejaVuSans-Bold.ttf');

/** The two lines in one colour, as an image with transparency (Pango, through sharp). */
const label = (lines: [string, string], fontSize: number, colour: string, alpha: string) =>
  sharp({
    text: {
      text: `<span foreground="${colour}" fgalpha="${alpha}">${xml(lines[0])}\n${xml(lines[1])}</span>`,
      font: `DejaVu Sans Bold ${fontSize}`,
      fontfile: FONT_FILE,
      rgba: true,
      align: 'centre',
      dpi: 72,
    },
  })
    .png()
    .toBuffer();

/**
 * One tile of the watermark: the two lines, light over a dark shadow (readable on dark and light
 * photos alike), turned, with room around them.
 */
async function tile(
  lines: [string, string],
  fontSize: number,
): Promise<{ input: Buffer; width: number; height: number }> {
  const [light, dark] = await Promise.all([
    label(lines, fontSize, '#ffffff', '50%'),
    label(lines, fontSize, '#000000', '35%'),
  ]);
  const { width = 1, height = 1 } = await sharp(light).metadata();
  const shadow = Math.max(1, Math.round(fontSize / 12));
  const pad = Math.round(fontSize * 1.5);
  const flat = await sharp({
    create: {
      width: width + 2 * pad,
      height: height + 2 * pad,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([
      { input: dark, left: pad + shadow, top: pad + shadow },
      { input: light, left: pad, top: pad },
    ])
    .png()
    .toBuffer();
  const turned = sharp(flat).rotate(-24, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const { data, info } = await turned.png().toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** A stored file's bytes; 404 when storage has none. */
export async function readStored(key: string): Promise<Buffer> {
  const file = await storage().open(key);
  if (!file) throw new NotFoundError('File not found');
  const chunks: Buffer[] = [];
  for await (const chunk of file)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The formats a watermarked image is written in (GIFs become PNGs). */
export type WatermarkFormat = 'webp' | 'jpeg' | 'png';

/** The two lines written on what a viewer is given: their name, a code of their id and the day. */
export function watermarkLines(viewer: WatermarkViewer, day: string): [string, string] {
  const name = viewer.displayName.trim().slice(0, 40) || 'Member';
  return [name, `${viewerCode(viewer.id)} · ${day}`];
}

async function render(
  key: string,
  viewer: WatermarkViewer,
  day: string,
  format: WatermarkFormat,
): Promise<WatermarkedPhoto> {
  const original = sharp(await readStored(key), { animated: false }).rotate();
  const { width = 0, height = 0 } = await original.metadata();
  if (!width || !height) throw new NotFoundError('File not found');
  const lines = watermarkLines(viewer, day);
  // The turned tile must fit the photo: smaller type on small photos.
  let fontSize = Math.max(10, Math.round(Math.min(width, height) / 24));
  let pattern = await tile(lines, fontSize);
  while (fontSize > 6 && (pattern.width > width || pattern.height > height)) {
    fontSize = Math.max(6, Math.floor(fontSize * 0.8));
    pattern = await tile(lines, fontSize);
  }
  const fitted =
    pattern.width > width || pattern.height > height
      ? await sharp(pattern.input).resize({ width, height, fit: 'inside' }).png().toBuffer()
      : pattern.input;
  const composed = original.composite([{ input: fitted, tile: true, blend: 'over' }]);
  const bytes = await (
    format === 'webp'
      ? composed.webp({ quality: 82 })
      : format === 'jpeg'
        ? composed.jpeg({ quality: 85, mozjpeg: true })
        : composed.png()
  ).toBuffer();
  return { bytes, contentType: `image/${format}` };
}

/**
 * The photo at `upload` watermarked for `viewer` today (UTC), from the cache when it was made
 * already today for them; a changed file (its `updatedAt`) is made again.
 */
export function watermarkedPhoto(
  upload: Pick<Upload, 'key' | 'updatedAt'>,
  viewer: WatermarkViewer,
  now: Date = new Date(),
): Promise<WatermarkedPhoto> {
  return watermarkedImage(
    { key: upload.key, version: String(upload.updatedAt.getTime()), format: 'webp' },
    viewer,
    now,
  );
}

/**
 * The stored image at `file.key` watermarked for `viewer` today (UTC), written as `file.format`;
 * `version` names the stored bytes (a new one is made again).
 */
export async function watermarkedImage(
  file: { key: string; version: string; format: WatermarkFormat },
  viewer: WatermarkViewer,
  now: Date = new Date(),
): Promise<WatermarkedPhoto> {
  const day = utcDay(now);
  const key = `${viewer.id}\n${file.key}\n${file.version}\n${file.format}\n${day}\n${viewer.displayName}`;
  const cached = cache().get(key);
  if (cached) return cached;
  const inFlight = processSingleton(
    'watermarkedPhotosInFlight',
    () => new Map<string, Promise<WatermarkedPhoto>>(),
  );
  const pending = inFlight.get(key);
  if (pending) return pending;
  const made = render(file.key, viewer, day, file.format)
    .then((photo) => {
      cache().set(key, photo);
      return photo;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
}
