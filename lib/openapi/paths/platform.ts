import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { failures, idPath, json, reply, secured } from '../parts';

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

/** Presence, the reference page and the browser's sign-in endpoints. */
export const platformPaths: ZodOpenApiPathsObject = {
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
