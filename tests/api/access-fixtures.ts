import { expect } from 'vitest';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { POST as requestRoute } from '@/app/api/ideas/[id]/access-requests/route';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';

/** NDA access requests made and decided through the API, as members and creators do. */

type Headers = Record<string, string>;
export type AccessDecision = 'approve' | 'reject' | 'revoke';
export type RequesterState = 'pending' | 'approved' | 'rejected' | 'revoked';

/** The member of `headers` signs the NDA and asks for access to `ideaId`; answers the request's id. */
export async function requestAccess(
  ideaId: string,
  headers: Headers,
  fullName = 'Ada Lovelace',
): Promise<string> {
  const reply = await call<{ request: { _id: string } }>(
    requestRoute,
    `/api/ideas/${ideaId}/access-requests`,
    {
      method: 'POST',
      body: { fullName, agree: true },
      headers,
      params: { id: ideaId },
    },
  );
  expect(reply.status).toBe(201);
  return reply.body.request._id;
}

/** The creator of `creatorHeaders` decides the request. */
export async function decideAccess(action: AccessDecision, requestId: string, creatorHeaders: Headers) {
  const reply = await call(decideRoute, `/api/access-requests/${requestId}/${action}`, {
    method: 'POST',
    headers: creatorHeaders,
    params: { id: requestId, action },
  });
  expect(reply.status).toBe(200);
}

/** A new member who asked for access to `ideaId`, their request left in `state` by its creator. */
export async function requester(
  ideaId: string,
  creatorHeaders: Headers,
  state: RequesterState = 'approved',
  displayName = `Buyer ${state}`,
): Promise<{ user: User; headers: Headers; requestId: string }> {
  const user = await createUser({ displayName });
  const headers = await bearerHeaders(user);
  const requestId = await requestAccess(ideaId, headers, displayName);
  if (state === 'approved' || state === 'revoked') await decideAccess('approve', requestId, creatorHeaders);
  if (state === 'rejected') await decideAccess('reject', requestId, creatorHeaders);
  if (state === 'revoked') await decideAccess('revoke', requestId, creatorHeaders);
  return { user, headers, requestId };
}
