import { describe, expect, it } from 'vitest';
import { GET as getIdea, PUT as putIdea } from '@/app/api/ideas/[id]/route';
import { GET as listIdeas, POST as postIdea } from '@/app/api/ideas/route';
import { GET as getProfile, PUT as putProfile } from '@/app/api/profile/route';
import { PHONE_MESSAGE } from '@/lib/validation/profile';
import type { User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

type Body = Record<string, unknown> & { creatorInfo: Record<string, unknown> };

const profile = (phone: unknown) => ({ displayName: 'Caller', phone });

async function savePhone(user: User, phone: unknown) {
  return call<{ user: { phone: string }; errors?: Record<string, string> }>(putProfile, '/api/profile', {
    method: 'PUT',
    headers: await bearerHeaders(user),
    body: profile(phone),
  });
}

async function createIdea(user: User, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers: await bearerHeaders(user),
    body: validIdea(overrides),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const read = (id: string, headers: Record<string, string> = {}) =>
  call<Body>(getIdea, `/api/ideas/${id}`, { headers, params: { id } });

describe('the profile phone', () => {
  it('is optional, trimmed and checked: 6 to 20 digits, spaces, + and -', async () => {
    const user = await createUser();
    for (const phone of ['+1 555-0100', '0612345678', ' +44 20 7946 0958 ', '']) {
      const reply = await savePhone(user, phone);
      expect(reply.status, phone).toBe(200);
      expect(reply.body.user.phone).toBe(phone.trim());
    }
    for (const phone of [
      '12345',
      '+1 555 0100 0100 0100 01',
      'call me',
      '555-CALL',
      '++15550100',
      '-5550100',
    ]) {
      const reply = await savePhone(user, phone);
      expect(reply.status, phone).toBe(400);
      expect(reply.body.errors).toEqual({ phone: PHONE_MESSAGE });
    }
    expect((await savePhone(user, 5550100)).status).toBe(400);
    // A body without the field leaves no number (PUT replaces the editable fields).
    await savePhone(user, '+1 555-0100');
    const cleared = await call<{ user: { phone: string } }>(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await cookieHeaders(user),
      body: { displayName: 'Caller' },
    });
    expect(cleared.body.user.phone).toBe('');
    const own = await call<{ user: { phone: string } }>(getProfile, '/api/profile', {
      headers: await bearerHeaders(user),
    });
    expect(own.body.user).toHaveProperty('phone', '');
  });
});

describe('creatorInfo.phone', () => {
  it('goes to signed-in viewers of ideas preferring Phone, never to anonymous ones', async () => {
    const creator = await createUser();
    const viewer = await createUser();
    await savePhone(creator, '+1 555-0100');
    const byPhone = await createIdea(creator, { contactPreference: 'Phone' });
    const gatedByPhone = await createIdea(creator, { contactPreference: 'Phone', requireNDA: true });
    const byEmail = await createIdea(creator, { contactPreference: 'Email' });
    const byMessage = await createIdea(creator, { contactPreference: 'Messaging' });

    for (const id of [byPhone, gatedByPhone]) {
      const anonymous = await read(id);
      expect(anonymous.body.creatorInfo).not.toHaveProperty('phone');
      expect(JSON.stringify(anonymous.body)).not.toContain('555-0100');
      for (const headers of [await bearerHeaders(viewer), await cookieHeaders(viewer)]) {
        expect((await read(id, headers)).body.creatorInfo.phone).toBe('+1 555-0100');
      }
      expect((await read(id, await bearerHeaders(creator))).body.creatorInfo.phone).toBe('+1 555-0100');
    }
    for (const id of [byEmail, byMessage]) {
      const signedIn = await read(id, await bearerHeaders(viewer));
      expect(signedIn.body.creatorInfo).not.toHaveProperty('phone');
    }

    const list = async (headers: Record<string, string> = {}) =>
      (await call<{ ideas: Body[] }>(listIdeas, `/api/ideas?creator=${creator.id}&limit=50`, { headers }))
        .body.ideas;
    expect((await list()).some((idea) => 'phone' in idea.creatorInfo)).toBe(false);
    const listed = await list(await bearerHeaders(viewer));
    expect(
      listed
        .filter((idea) => 'phone' in idea.creatorInfo)
        .map((idea) => idea._id)
        .sort(),
    ).toEqual([byPhone, gatedByPhone].sort());
  });

  it('is absent when the creator has no number, and follows a change of preference', async () => {
    const creator = await createUser();
    const viewer = await createUser();
    // The API keeps the spec's values: Phone is accepted without a number on the profile.
    const id = await createIdea(creator, { contactPreference: 'Phone' });
    const headers = await bearerHeaders(viewer);
    expect((await read(id, headers)).body.creatorInfo).not.toHaveProperty('phone');
    await savePhone(creator, '0612345678');
    expect((await read(id, headers)).body.creatorInfo.phone).toBe('0612345678');
    const updated = await call<Body>(putIdea, `/api/ideas/${id}`, {
      method: 'PUT',
      headers: await bearerHeaders(creator),
      params: { id },
      body: validIdea({ contactPreference: 'Email' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.creatorInfo).not.toHaveProperty('phone');
    expect((await read(id, headers)).body.creatorInfo).not.toHaveProperty('phone');
  });
});
