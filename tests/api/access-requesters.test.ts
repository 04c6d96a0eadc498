import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as withdrawRoute } from '@/app/api/access-requests/[id]/route';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { GET as listRequestsRoute } from '@/app/api/access-requests/route';
import { POST as requestRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { hasIncomingRequests } from '@/lib/deals';
import { accessRequestListReplySchema, type AccessRequestDTO } from '@/lib/validation/access';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

// What a creator sees of who asks for access (DESIGN.md sections 8 and 9): the requester's trust
// signals and how their earlier requests to this creator ended, in every request reply.

type Headers = Record<string, string>;

let creator: User;
let otherCreator: User;
let verified: User;
let unverified: User;
const auth = new Map<string, Headers>();
const as = (user: User) => auth.get(user.id)!;

async function createIdea(owner: User, title: string): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers: as(owner),
    body: validIdea({ requireNDA: true, title }),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

async function requestAccess(ideaId: string, user: User): Promise<string> {
  const reply = await call<{ request: AccessRequestDTO }>(
    requestRoute,
    `/api/ideas/${ideaId}/access-requests`,
    {
      method: 'POST',
      body: { fullName: 'Some Body', agree: true },
      headers: as(user),
      params: { id: ideaId },
    },
  );
  expect(reply.status).toBe(201);
  return reply.body.request._id;
}

async function decide(id: string, action: 'approve' | 'reject' | 'revoke', owner: User) {
  const reply = await call(decideRoute, `/api/access-requests/${id}/${action}`, {
    method: 'POST',
    body: {},
    headers: as(owner),
    params: { id, action },
  });
  expect(reply.status).toBe(200);
}

async function list(user: User, role: 'incoming' | 'outgoing'): Promise<AccessRequestDTO[]> {
  const reply = await call<{ success: true; requests: AccessRequestDTO[] }>(
    listRequestsRoute,
    `/api/access-requests?role=${role}`,
    { headers: as(user) },
  );
  expect(reply.status).toBe(200);
  // The documented shape, nothing more.
  expect(accessRequestListReplySchema.parse(reply.body)).toEqual(reply.body);
  return reply.body.requests;
}

const byTitle = (requests: AccessRequestDTO[], title: string) =>
  requests.filter((request) => request.ideaTitle === title);

beforeAll(async () => {
  creator = await createUser({ displayName: 'Cora Creator' });
  otherCreator = await createUser();
  verified = await createUser({
    displayName: 'Vera Verified',
    emailVerifiedAt: new Date(),
    createdAt: new Date('2024-03-15T12:00:00.000Z'),
  });
  unverified = await createUser({ displayName: 'Una Unverified' });
  for (const user of [creator, otherCreator, verified, unverified])
    auth.set(user.id, await bearerHeaders(user));
});

describe('the requester in a request reply', () => {
  it('carries the trust signals and the earlier requests to the same creator, by outcome', async () => {
    const [first, second, third, fourth, elsewhere] = [
      await createIdea(creator, 'Requesters first'),
      await createIdea(creator, 'Requesters second'),
      await createIdea(creator, 'Requesters third'),
      await createIdea(creator, 'Requesters fourth'),
      await createIdea(otherCreator, 'Requesters elsewhere'),
    ];
    // Another creator's decisions are no part of this creator's record.
    await decide(await requestAccess(elsewhere!, verified), 'reject', otherCreator);
    await decide(await requestAccess(first!, verified), 'approve', creator);
    await decide(await requestAccess(second!, verified), 'reject', creator);
    const withdrawn = await requestAccess(third!, verified);
    const reply = await call(withdrawRoute, `/api/access-requests/${withdrawn}`, {
      method: 'DELETE',
      headers: as(verified),
      params: { id: withdrawn },
    });
    expect(reply.status).toBe(200);
    await requestAccess(fourth!, verified);
    await requestAccess(fourth!, unverified);

    const incoming = await list(creator, 'incoming');
    const requester = (title: string, user: User) =>
      byTitle(incoming, title).find((request) => request.requester._id === user.id)!.requester;
    const none = { total: 0, pending: 0, approved: 0, rejected: 0, revoked: 0, withdrawn: 0 };

    expect(requester('Requesters fourth', verified)).toEqual({
      _id: verified.id,
      displayName: 'Vera Verified',
      emailVerified: true,
      memberSince: '2024-03-15T12:00:00.000Z',
      earlierRequests: { ...none, total: 3, approved: 1, rejected: 1, withdrawn: 1 },
    });
    expect(requester('Requesters third', verified).earlierRequests).toEqual({
      ...none,
      total: 2,
      approved: 1,
      rejected: 1,
    });
    expect(requester('Requesters second', verified).earlierRequests).toEqual({
      ...none,
      total: 1,
      approved: 1,
    });
    expect(requester('Requesters first', verified).earlierRequests).toEqual(none);
    expect(requester('Requesters fourth', unverified)).toEqual({
      _id: unverified.id,
      displayName: 'Una Unverified',
      emailVerified: false,
      memberSince: unverified.createdAt.toISOString(),
      earlierRequests: none,
    });

    // The requester's own list counts per creator too.
    const outgoing = await list(verified, 'outgoing');
    expect(byTitle(outgoing, 'Requesters elsewhere')[0]!.requester.earlierRequests).toEqual(none);
    expect(byTitle(outgoing, 'Requesters fourth')[0]!.requester.earlierRequests.total).toBe(3);
  });

  it('tells whether anyone asked for access to a member’s ideas', async () => {
    const buyer = await createUser();
    const seller = await createUser();
    auth.set(buyer.id, await bearerHeaders(buyer));
    auth.set(seller.id, await bearerHeaders(seller));
    const idea = await createIdea(seller, 'Requesters incoming');
    expect(await hasIncomingRequests(seller)).toBe(false);
    await requestAccess(idea, buyer);
    expect(await hasIncomingRequests(seller)).toBe(true);
    expect(await hasIncomingRequests(buyer)).toBe(false);
  });
});
