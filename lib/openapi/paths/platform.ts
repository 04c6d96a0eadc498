import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import * as r from '@/lib/validation/replies';
import { failures, idPath, json, reply, secured } from '../parts';

const ownAccountReply = z.object({ success: z.literal(true), user: r.accountSchema });
/** The page shell, stored files and the Firebase profile. */
export const platformPaths: ZodOpenApiPathsObject = {
  '/api/viewer': {
    get: {
      tags: ['Accounts'],
      summary: 'Who the page shell shows as signed in',
      description: 'Pages are the same for everyone and cached; the browser asks this for its own part.',
      security: [{}, ...secured],
      responses: { '200': reply('The signed-in member, or null', r.viewerReplySchema) },
    },
  },
  '/api/uploads/{key}': {
    get: {
      tags: ['Uploads'],
      summary: 'A stored file',
      description:
        'Public images to anyone; photos of NDA-gated ideas only to their creator and approved requesters (private cache headers); CVs to signed-in members. Answers 304 to a matching If-None-Match.',
      security: [{}, ...secured],
      requestParams: { path: idPath('key', 'The file’s key: the rest of the URL, slashes included') },
      responses: {
        '200': { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        ...failures(404),
      },
    },
    delete: {
      tags: ['Uploads'],
      summary: 'Delete one of your files',
      security: secured,
      requestParams: { path: idPath('key', 'The file’s key: the rest of the URL, slashes included') },
      responses: { '200': reply('Deleted', r.successReplySchema), ...failures(401, 403, 404) },
    },
  },
  '/api/auth/firebase/profile': {
    post: {
      tags: ['Accounts'],
      summary: 'Firebase mode: the profile of the Firebase user just registered',
      requestBody: { required: true, content: json(z.object({ idToken: z.string() }).loose()) },
      responses: {
        '201': reply('The new account', ownAccountReply),
        '200': reply('The account existed already', ownAccountReply),
        ...failures(400, 401, 429),
      },
    },
  },
};
