import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import * as r from '@/lib/validation/replies';
import { failures, idPath, json, reply, secured } from '../parts';

const ownAccountReply = z.object({ success: z.literal(true), user: r.accountSchema });
const nextAuthForm = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: z.object({
        csrfToken: z.string().meta({ description: 'From GET /api/auth/csrf' }),
        email: z.string().optional(),
        password: z.string().optional(),
        callbackUrl: z.string().optional(),
      }),
    },
  },
};
const signInFlow =
  'The browser sign-in flow of next-auth, kept behind the API’s input boundary; partners use tokens.';

/** The page shell, presence, stored files, the reference page and the browser's sign-in endpoints. */
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
  '/api/presence': {
    get: {
      tags: ['Users'],
      summary: 'Who is online, as Server-Sent Events',
      description:
        'The online list now and on every change, plus the viewer’s messages, notification counts and access decisions, while the stream is open (the viewer counts as online).',
      security: secured,
      responses: {
        '200': { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
        ...failures(401),
      },
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
  '/api/auth/session': {
    get: {
      tags: ['Accounts'],
      summary: 'The browser session (next-auth)',
      description: signInFlow,
      responses: { '200': { description: 'The session, or {}', content: json(z.object({}).loose()) } },
    },
  },
  '/api/auth/csrf': {
    get: {
      tags: ['Accounts'],
      summary: 'The CSRF token the sign-in form posts (next-auth)',
      description: signInFlow,
      responses: { '200': reply('The token', z.object({ csrfToken: z.string() })) },
    },
  },
  '/api/auth/providers': {
    get: {
      tags: ['Accounts'],
      summary: 'The sign-in methods on (next-auth)',
      description: signInFlow,
      responses: { '200': { description: 'By provider id', content: json(z.object({}).loose()) } },
    },
  },
  '/api/auth/callback/{provider}': {
    get: {
      tags: ['Accounts'],
      summary: 'Where Google sends the browser back (next-auth)',
      description: signInFlow,
      requestParams: { path: idPath('provider', 'google') },
      responses: {
        '302': { description: 'On to the page the sign-in started from, or /login with the error' },
      },
    },
    post: {
      tags: ['Accounts'],
      summary: 'Sign in with email and password (next-auth)',
      description: `${signInFlow} Sign-in attempts are rate limited per address and email.`,
      requestParams: { path: idPath('provider', 'credentials, or firebase in Firebase mode') },
      requestBody: nextAuthForm,
      responses: {
        '200': {
          description: 'Signed in: the session cookie is set',
          content: json(z.object({ url: z.string() })),
        },
        ...failures(400, 401, 429),
      },
    },
  },
  '/api/auth/signin/{provider}': {
    post: {
      tags: ['Accounts'],
      summary: 'Start signing in with Google (next-auth)',
      description: signInFlow,
      requestParams: { path: idPath('provider', 'google') },
      requestBody: nextAuthForm,
      responses: {
        '200': { description: 'Where to send the browser', content: json(z.object({ url: z.string() })) },
      },
    },
  },
  '/api/auth/signout': {
    post: {
      tags: ['Accounts'],
      summary: 'End the browser session (next-auth)',
      description: signInFlow,
      requestBody: nextAuthForm,
      responses: {
        '200': { description: 'The session cookie is cleared', content: json(z.object({ url: z.string() })) },
      },
    },
  },
  '/api/docs': {
    get: {
      tags: ['Service'],
      summary: 'This document, to read (Swagger UI)',
      responses: { '200': { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } },
    },
  },
  '/api/docs/assets/{file}': {
    get: {
      tags: ['Service'],
      summary: 'The reference page’s scripts and styles',
      requestParams: { path: idPath('file', 'swagger-ui.css, swagger-ui-bundle.js, …') },
      responses: { '200': { description: 'The file' }, ...failures(404) },
    },
  },
};
