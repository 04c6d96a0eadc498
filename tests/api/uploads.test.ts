import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteFile, GET as getFile } from '@/app/api/uploads/[...key]/route';
import { POST as upload } from '@/app/api/uploads/route';
import { assertOwnUploadUrl, deleteUploadByUrl, uploadKeyFromUrl } from '@/lib/platform/storage';
import { InvalidError } from '@/lib/core/errors';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { forEachStorageDriver } from './storage-driver-cases';

async function photo(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'Private GPS place' } })
    .toBuffer();
}

function form(
  kind: string,
  data: Buffer | string,
  name: string,
  type = 'application/octet-stream',
): FormData {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }));
  return body;
}

async function send(user: User, body: FormData) {
  return call<{ success: boolean; url: string; message?: string }>(upload, '/api/uploads', {
    method: 'POST',
    body,
    headers: await bearerHeaders(user),
  });
}

/** GETs a stored file through the route, as a browser would. */
async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const key = uploadKeyFromUrl(url)!;
  return getFile(new Request(new URL(url, BASE_URL), { headers }), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}

forEachStorageDriver(() => {
  describe('POST /api/uploads', () => {
    it('re-encodes an image as WebP without its metadata, sized for display, served with nosniff and cache headers', async () => {
      const user = await createUser();
      const reply = await send(user, form('idea_photo', await photo(), 'holiday.jpg', 'image/jpeg'));
      expect(reply.status).toBe(201);
      expect(reply.body.url).toMatch(new RegExp(`^/api/uploads/ideas/${user.id}/[0-9a-f]{24}\\.webp$`));
      // Not on any idea yet: only its uploader may fetch it, and no cache keeps it.
      const owner = await bearerHeaders(user);
      const served = await fetchFile(reply.body.url, owner);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      // Public images (profile photos, photos of public ideas) carry CORP cross-origin: tests/api/photo-privacy.test.ts.
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret Person'))).toBe(false);
      const etag = served.headers.get('etag')!;
      expect((await fetchFile(reply.body.url, { ...owner, 'if-none-match': etag })).status).toBe(304);
    });

    it('keeps one profile image per user at profile_images/{uid}', async () => {
      const user = await createUser();
      const first = await send(user, form('profile_image', await photo(800, 800), 'me.png'));
      expect(first.body.url.split('?')[0]).toBe(`/api/uploads/profile_images/${user.id}`);
      const second = await send(user, form('profile_image', await photo(300, 300), 'me2.png'));
      expect(second.status).toBe(201);
      expect(second.body.url.split('?')[0]).toBe(first.body.url.split('?')[0]);
    });

    it('refuses a renamed .exe as .png with 415, and an SVG', async () => {
      const user = await createUser();
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'),
        Buffer.alloc(4096, 1),
      ]);
      const reply = await send(user, form('idea_photo', exe, 'cat.png', 'image/png'));
      expect(reply.status).toBe(415);
      expect(reply.body).toMatchObject({
        success: false,
        message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted',
      });
      const svg = await send(
        user,
        form(
          'profile_image',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'a.svg',
          'image/svg+xml',
        ),
      );
      expect(svg.status).toBe(415);
    });

    it('refuses images over 5 MB and CVs over 10 MB with 413', async () => {
      const user = await createUser();
      const big = await send(user, form('idea_photo', Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'big.jpg'));
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('The image is too large: the limit is 5 MB');
      const bigCv = await send(
        user,
        form('cv', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 32)]), 'cv.pdf'),
      );
      expect(bigCv.status).toBe(413);
    });

    it('stores a PDF CV at cvs/{uid}_{filename}, served as a download to signed-in users only', async () => {
      const user = await createUser();
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const reply = await send(user, form('cv', pdf, 'My CV (2026).pdf', 'application/pdf'));
      expect(reply.status).toBe(201);
      expect(reply.body.url.split('?')[0]).toBe(`/api/uploads/cvs/${user.id}_My_CV_2026_.pdf`);
      expect((await fetchFile(reply.body.url)).status).toBe(401);
      const served = await fetchFile(reply.body.url, await bearerHeaders(user));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toBe('attachment; filename="My_CV_2026_.pdf"');
      expect(served.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const notPdf = await send(user, form('cv', await photo(10, 10), 'cv.pdf', 'application/pdf'));
      expect(notPdf.status).toBe(415);
      const wrongExtension = await send(user, form('cv', pdf, 'cv.txt'));
      expect(wrongExtension.status).toBe(415);
    });

    it('needs a signed-in user and a known kind', async () => {
      const anonymous = await call(upload, '/api/uploads', {
        method: 'POST',
        body: form('cv', 'x', 'a.pdf'),
      });
      expect(anonymous.status).toBe(401);
      const user = await createUser();
      const badKind = await send(user, form('avatar', await photo(10, 10), 'a.png'));
      expect(badKind.status).toBe(400);
      const noFile = new FormData();
      noFile.set('kind', 'cv');
      expect((await send(user, noFile)).status).toBe(400);
    });
  });

  describe('ownership of stored files', () => {
    it('lets nobody but the owner delete a file or use it as their own', async () => {
      const owner = await createUser();
      const intruder = await createUser();
      const { body } = await send(owner, form('idea_photo', await photo(100, 100), 'p.jpg'));
      const key = uploadKeyFromUrl(body.url)!;
      const ownerHeaders = await bearerHeaders(owner);

      const attempt = await call(deleteFile, body.url, {
        method: 'DELETE',
        headers: await bearerHeaders(intruder),
        params: { key: key.split('/') } as never,
      });
      expect(attempt.status).toBe(403);
      expect((await fetchFile(body.url, ownerHeaders)).status).toBe(200);

      await expect(assertOwnUploadUrl(body.url, intruder.id)).rejects.toBeInstanceOf(InvalidError);
      await expect(
        assertOwnUploadUrl('https://elsewhere.example/api/uploads/x.png', owner.id),
      ).rejects.toBeInstanceOf(InvalidError);
      expect((await assertOwnUploadUrl(body.url, owner.id, { kind: 'idea_photo' })).ownerId).toBe(owner.id);
      await expect(assertOwnUploadUrl(body.url, owner.id, { kind: 'cv' })).rejects.toBeInstanceOf(
        InvalidError,
      );

      expect(await deleteUploadByUrl(body.url, intruder.id)).toBe(false);
      expect((await fetchFile(body.url, ownerHeaders)).status).toBe(200);
      expect(await deleteUploadByUrl(body.url, owner.id)).toBe(true);
      expect((await fetchFile(body.url, ownerHeaders)).status).toBe(404);

      const { body: second } = await send(owner, form('idea_photo', await photo(100, 100), 'p.jpg'));
      const secondKey = uploadKeyFromUrl(second.url)!;
      const own = await call(deleteFile, second.url, {
        method: 'DELETE',
        headers: await bearerHeaders(owner),
        params: { key: secondKey.split('/') } as never,
      });
      expect(own.status).toBe(200);
    });
  });
});
