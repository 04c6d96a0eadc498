import 'server-only';
import { z } from 'zod';
import { fail, ok } from '@/lib/http';
import { nextAuthHandler } from '@/lib/http/next-auth-route';
import { checkHealth, checkReadiness, type Readiness } from '@/lib/platform/health';
import { docsAsset, DOCS_HTML } from '@/lib/openapi/docs';
import { failures, idPath, json, publicRead, reply, secured } from '@/lib/openapi/parts';
import { getPresenceHub, presenceStream } from '@/lib/platform/presence';
import { listCategories, listLanguages } from '@/lib/reference';
import { publicUserInfo } from '@/lib/members';
import * as r from '@/lib/validation/replies';
import { publicUserInfoSchema } from '@/lib/validation/user-reply';
import { defineOperation, type Call, type Operation } from './operation';

/** The service itself, reference data, public profiles, presence, the reference page and sign-in. */

const NO_STORE = { 'Cache-Control': 'no-store' };

export const healthOperation = defineOperation({
  method: 'GET',
  path: '/api/health',
  auth: 'none',
  run: () => checkHealth(),
  respond: (report) =>
    report.database === 'ok'
      ? ok({ ...report }, { headers: NO_STORE })
      : fail(503, 'The database is unavailable', undefined, NO_STORE),
  docs: {
    tags: ['Service'],
    summary: 'Health check',
    responses: {
      '200': reply('The server and its database answer', r.healthReplySchema),
      ...failures(503),
    },
  },
});

/** Liveness for load balancers and orchestrators: the process answers (nothing else is asked). */
export const livenessOperation = defineOperation({
  method: 'GET',
  path: '/api/health/live',
  auth: 'none',
  run: async () => ({ status: 'live' as const }),
  respond: (result) => ok(result, { headers: NO_STORE }),
  docs: {
    tags: ['Service'],
    summary: 'Liveness',
    description:
      'Answers while the process runs, also while it drains or its database is away: restart it only when this fails.',
    responses: { '200': reply('The process answers', r.livenessReplySchema) },
  },
});

const NOT_READY: Record<Exclude<Readiness, { ready: true }>['reason'], string> = {
  draining: 'Not ready: the instance is shutting down',
  'database unavailable': 'Not ready: the database is unavailable',
  'migrations pending': 'Not ready: the database is being migrated',
};

/** Readiness: send this instance traffic only while this answers 200. */
export const readinessOperation = defineOperation({
  method: 'GET',
  path: '/api/health/ready',
  auth: 'none',
  run: () => checkReadiness(),
  respond: (readiness) =>
    readiness.ready
      ? ok({ status: 'ready' }, { headers: NO_STORE })
      : fail(503, NOT_READY[readiness.reason], undefined, NO_STORE),
  docs: {
    tags: ['Service'],
    summary: 'Readiness',
    description:
      'Ready: the database answers, its migrations are applied and the instance is not shutting down (after SIGTERM it answers 503 while it finishes its requests).',
    responses: { '200': reply('Send traffic here', r.readinessReplySchema), ...failures(503) },
  },
});

// A constant reply that touches nothing: the framework's floor for benchmarks and uptime probes.
export const pingOperation = defineOperation({
  method: 'GET',
  path: '/api/ping',
  auth: 'none',
  run: async () => ({}),
  docs: {
    tags: ['Service'],
    summary: 'Constant reply (no database)',
    responses: { '200': reply('Always', r.successReplySchema) },
  },
});

/**
 * Reference data, in display order. Public reads that depend on nobody: a bearer token is only
 * checked so that a bad one is reported.
 */
function referenceListOperation(
  key: 'categories' | 'languages',
  list: () => Promise<{ name: string }[]>,
  summary: string,
) {
  return defineOperation({
    method: 'GET',
    path: `/api/${key}`,
    auth: 'anonymous',
    run: async () => ({ [key]: await list() }),
    docs: {
      tags: ['Reference'],
      summary,
      responses: {
        '200': publicRead(reply(`All ${key}, in display order`, r.namedListReplySchema(key))),
      },
    },
  });
}

export const categoriesOperation = referenceListOperation('categories', listCategories, 'Idea categories');
export const languagesOperation = referenceListOperation('languages', listLanguages, 'Languages');

// The spec's section 7: the public profile fields themselves, without an envelope.
export const publicUserOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/user/{userId}',
  auth: 'anonymous',
  run: ({ params }: Call<'anonymous', { userId: string }>) => publicUserInfo(params.userId),
  reply: { envelope: false },
  docs: {
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
});

/** Server-Sent Events: the online list now and on every change, while this viewer counts as online. */
export const presenceOperation = defineOperation({
  method: 'GET',
  path: '/api/presence',
  auth: 'member',
  signIn: 'Please sign in to see who is online',
  run: async ({ viewer }: Call<'member'>) => viewer.id,
  respond: (viewerId, call) => presenceStream(getPresenceHub(), viewerId, call.request!.signal),
  docs: {
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
});

export const docsPageOperation = defineOperation({
  method: 'GET',
  path: '/api/docs',
  auth: 'none',
  run: async () => DOCS_HTML,
  respond: (html) => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  docs: {
    tags: ['Service'],
    summary: 'This document, to read (Swagger UI)',
    responses: { '200': { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } },
  },
});

export const docsAssetOperation = defineOperation({
  method: 'GET',
  path: '/api/docs/assets/{file}',
  auth: 'none',
  run: ({ params }: Call<'none', { file: string }>) => docsAsset(params.file),
  respond: (asset) => {
    if (!asset) return fail(404, 'Not found');
    const [body, type] = asset;
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  docs: {
    tags: ['Service'],
    summary: 'The reference page’s scripts and styles',
    requestParams: { path: idPath('file', 'swagger-ui.css, swagger-ui-bundle.js, …') },
    responses: { '200': { description: 'The file' }, ...failures(404) },
  },
});

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
const SIGN_IN_FLOW =
  'next-auth’s endpoints of the browser sign-in flow, kept behind the API’s input boundary (a body it cannot read is a 400 JSON; its failures are the JSON error shape). Partners use tokens instead.';
const nextAuthPath = {
  path: idPath('nextauth', 'session, csrf, providers, callback/{provider}, signin/{provider}, signout'),
};

/** next-auth's own handler behind the API's input boundary, for one method. */
function nextAuthOperation(method: 'GET' | 'POST', docs: Operation['docs']) {
  return defineOperation({
    method,
    path: '/api/auth/{nextauth}',
    auth: 'none',
    run: async () => null,
    respond: (_nothing, call: Call<'none', { nextauth: string[] }>) =>
      nextAuthHandler(call.request!, { params: Promise.resolve(call.params) }),
    docs,
  });
}

export const nextAuthReadOperation = nextAuthOperation('GET', {
  tags: ['Accounts'],
  summary: 'The browser session, its CSRF token, the sign-in methods, Google’s return (next-auth)',
  description: SIGN_IN_FLOW,
  requestParams: nextAuthPath,
  responses: {
    '200': {
      description: 'The session (or {}), `{ csrfToken }`, or the providers',
      content: json(z.object({}).loose()),
    },
    '302': {
      description: 'Back from Google: on to the page the sign-in started from, or /login with the error',
    },
    ...failures(400, 404),
  },
});

export const nextAuthWriteOperation = nextAuthOperation('POST', {
  tags: ['Accounts'],
  summary: 'Sign in with email and password, start Google sign-in, or sign out (next-auth)',
  description: `${SIGN_IN_FLOW} Sign-in attempts are rate limited per address and email.`,
  requestParams: nextAuthPath,
  requestBody: nextAuthForm,
  responses: {
    '200': reply(
      'Where to send the browser; the session cookie is set or cleared',
      z.object({ url: z.string() }),
    ),
    ...failures(400, 401, 429),
  },
});

export const serviceOperations = [
  healthOperation,
  livenessOperation,
  readinessOperation,
  pingOperation,
  categoriesOperation,
  languagesOperation,
  publicUserOperation,
  presenceOperation,
  docsPageOperation,
  docsAssetOperation,
  nextAuthReadOperation,
  nextAuthWriteOperation,
];
