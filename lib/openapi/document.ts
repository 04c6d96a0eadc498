import 'server-only';
import { createDocument } from 'zod-openapi';
import {
  ideaDeletedReplySchema,
  ideaListReplySchema,
  ideaSchema,
  ideaWriteReplySchema,
} from '@/lib/validation/idea-reply';
import { ideaInputSchema, ideaListQuerySchema, MAX_LIMIT } from '@/lib/validation/idea';
import { registerSchema } from '@/lib/validation/register';
import * as r from '@/lib/validation/replies';
import { publicUserInfoSchema } from '@/lib/validation/user-reply';
import { describedQuery, failures, idPath, json, publicRead, reply, secured } from './parts';
import { accessPaths } from './paths/access';
import { adminPaths } from './paths/admin';
import { accountDataPaths } from './paths/account-data';
import { emailVerificationPaths } from './paths/email-verification';
import { mailPaths } from './paths/mail';
import { notificationPaths } from './paths/notifications';
import { messagesPaths } from './paths/messages';
import { moderationPaths } from './paths/moderation';
import { passwordResetPaths } from './paths/password-reset';
import { platformPaths } from './paths/platform';
import { reviewPaths } from './paths/review';

const QUERY_DESCRIPTIONS: Record<keyof typeof ideaListQuerySchema.shape, string> = {
  page: 'Page number, from 1',
  limit: `Ideas per page, 1 to ${MAX_LIMIT} (default 20)`,
  mine: '`true`: only the signed-in user’s ideas (401 without authentication)',
  creator: 'Only the ideas of this user id (24 hex characters, or a Firebase uid)',
  category: 'Category name (see /api/categories)',
  type: 'Product or Service',
  priceMin: 'Lowest desired price; empty means unbounded',
  priceMax: 'Highest desired price; empty means unbounded. Below priceMin: an empty page (no price fits)',
  requireNDA: 'Yes: only NDA-gated ideas; No: only open ideas',
  search:
    'Full-text search (web search syntax: "quoted phrase", or, -exclude; English stemming) over title and category, over the idea texts where the viewer may read them, plus partial title matches and typo-tolerant prefix matches of title and category words. Relevance: title matches, then category matches (as a phrase, all words, some words), then partial and approximate ones, then matches in the texts only; equally good matches newest first',
  sort: 'newest (default), oldest, price_asc, price_desc, relevance; a search without sort (or with relevance) is ordered by relevance, relevance without a search is newest',
  cursor:
    'Keyset paging: `start` for the first page, then the `nextCursor` of the reply before (null after the last page). Every page costs what the first one does; `page` is ignored. A cursor only continues the query it came from (same filters, search, sort and limit), else 400',
};

/** The list's query schema itself, each parameter with its description. */
const listQuery = describedQuery(ideaListQuerySchema, QUERY_DESCRIPTIONS);

const ideaBody = { required: true, content: json(ideaInputSchema.meta({ id: 'IdeaInput' })) };
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
      '/api/ideas': {
        get: {
          tags: ['Ideas'],
          summary: 'List, filter and search ideas',
          description:
            'NDA-gated ideas are redacted (`ndaLocked`) for everyone but their creator; creator emails only for signed-in viewers.',
          security: [{}, ...secured],
          requestParams: { query: listQuery },
          responses: {
            '200': publicRead(reply('One page of ideas', ideaListReplySchema)),
            ...failures(400, 401, 503),
          },
        },
        post: {
          tags: ['Ideas'],
          summary: 'Submit an idea',
          description:
            'Server-set fields (`_id`, `creator`, `createdAt`…) in the body are ignored. Photos must be upload URLs of the same user (POST /api/uploads; relative or absolute). Entries that are bare file names (what the original form sends) are dropped and reported in `warnings`; the idea is still saved.',
          security: secured,
          requestBody: ideaBody,
          responses: {
            '201': reply(
              'The created idea itself (no envelope), with `warnings` when entries were dropped',
              ideaWriteReplySchema,
            ),
            ...failures(400, 401, 415, 503),
          },
        },
      },
      '/api/ideas/{id}': {
        get: {
          tags: ['Ideas'],
          summary: 'One idea',
          security: [{}, ...secured],
          requestParams: { path: idPath('id', 'Idea id (24 hex characters)') },
          responses: {
            '200': publicRead(reply('The idea itself (no envelope), as the viewer may see it', ideaSchema)),
            ...failures(404),
          },
        },
        put: {
          tags: ['Ideas'],
          summary: 'Update an idea (creator only)',
          description: 'The same body and photo rules as POST /api/ideas.',
          security: secured,
          requestParams: { path: idPath('id', 'Idea id (24 hex characters)') },
          requestBody: ideaBody,
          responses: {
            '200': reply(
              'The updated idea itself (no envelope), with `warnings` when entries were dropped',
              ideaWriteReplySchema,
            ),
            ...failures(400, 401, 403, 404, 415),
          },
        },
        delete: {
          tags: ['Ideas'],
          summary: 'Delete an idea and its photos (creator only)',
          security: secured,
          requestParams: { path: idPath('id', 'Idea id (24 hex characters)') },
          responses: { '200': reply('Deleted', ideaDeletedReplySchema), ...failures(401, 403, 404) },
        },
      },
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
      ...accessPaths,
      ...notificationPaths,
      ...messagesPaths,
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
