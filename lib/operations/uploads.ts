import 'server-only';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { NotFoundError } from '@/lib/core/errors';
import type { readUploadForm } from '@/lib/http/upload-form';
import { failures, idPath, reply, secured } from '@/lib/openapi/parts';
import {
  deleteUpload,
  imageWidth,
  openVariant,
  saveUpload,
  servingHeaders,
  storage,
} from '@/lib/platform/storage';
import { servableFile } from '@/lib/members';
import { watermarkedPhoto } from '@/lib/protection';
import { setProfilePhoto } from '@/lib/members';
import * as r from '@/lib/validation/replies';
import { IMAGE_WIDTHS } from '@/lib/core/photo-widths';
import { defineOperation, type Call } from './operation';

/** Uploaded files: storing one, serving it, deleting it. */

type UploadForm = Awaited<ReturnType<typeof readUploadForm>>;
/** The file's key is the rest of the address, slashes included. */
type FilePath = { key: string[] };

const fileKey = { path: idPath('key', 'The file’s key: the rest of the URL, slashes included') };

export const uploadFileOperation = defineOperation({
  method: 'POST',
  path: '/api/uploads',
  auth: 'member',
  signIn: 'Please sign in to upload files',
  body: 'upload-form',
  run: async ({ viewer, body }) => {
    const { file, kind } = body as UploadForm;
    const upload = await saveUpload({ ownerId: viewer.id, kind, file });
    if (upload.kind === 'profile_image') await setProfilePhoto(viewer.id, upload.url);
    return { url: upload.url, kind: upload.kind, contentType: upload.contentType, size: upload.size };
  },
  // A new profile photo shows on the creator's cards and idea pages.
  changes: (upload) => (upload.kind === 'profile_image' ? ['ideas'] : []),
  reply: { status: 201 },
  docs: {
    tags: ['Uploads'],
    summary: 'Upload an image or a CV',
    security: secured,
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: r.uploadRequestSchema } },
    },
    responses: {
      '201': reply('Where the file is served', r.uploadReplySchema),
      ...failures(400, 401, 413, 415, 429),
    },
  },
});

export const getFileOperation = defineOperation({
  method: 'GET',
  path: '/api/uploads/{key}',
  // Most files are public: the caller is read only for CVs and gated idea photos.
  auth: 'none',
  run: async ({ params, readViewer }: Call<'none', FilePath>) =>
    servableFile(params.key.join('/'), readViewer),
  respond: async ({ upload, audience, watermarkFor }, { headers: sent, query }) => {
    const headers = servingHeaders(upload, audience);
    // A narrower copy of a public idea photo (`?w=480`, `?w=800`), for the cards' srcset.
    const width = audience === 'public' && upload.kind === 'idea_photo' ? imageWidth(query.get('w')) : null;
    if (width) {
      const etag = `${headers.etag!.slice(0, -1)}-w${width}"`;
      if (sent.get('if-none-match') === etag) {
        const { 'content-length': _length, ...rest } = headers;
        void _length;
        return new Response(null, { status: 304, headers: { ...rest, etag } });
      }
      const copy = await openVariant(upload.key, width);
      if (copy)
        return new Response(Readable.toWeb(copy.body) as ReadableStream<Uint8Array>, {
          status: 200,
          headers: { ...headers, etag, 'content-type': 'image/webp', 'content-length': String(copy.size) },
        });
    }
    if (watermarkFor) {
      // This viewer's own copy: never revalidated against (nor stored as) the original.
      const photo = await watermarkedPhoto(upload, watermarkFor);
      const { etag: _etag, ...rest } = headers;
      void _etag;
      return new Response(new Uint8Array(photo.bytes), {
        status: 200,
        headers: {
          ...rest,
          'content-type': photo.contentType,
          'content-length': String(photo.bytes.length),
          'cache-control': 'private, no-store',
        },
      });
    }
    if (sent.get('if-none-match') === headers.etag) {
      const { 'content-length': _length, ...rest } = headers;
      void _length;
      return new Response(null, { status: 304, headers: rest });
    }
    const file = await storage().open(upload.key);
    if (!file) throw new NotFoundError('File not found');
    return new Response(Readable.toWeb(file) as ReadableStream<Uint8Array>, { status: 200, headers });
  },
  docs: {
    tags: ['Uploads'],
    summary: 'A stored file',
    description:
      'Public images to anyone (a public idea photo also `?w=480` or `?w=800` pixels wide at most, as WebP); photos of NDA-gated ideas only to their creator, admins and approved requesters (private cache headers; an approved requester gets a copy watermarked with their name, a code of their id and the day, without an ETag, and the read is in the idea’s view log); CVs to signed-in members. Answers 304 to a matching If-None-Match.',
    security: [{}, ...secured],
    requestParams: {
      ...fileKey,
      query: z.object({
        w: z
          .enum(IMAGE_WIDTHS.map(String) as ['480', '800'])
          .optional()
          .meta({
            description: 'A public idea photo at most this many pixels wide (WebP); ignored for other files',
          }),
      }),
    },
    responses: {
      '200': { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
      ...failures(404),
    },
  },
});

export const deleteFileOperation = defineOperation({
  method: 'DELETE',
  path: '/api/uploads/{key}',
  auth: 'member',
  signIn: 'Please sign in to delete files',
  run: async ({ params, viewer }: Call<'member', FilePath>) => {
    await deleteUpload(params.key.join('/'), viewer.id);
    return {};
  },
  docs: {
    tags: ['Uploads'],
    summary: 'Delete one of your files',
    security: secured,
    requestParams: fileKey,
    responses: { '200': reply('Deleted', r.successReplySchema), ...failures(401, 403, 404) },
  },
});

export const uploadOperations = [uploadFileOperation, getFileOperation, deleteFileOperation];
