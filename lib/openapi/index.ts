import { z } from 'zod';
import { ideaInputSchema, ideaListQuerySchema, MAX_LIMIT } from '@/lib/validation/idea';
import { registerSchema } from '@/lib/validation/register';
import * as s from './schemas';

type Json = Record<string, unknown>;

const components: { schemas: Record<string, Json> } = { schemas: {} };

/** JSON Schema 2020-12 (OpenAPI 3.1) of a zod schema; named sub-schemas become components. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as Json;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v),
        ]),
      );
    }
    return value;
  };
  for (const [id, def] of Object.entries(defs)) components.schemas[id] ??= rewrite(def) as Json;
  const top = rewrite(json) as Json;
  const id = (schema.meta() as { id?: string } | undefined)?.id;
  if (id && !top.$ref) {
    components.schemas[id] ??= top;
    return { $ref: `#/components/schemas/${id}` };
  }
  return top;
}

const named = (id: string, schema: z.ZodType, io: 'input' | 'output'): Json => {
  components.schemas[id] ??= schemaOf(schema, io);
  return { $ref: `#/components/schemas/${id}` };
};

const jsonContent = (schema: Json) => ({ 'application/json': { schema } });
const reply = (description: string, schema: z.ZodType) => ({
  description,
  content: jsonContent(schemaOf(schema, 'output')),
});
const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

const ERROR_RESPONSES: Record<string, [string, string]> = {
  BadRequest: ['400', 'Bad input: `message` says what, `errors` names each field or parameter'],
  Unauthorized: ['401', 'Not signed in (or an invalid or revoked token)'],
  Forbidden: ['403', 'Signed in, but not allowed'],
  NotFound: ['404', 'Missing (also for a malformed id)'],
  Conflict: ['409', 'Conflicts with existing data'],
  TooLarge: ['413', 'The file is too large'],
  UnsupportedType: ['415', 'Wrong content type'],
  RateLimited: ['429', 'Too many attempts; see Retry-After'],
  Unavailable: ['503', 'The database is unavailable'],
};
const errors = (...names: (keyof typeof ERROR_RESPONSES)[]) =>
  Object.fromEntries(names.map((n) => [ERROR_RESPONSES[n]![0], errorRef(n)]));

const QUERY_DESCRIPTIONS: Record<string, string> = {
  page: 'Page number, from 1',
  limit: `Ideas per page, 1 to ${MAX_LIMIT} (default 20)`,
  mine: '`true`: only the signed-in user’s ideas (401 without authentication)',
  creator: 'Only the ideas of this user id',
  category: 'Category name (see /api/categories)',
  type: 'Product or Service',
  priceMin: 'Lowest desired price; empty means unbounded',
  priceMax: 'Highest desired price; empty means unbounded',
  requireNDA: 'Yes: only NDA-gated ideas; No: only open ideas',
  search:
    'Full-text search (web search syntax: "quoted phrase", or, -exclude; English stemming) over title and category, over the idea texts where the viewer may read them, plus partial title matches',
  sort: 'newest (default), oldest, price_asc, price_desc; without sort a search is ordered by relevance',
};

const idParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
const secured = [{ bearerAuth: [] }, { sessionCookie: [] }];

function buildDocument(): Json {
  const listParams = Object.entries(ideaListQuerySchema.shape).map(([name, field]) => ({
    name,
    in: 'query',
    required: false,
    description: QUERY_DESCRIPTIONS[name],
    schema: schemaOf(field as z.ZodType, 'input'),
  }));
  const ideaBody = { required: true, content: jsonContent(named('IdeaInput', ideaInputSchema, 'input')) };

  const paths: Json = {
    '/api/health': {
      get: {
        tags: ['Service'],
        summary: 'Health check',
        responses: {
          '200': reply('The server and its database answer', s.healthReplySchema),
          ...errors('Unavailable'),
        },
      },
    },
    '/api/ping': {
      get: {
        tags: ['Service'],
        summary: 'Constant reply (no database)',
        responses: { '200': reply('Always', s.successReplySchema) },
      },
    },
    '/api/categories': {
      get: {
        tags: ['Reference'],
        summary: 'Idea categories',
        responses: { '200': reply('All categories, in display order', s.namedListSchema('categories')) },
      },
    },
    '/api/languages': {
      get: {
        tags: ['Reference'],
        summary: 'Languages',
        responses: { '200': reply('All languages, in display order', s.namedListSchema('languages')) },
      },
    },
    '/api/ideas': {
      get: {
        tags: ['Ideas'],
        summary: 'List, filter and search ideas',
        description:
          'NDA-gated ideas are redacted (`ndaLocked`) for everyone but their creator; creator emails only for signed-in viewers.',
        security: [{}, ...secured],
        parameters: listParams,
        responses: {
          '200': reply('One page of ideas', s.ideaListReplySchema),
          ...errors('BadRequest', 'Unauthorized', 'Unavailable'),
        },
      },
      post: {
        tags: ['Ideas'],
        summary: 'Submit an idea',
        description:
          'Server-set fields (`_id`, `creator`, `createdAt`…) in the body are ignored. Photos must be upload URLs of the same user.',
        security: secured,
        requestBody: ideaBody,
        responses: {
          '201': reply('The created idea', s.ideaReplySchema),
          ...errors('BadRequest', 'Unauthorized', 'UnsupportedType', 'Unavailable'),
        },
      },
    },
    '/api/ideas/{id}': {
      parameters: [idParam('id', 'Idea id (24 hex characters)')],
      get: {
        tags: ['Ideas'],
        summary: 'One idea',
        security: [{}, ...secured],
        responses: {
          '200': reply('The idea as the viewer may see it', s.ideaReplySchema),
          ...errors('NotFound'),
        },
      },
      put: {
        tags: ['Ideas'],
        summary: 'Update an idea (creator only)',
        security: secured,
        requestBody: ideaBody,
        responses: {
          '200': reply('The updated idea', s.ideaReplySchema),
          ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'UnsupportedType'),
        },
      },
      delete: {
        tags: ['Ideas'],
        summary: 'Delete an idea and its photos (creator only)',
        security: secured,
        responses: {
          '200': reply('Deleted', s.successReplySchema),
          ...errors('Unauthorized', 'Forbidden', 'NotFound'),
        },
      },
    },
    '/api/ideas/user/{userId}': {
      parameters: [idParam('userId', 'User id')],
      get: {
        tags: ['Users'],
        summary: "A user's public profile and idea count",
        responses: { '200': reply('Public profile', s.userInfoReplySchema), ...errors('NotFound') },
      },
    },
    '/api/uploads': {
      post: {
        tags: ['Uploads'],
        summary: 'Upload an image or a CV',
        security: secured,
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: schemaOf(s.uploadRequestSchema, 'input') } },
        },
        responses: {
          '201': reply('Where the file is served', s.uploadReplySchema),
          ...errors('BadRequest', 'Unauthorized', 'TooLarge', 'UnsupportedType', 'RateLimited'),
        },
      },
    },
    '/api/auth/register': {
      post: {
        tags: ['Accounts'],
        summary: 'Create an account (email and password)',
        requestBody: {
          required: true,
          content: jsonContent(named('RegisterInput', registerSchema, 'input')),
        },
        responses: {
          '201': reply('The new account', s.registerReplySchema),
          ...errors('BadRequest', 'Conflict', 'RateLimited'),
        },
      },
    },
    '/api/tokens': {
      get: {
        tags: ['Tokens'],
        summary: 'Your personal access tokens (never the secrets)',
        security: secured,
        responses: { '200': reply('Tokens', s.tokenListReplySchema), ...errors('Unauthorized') },
      },
      post: {
        tags: ['Tokens'],
        summary: 'Create a personal access token',
        description:
          'Authenticates by session, bearer token, or `email` + `password` in the body. The secret is shown once and stored hashed.',
        security: [{}, ...secured],
        requestBody: { required: false, content: jsonContent(schemaOf(s.tokenCreateRequestSchema, 'input')) },
        responses: {
          '201': reply('The token (shown once)', s.tokenCreatedReplySchema),
          ...errors('BadRequest', 'Unauthorized', 'RateLimited'),
        },
      },
    },
    '/api/tokens/{id}': {
      parameters: [idParam('id', 'Token id')],
      delete: {
        tags: ['Tokens'],
        summary: 'Revoke one of your tokens',
        security: secured,
        responses: { '200': reply('Revoked', s.successReplySchema), ...errors('Unauthorized', 'NotFound') },
      },
    },
    '/api/openapi.json': {
      get: {
        tags: ['Service'],
        summary: 'This document',
        responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
      },
    },
  };

  const errorSchema = schemaOf(s.errorReplySchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ideas Marketplace API',
      version: '1.0.0',
      description:
        'Every reply is JSON: `{ "success": true, … }`, or `{ "success": false, "message", "errors"? }` with the status that fits. Authenticate with `Authorization: Bearer <token>` (POST /api/tokens) or the browser session cookie.',
    },
    servers: [{ url: '/' }],
    tags: ['Ideas', 'Users', 'Uploads', 'Accounts', 'Tokens', 'Reference', 'Service'].map((name) => ({
      name,
    })),
    paths,
    components: {
      ...components,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, [, description]]) => [
          name,
          { description, content: jsonContent(errorSchema) },
        ]),
      ),
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
  };
}

let document: Json | undefined;

/** The OpenAPI 3.1 document of the whole API, generated from the zod schemas. */
export function openApiDocument(): Json {
  document ??= buildDocument();
  return document;
}
