import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteIdeaRoute } from '@/app/api/ideas/[id]/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { POST as upload } from '@/app/api/uploads/route';
import { storage, uploadKeyFromUrl } from '@/lib/platform/storage';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload } from './photo-fixtures';
import { forEachStorageDriver } from './storage-driver-cases';

// Public idea photos are also served narrower (`?w=480`, `?w=800`) for the cards' srcset: made on
// first request, kept beside the photo, deleted with it; never for a gated idea's private photos.

type Headers = Record<string, string>;
let creatorAuth: Headers;

async function bigPhoto(): Promise<string> {
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('kind', 'idea_photo');
  form.set('file', new File([new Uint8Array(image)], 'wide.png', { type: 'image/png' }));
  const reply = await call<{ url: string }>(upload, '/api/uploads', {
    method: 'POST',
    body: form,
    headers: creatorAuth,
  });
  expect(reply.status).toBe(201);
  return reply.body.url;
}

async function newIdea(photo: string, requireNDA = false): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea({ photos: [photo], requireNDA }),
    headers: creatorAuth,
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const widthOf = async (reply: Response) =>
  (await sharp(Buffer.from(await reply.arrayBuffer())).metadata()).width;
const stored = async (key: string) => storage().size(key);

beforeAll(async () => {
  creatorAuth = await bearerHeaders(await createUser());
});

describe('narrower copies of public idea photos', () => {
  it('serves ?w=480 and ?w=800 as WebP of that width, cached like the photo, and keeps them', async () => {
    const photo = await bigPhoto();
    await newIdea(photo);
    const key = uploadKeyFromUrl(photo)!;
    for (const width of [480, 800]) {
      const reply = await fetchUpload(`${photo}?w=${width}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
      expect(reply.headers.get('etag')).toMatch(new RegExp(`-w${width}"$`));
      expect(await widthOf(reply)).toBe(width);
      expect(await stored(`${key}.w${width}.webp`)).toBeGreaterThan(0);
      const again = await fetchUpload(`${photo}?w=${width}`, { 'if-none-match': reply.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
    // Any other width is the photo itself.
    expect(await widthOf(await fetchUpload(`${photo}?w=123`))).toBe(1200);
    expect(await widthOf(await fetchUpload(photo))).toBe(1200);
  });

  it('is never made of a gated idea’s photo: 404 for others, the photo itself for its creator', async () => {
    const photo = await bigPhoto();
    await newIdea(photo, true);
    const key = uploadKeyFromUrl(photo)!;
    expect((await fetchUpload(`${photo}?w=480`)).status).toBe(404);
    const own = await fetchUpload(`${photo}?w=480`, creatorAuth);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await widthOf(own)).toBe(1200);
    expect(await stored(`${key}.w480.webp`)).toBeNull();
  });

  it('goes with the photo when its idea is deleted', async () => {
    const photo = await bigPhoto();
    const id = await newIdea(photo);
    const key = uploadKeyFromUrl(photo)!;
    expect((await fetchUpload(`${photo}?w=480`)).status).toBe(200);
    expect(await stored(`${key}.w480.webp`)).not.toBeNull();
    const deleted = await call(deleteIdeaRoute, `/api/ideas/${id}`, {
      method: 'DELETE',
      headers: creatorAuth,
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(await stored(key)).toBeNull();
    expect(await stored(`${key}.w480.webp`)).toBeNull();
  });
});

forEachStorageDriver((driver) => {
  it(`makes, keeps and deletes the copies on the configured storage (${driver})`, async () => {
    const photo = await bigPhoto();
    const id = await newIdea(photo);
    const key = uploadKeyFromUrl(photo)!;
    expect(await widthOf(await fetchUpload(`${photo}?w=800`))).toBe(800);
    expect(await stored(`${key}.w800.webp`)).toBeGreaterThan(0);
    await call(deleteIdeaRoute, `/api/ideas/${id}`, {
      method: 'DELETE',
      headers: creatorAuth,
      params: { id },
    });
    expect(await stored(`${key}.w800.webp`)).toBeNull();
  });
});
