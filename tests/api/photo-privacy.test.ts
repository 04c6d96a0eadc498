import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putIdea } from '@/app/api/ideas/[id]/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import type { User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload, uploadIdeaPhoto } from './photo-fixtures';
import { forEachStorageDriver } from './storage-driver-cases';

// Photo FILES follow the NDA rule of the ideas that show them (DESIGN.md section 6).

let creator: User;
let stranger: User;
let creatorHeaders: Record<string, string>;

const uploadPhoto = () => uploadIdeaPhoto(creatorHeaders);

async function createIdea(photo: string, requireNDA: boolean): Promise<string> {
  const reply = await call<{ idea: { _id: string } } & { _id?: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea({ photos: [photo], requireNDA }),
    headers: creatorHeaders,
  });
  expect(reply.status).toBe(201);
  return reply.body.idea?._id ?? reply.body._id!;
}

const fetchPhoto = fetchUpload;

beforeAll(async () => {
  creator = await createUser();
  stranger = await createUser();
  creatorHeaders = await bearerHeaders(creator);
});

forEachStorageDriver(() => {
  describe('photo files of NDA-gated ideas', () => {
    it('are refused to anonymous visitors and other users with a 404 JSON that does not confirm the file', async () => {
      const photo = await uploadPhoto();
      await createIdea(photo, true);
      for (const headers of [{}, await bearerHeaders(stranger), await cookieHeaders(stranger)]) {
        const reply = await fetchPhoto(photo, headers);
        expect(reply.status).toBe(404);
        expect(reply.headers.get('content-type')).toContain('application/json');
        expect(await reply.json()).toEqual({ success: false, message: 'File not found' });
      }
      const missing = await fetchPhoto(photo.replace(/[0-9a-f]{24}\.webp$/, '0'.repeat(24) + '.webp'));
      expect(await missing.json()).toEqual({ success: false, message: 'File not found' });
    });

    it('are served to their creator with private, uncacheable headers', async () => {
      const photo = await uploadPhoto();
      await createIdea(photo, true);
      for (const headers of [creatorHeaders, await cookieHeaders(creator)]) {
        const reply = await fetchPhoto(photo, headers);
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toBe('image/webp');
        expect(reply.headers.get('cache-control')).toBe('private, no-store');
        expect(reply.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      }
    });

    it('of a public idea stay publicly cacheable, and become private at once when the idea is gated', async () => {
      const photo = await uploadPhoto();
      const id = await createIdea(photo, false);
      const open = await fetchPhoto(photo);
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(open.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

      const gated = await call(putIdea, `/api/ideas/${id}`, {
        method: 'PUT',
        body: validIdea({ photos: [photo], requireNDA: true }),
        headers: creatorHeaders,
        params: { id },
      });
      expect(gated.status).toBe(200);
      expect((await fetchPhoto(photo)).status).toBe(404);
      expect((await fetchPhoto(photo, await bearerHeaders(stranger))).status).toBe(404);
      expect((await fetchPhoto(photo, creatorHeaders)).status).toBe(200);

      await call(putIdea, `/api/ideas/${id}`, {
        method: 'PUT',
        body: validIdea({ photos: [photo], requireNDA: false }),
        headers: creatorHeaders,
        params: { id },
      });
      expect((await fetchPhoto(photo)).status).toBe(200);
    });

    it('shown by a public idea and a gated one are public (the public idea shows them to everyone)', async () => {
      const photo = await uploadPhoto();
      await createIdea(photo, true);
      await createIdea(photo, false);
      expect((await fetchPhoto(photo)).status).toBe(200);
    });
  });
});
