import 'server-only';
import { failures, idPath, json, reply, secured } from '@/lib/openapi/parts';
import { successReplySchema } from '@/lib/validation/replies';
import {
  savedSearchCreateSchema,
  savedSearchListReplySchema,
  savedSearchReplySchema,
  savedSearchUpdateSchema,
} from '@/lib/validation/saved-searches';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from '@/lib/watchlist';
import { defineOperation, type Call } from './operation';

/** Saved searches of /ideas with their alerts: the member's own. */

const SIGN_IN = 'Please sign in to save searches';
const NO_STORE = 'no-store';
type IdPath = { id: string };

export const createSavedSearchOperation = defineOperation({
  method: 'POST',
  path: '/api/saved-searches',
  auth: 'member',
  signIn: SIGN_IN,
  body: 'json',
  run: async ({ viewer, body }) => ({ savedSearch: await createSavedSearch(body, viewer) }),
  reply: { status: 201, cacheControl: NO_STORE },
  docs: {
    tags: ['Saved searches'],
    summary: 'Save a search of the ideas list, with an alert',
    description:
      '`query` is checked as GET /api/ideas reads it (a 400 names the parameter); `mine` cannot be saved. Alerts announce ideas published from now on that the search finds for anyone (never by an NDA-gated idea’s hidden texts), each idea once. At most 50 searches per member (409).',
    security: secured,
    requestBody: { required: true, content: json(savedSearchCreateSchema) },
    responses: {
      '201': reply('The saved search', savedSearchReplySchema),
      ...failures(400, 401, 409),
    },
  },
});

export const listSavedSearchesOperation = defineOperation({
  method: 'GET',
  path: '/api/saved-searches',
  auth: 'member',
  signIn: SIGN_IN,
  run: async ({ viewer }) => ({ savedSearches: await listSavedSearches(viewer) }),
  reply: { cacheControl: NO_STORE },
  docs: {
    tags: ['Saved searches'],
    summary: 'Your saved searches, oldest first',
    security: secured,
    responses: { '200': reply('Saved searches', savedSearchListReplySchema), ...failures(401) },
  },
});

export const updateSavedSearchOperation = defineOperation({
  method: 'PATCH',
  path: '/api/saved-searches/{id}',
  auth: 'member',
  signIn: SIGN_IN,
  body: 'json',
  run: async ({ viewer, params, body }: Call<'member', IdPath>) => ({
    savedSearch: await updateSavedSearch(params.id, body, viewer),
  }),
  reply: { cacheControl: NO_STORE },
  docs: {
    tags: ['Saved searches'],
    summary: 'Rename a saved search or change its alert',
    description: 'Turning an alert on announces ideas published from then on. Someone else’s search: 404.',
    security: secured,
    requestParams: { path: idPath('id', 'Saved search id') },
    requestBody: { required: true, content: json(savedSearchUpdateSchema) },
    responses: {
      '200': reply('The saved search after the change', savedSearchReplySchema),
      ...failures(400, 401, 404),
    },
  },
});

export const deleteSavedSearchOperation = defineOperation({
  method: 'DELETE',
  path: '/api/saved-searches/{id}',
  auth: 'member',
  signIn: SIGN_IN,
  run: async ({ viewer, params }: Call<'member', IdPath>) => {
    await deleteSavedSearch(params.id, viewer);
    return {};
  },
  docs: {
    tags: ['Saved searches'],
    summary: 'Delete a saved search',
    security: secured,
    requestParams: { path: idPath('id', 'Saved search id') },
    responses: { '200': reply('Deleted', successReplySchema), ...failures(401, 404) },
  },
});

export const savedSearchOperations = [
  createSavedSearchOperation,
  listSavedSearchesOperation,
  updateSavedSearchOperation,
  deleteSavedSearchOperation,
];
