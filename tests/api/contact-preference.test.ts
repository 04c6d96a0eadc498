import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getIdea } from '@/app/api/ideas/[id]/route';
import { GET as listIdeas, POST as postIdea } from '@/app/api/ideas/route';
import { creatorInfoSchema } from '@/lib/validation/idea-reply';
import type { User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

// The creator's contact preference decides which of their details a signed-in viewer gets
// (DESIGN.md section 6): the email only on ideas preferring Email, the phone only on ideas
// preferring Phone, neither on ideas preferring Messaging; anonymous viewers get neither.

type Body = Record<string, unknown> & { _id: string; creatorInfo: Record<string, unknown> };
const PREFERENCES = ['Email', 'Phone', 'Messaging'] as const;
type Preference = (typeof PREFERENCES)[number];

let creator: User;
let viewer: User;
const ideaIds = new Map<string, Preference>();

async function createIdea(overrides: Record<string, unknown>): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers: await bearerHeaders(creator),
    body: validIdea(overrides),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const read = (id: string, headers: Record<string, string> = {}) =>
  call<Body>(getIdea, `/api/ideas/${id}`, { headers, params: { id } });

/** The contact keys of creatorInfo, sorted: what the preference lets through. */
const contactKeys = (info: Record<string, unknown>) =>
  Object.keys(info)
    .filter((key) => key === 'email' || key === 'phone')
    .sort();

const FOR_OTHERS: Record<Preference, string[]> = { Email: ['email'], Phone: ['phone'], Messaging: [] };

beforeAll(async () => {
  creator = await createUser({ phone: '+1 555-0199' });
  viewer = await createUser();
  for (const preference of PREFERENCES)
    for (const requireNDA of [false, true])
      ideaIds.set(await createIdea({ contactPreference: preference, requireNDA }), preference);
});

describe('creatorInfo follows the contact preference', () => {
  it('a signed-in viewer gets the email only where the creator prefers Email, the phone only where Phone', async () => {
    for (const headers of [await bearerHeaders(viewer), await cookieHeaders(viewer)]) {
      for (const [id, preference] of ideaIds) {
        const { status, body } = await read(id, headers);
        expect(status).toBe(200);
        expect(contactKeys(body.creatorInfo), preference).toEqual(FOR_OTHERS[preference]);
        expect(creatorInfoSchema.strict().parse(body.creatorInfo)).toEqual(body.creatorInfo);
        if (preference === 'Email') expect(body.creatorInfo.email).toBe(creator.email);
        if (preference === 'Phone') expect(body.creatorInfo.phone).toBe('+1 555-0199');
        if (preference !== 'Email') expect(JSON.stringify(body)).not.toContain(creator.email);
      }
    }
  });

  it('anonymous viewers get neither; the creator always gets their own email', async () => {
    const own = await bearerHeaders(creator);
    for (const [id, preference] of ideaIds) {
      const anonymous = await read(id);
      expect(contactKeys(anonymous.body.creatorInfo)).toEqual([]);
      const mine = await read(id, own);
      expect(contactKeys(mine.body.creatorInfo), preference).toEqual(
        preference === 'Phone' ? ['email', 'phone'] : ['email'],
      );
      expect(mine.body.creatorInfo.email).toBe(creator.email);
    }
  });

  it('lists apply the same rule', async () => {
    const list = async (headers: Record<string, string>) =>
      (
        await call<{ ideas: Body[] }>(listIdeas, `/api/ideas?creator=${creator.id}&limit=50`, {
          headers,
        })
      ).body.ideas;
    const listed = await list(await bearerHeaders(viewer));
    expect(listed).toHaveLength(ideaIds.size);
    for (const idea of listed) {
      const preference = ideaIds.get(idea._id)!;
      expect(contactKeys(idea.creatorInfo), preference).toEqual(FOR_OTHERS[preference]);
    }
    for (const idea of await list({})) expect(contactKeys(idea.creatorInfo)).toEqual([]);
  });
});
