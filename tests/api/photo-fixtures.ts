import sharp from 'sharp';
import { expect } from 'vitest';
import { GET as getFile } from '@/app/api/uploads/[...key]/route';
import { POST as upload } from '@/app/api/uploads/route';
import { uploadKeyFromUrl } from '@/lib/platform/storage';
import { BASE_URL, call } from './http';

/** Uploads a 300×200 PNG as an idea photo of the caller of `headers`; returns its URL. */
export async function uploadIdeaPhoto(headers: Record<string, string>): Promise<string> {
  const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('kind', 'idea_photo');
  form.set('file', new File([new Uint8Array(image)], 'cover.png', { type: 'image/png' }));
  const reply = await call<{ url: string }>(upload, '/api/uploads', { method: 'POST', body: form, headers });
  expect(reply.status).toBe(201);
  return reply.body.url;
}

/** GET of an uploaded file's URL, as the caller of `headers`. */
export function fetchUpload(url: string, headers: Record<string, string> = {}) {
  const key = uploadKeyFromUrl(url)!;
  return getFile(new Request(new URL(url, BASE_URL), { headers }), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}
