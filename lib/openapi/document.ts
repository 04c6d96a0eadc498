import 'server-only';
import { NextResponse } from 'next/server';
import { createDocument, type oas31 } from 'zod-openapi';
import { registerSchema } from '@/lib/validation/register';
import * as r from '@/lib/validation/replies';
import { failures, idPath, json, reply, secured } from './parts';
import { accountDataPaths } from './paths/account-data';
import { emailVerificationPaths } from './paths/email-verification';
import { mailPaths } from './paths/mail';
import { passwordResetPaths } from './paths/password-reset';
import { OPERATIONS, operationPaths } from '@/lib/operations';
import { defineOperation } from '@/lib/operations/operation';
import { platformPaths } from './paths/platform';

type OpenAPIObject = oas31.OpenAPIObject;

function buildDocument(): OpenAPIObject {
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
      ...operationPaths([...OPERATIONS, openApiOperation]),
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
      ...platformPaths,
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

/** This document, served by the operation it documents (kept out of the registry it is built from). */
export const openApiOperation = defineOperation({
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'none',
  run: async (): Promise<OpenAPIObject> => openApiDocument(),
  respond: (document) => NextResponse.json(document),
  docs: {
    tags: ['Service'],
    summary: 'This document',
    responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
  },
});

let document: OpenAPIObject | undefined;

/** The OpenAPI 3.1 document of the whole API, generated by zod-openapi from the zod schemas. */
export function openApiDocument(): OpenAPIObject {
  document ??= buildDocument();
  return document;
}
