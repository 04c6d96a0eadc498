import 'server-only';
import { createDocument } from 'zod-openapi';
import { registerSchema } from '@/lib/validation/register';
import * as r from '@/lib/validation/replies';
import { publicUserInfoSchema } from '@/lib/validation/user-reply';
import { failures, idPath, json, publicRead, reply, secured } from './parts';
import { adminPaths } from './paths/admin';
import { accountDataPaths } from './paths/account-data';
import { emailVerificationPaths } from './paths/email-verification';
import { mailPaths } from './paths/mail';
import { moderationPaths } from './paths/moderation';
import { passwordResetPaths } from './paths/password-reset';
import { operationPaths } from '@/lib/operations';
import { platformPaths } from './paths/platform';
import { reviewPaths } from './paths/review';

function buildDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ideas Marketplace API',
      version: '1.0.0',
      description:
        'Every reply is JSON. The calls of the original app answer as it did: one idea (GET, POST, PUT /api/ideas/{id}) is the idea object itself and a user (GET /api/ideas/user/{userId}) is the public fields themselves; every other success is `{ "success": true, … }`. Failures are `{ "success": false, "message", "errors"? }` with the status that fits. Photo URLs in replies are absolute; public images are served with `Cross-Origin-Resource-Policy: cross-origin`. Authenticate with `Authorization: Bearer <token>` (POST /api/tokens or a Firebase ID token in Firebase mode) or the browser session cookie. On public reads a token that cannot be verified is treated as anonymous and reported in `WWW-Authenticate`; on writes it is a 401.',
    },
    servers: [{ url: '/' }],
    tags: [
      'Ideas',
      'Deal room',
      'Messages',
      'Notifications',
      'Moderation',
      'Users',
      'Uploads',
      'Accounts',
      'Tokens',
      'Reference',
      'Service',
      'Admin',
    ].map((name) => ({
      name,
    })),
    paths: {
      '/api/health': {
        get: {
          tags: ['Service'],
          summary: 'Health check',
          responses: {
            '200': reply('The server and its database answer', r.healthReplySchema),
            ...failures(503),
          },
        },
      },
      '/api/ping': {
        get: {
          tags: ['Service'],
          summary: 'Constant reply (no database)',
          responses: { '200': reply('Always', r.successReplySchema) },
        },
      },
      '/api/categories': {
        get: {
          tags: ['Reference'],
          summary: 'Idea categories',
          responses: {
            '200': publicRead(
              reply('All categories, in display order', r.namedListReplySchema('categories')),
            ),
          },
        },
      },
      '/api/languages': {
        get: {
          tags: ['Reference'],
          summary: 'Languages',
          responses: {
            '200': publicRead(reply('All languages, in display order', r.namedListReplySchema('languages'))),
          },
        },
      },
      ...operationPaths(),
      '/api/ideas/user/{userId}': {
        get: {
          tags: ['Users'],
          summary: "A user's public profile and idea count",
          requestParams: {
            path: idPath('userId', 'User id: 24 hex characters, or a Firebase uid (up to 128 characters)'),
          },
          responses: {
            '200': publicRead(reply('The public fields themselves (no envelope)', publicUserInfoSchema)),
            ...failures(404),
          },
        },
      },
      '/api/uploads': {
        post: {
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
      },
      '/api/auth/register': {
        post: {
          tags: ['Accounts'],
          summary: 'Create an account (email and password)',
          requestBody: { required: true, content: json(registerSchema.meta({ id: 'RegisterInput' })) },
          responses: { '201': reply('The new account', r.registerReplySchema), ...failures(400, 409, 429) },
        },
      },
      '/api/tokens': {
        get: {
          tags: ['Tokens'],
          summary: 'Your personal access tokens (never the secrets)',
          security: secured,
          responses: { '200': reply('Tokens', r.tokenListReplySchema), ...failures(401) },
        },
        post: {
          tags: ['Tokens'],
          summary: 'Create a personal access token',
          description:
            'Authenticates by session, bearer token, or `email` + `password` in the body. The secret is shown once and stored hashed.',
          security: [{}, ...secured],
          requestBody: { required: false, content: json(r.tokenCreateRequestSchema) },
          responses: {
            '201': reply('The token (shown once)', r.tokenCreatedReplySchema),
            ...failures(400, 401, 429),
          },
        },
      },
      '/api/tokens/{id}': {
        delete: {
          tags: ['Tokens'],
          summary: 'Revoke one of your tokens',
          security: secured,
          requestParams: { path: idPath('id', 'Token id') },
          responses: { '200': reply('Revoked', r.successReplySchema), ...failures(401, 404) },
        },
      },
      ...emailVerificationPaths,
      ...passwordResetPaths,
      ...accountDataPaths,
      ...mailPaths,
      ...reviewPaths,
      ...adminPaths,
      ...moderationPaths,
      ...platformPaths,
      '/api/openapi.json': {
        get: {
          tags: ['Service'],
          summary: 'This document',
          responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Personal access token (POST /api/tokens)',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description: 'Browser session; writes must come from our own origin',
        },
      },
    },
  });
}

let document: ReturnType<typeof buildDocument> | undefined;

/** The OpenAPI 3.1 document of the whole API, generated by zod-openapi from the zod schemas. */
export function openApiDocument() {
  document ??= buildDocument();
  return document;
}
