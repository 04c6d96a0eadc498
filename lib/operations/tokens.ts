import 'server-only';
import { createTokenForCaller, listApiTokens, revokeApiToken, tokenReply } from '@/lib/identity';
import { NotFoundError } from '@/lib/core/errors';
import { failures, idPath, json, reply, secured } from '@/lib/openapi/parts';
import * as r from '@/lib/validation/replies';
import { defineOperation, type Call } from './operation';

/** Personal access tokens for the API. */

/** The own account, tokens and data files are the caller's alone. */
const NO_STORE = 'no-store';

export const createTokenOperation = defineOperation({
  method: 'POST',
  path: '/api/tokens',
  auth: 'none',
  body: 'optional-json',
  run: async ({ body, client, readViewer }) => {
    const created = await createTokenForCaller(body, { ip: client.ip, caller: readViewer });
    return { token: created.token, ...tokenReply(created) };
  },
  reply: { status: 201, cacheControl: NO_STORE },
  docs: {
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
});

export const listTokensOperation = defineOperation({
  method: 'GET',
  path: '/api/tokens',
  auth: 'member',
  signIn: 'Please sign in to see your tokens',
  run: async ({ viewer }) => ({ tokens: (await listApiTokens(viewer.id)).map(tokenReply) }),
  reply: { cacheControl: NO_STORE },
  docs: {
    tags: ['Tokens'],
    summary: 'Your personal access tokens (never the secrets)',
    security: secured,
    responses: { '200': reply('Tokens', r.tokenListReplySchema), ...failures(401) },
  },
});

export const revokeTokenOperation = defineOperation({
  method: 'DELETE',
  path: '/api/tokens/{id}',
  auth: 'member',
  signIn: 'Please sign in to revoke a token',
  run: async ({ viewer, params }: Call<'member', { id: string }>) => {
    if (!(await revokeApiToken(viewer.id, params.id))) throw new NotFoundError('Token not found');
    return {};
  },
  docs: {
    tags: ['Tokens'],
    summary: 'Revoke one of your tokens',
    security: secured,
    requestParams: { path: idPath('id', 'Token id') },
    responses: { '200': reply('Revoked', r.successReplySchema), ...failures(401, 404) },
  },
});

export const tokenOperations = [createTokenOperation, listTokensOperation, revokeTokenOperation];
