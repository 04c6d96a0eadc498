import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from '@/app/api/ideas/[id]/route';
import { GET as listRoute, POST as postRoute } from '@/app/api/ideas/route';
import { getDb } from '@/lib/db';
import { ideas, users } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { validIdea } from './ideas-fixtures';

/** One idea itself (the spec's reply), or the error shape. */
type IdeaReply = Record<string, unknown> & {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
};

async function create(headers: Record<string, string>, body: unknown = validIdea()) {
  return call<IdeaReply>(postRoute, '/api/ideas', { method: 'POST', body, headers });
}
const get = (id: string, headers: Record<string, string> = {}) =>
  call<IdeaReply>(getRoute, `/api/ideas/${id}`, { headers, params: { id } });
const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call<IdeaReply>(putRoute, `/api/ideas/${id}`, { method: 'PUT', body, headers, params: { id } });
const del = (id: string, headers: Record<string, string> = {}) =>
  call<IdeaReply>(deleteRoute, `/api/ideas/${id}`, { method: 'DELETE', headers, params: { id } });

describe('POST /api/ideas', () => {
  it('needs a signed-in user', async () => {
    const reply = await create({});
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, message: 'Please sign in to submit an idea' });
  });

  it('creates an idea with a bearer token, ignoring server-set fields, with the create defaults', async () => {
    const user = await createUser({ displayName: 'Ada', photoURL: '/avatars/ada.png' });
    const body = validIdea({
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      creator: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      creatorInfo: { displayName: 'Mallory', email: 'x@y.z' },
      createdAt: '2000-01-01T00:00:00.000Z',
      ndaLocked: true,
      type: undefined,
      protectionStatus: undefined,
      requireNDA: undefined,
    });
    const reply = await create(await bearerHeaders(user), body);
    expect(reply.status).toBe(201);
    const idea = reply.body;
    expect(idea._id).toMatch(/^[0-9a-f]{24}$/);
    expect(idea._id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(idea).toMatchObject({
      title: 'Solar powered phone charger',
      type: 'Product',
      protectionStatus: 'None',
      requireNDA: false,
      desiredPrice: 1500,
      creator: user.id,
      creatorInfo: { displayName: 'Ada', photoURL: `${BASE_URL}/avatars/ada.png`, email: user.email },
      ndaLocked: false,
      photos: [],
    });
    expect(idea.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(new Date(idea.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('creates with a session cookie; decimals and numeric strings are prices', async () => {
    const user = await createUser();
    const reply = await create(await cookieHeaders(user), validIdea({ desiredPrice: '19.99' }));
    expect(reply.status).toBe(201);
    expect(reply.body.desiredPrice).toBe(19.99);
  });

  it.each([
    ['title', { title: 'ab' }, 'Title must be at least 3 characters'],
    ['title', { title: undefined }, 'Title must be at least 3 characters'],
    ['category', { category: '' }, 'Please select a category'],
    ['category', { category: 'Not a category' }, 'Please select a category'],
    ['type', { type: 'Gadget' }, 'Please select a type'],
    [
      'problemDescription',
      { problemDescription: 'short' },
      'Problem description must be at least 10 characters',
    ],
    [
      'solutionDescription',
      { solutionDescription: '         x' },
      'Solution description must be at least 10 characters',
    ],
    ['protectionStatus', { protectionStatus: '' }, 'Please select protection status'],
    ['desiredPrice', { desiredPrice: undefined }, 'Price is required'],
    ['desiredPrice', { desiredPrice: '' }, 'Price is required'],
    ['desiredPrice', { desiredPrice: 'abc' }, 'Price must be a valid number'],
    ['desiredPrice', { desiredPrice: 0 }, 'Price must be greater than zero'],
    ['desiredPrice', { desiredPrice: -5 }, 'Price must be greater than zero'],
    ['desiredPrice', { desiredPrice: 10_000_000.01 }, 'Price cannot exceed $10,000,000'],
    ['desiredPrice', { desiredPrice: 10.123 }, 'Price can have at most 2 decimals'],
    ['contactPreference', { contactPreference: '' }, 'Please select contact preference'],
    ['contactPreference', { contactPreference: undefined }, 'Please select contact preference'],
    ['photos', { photos: 'one.jpg' }, 'Photos must be a list of image addresses'],
    [
      'photos',
      { photos: Array.from({ length: 11 }, (_, i) => `/api/uploads/x/${i}.webp`) },
      'An idea can have at most 10 photos',
    ],
    [
      'photos.0',
      { photos: ['https://cdn.example.com/holiday.jpg'] },
      'Photos must be images uploaded with your account (POST /api/uploads)',
    ],
  ])('refuses a bad %s with the spec message', async (field, overrides, message) => {
    const user = await createUser();
    const reply = await create(await bearerHeaders(user), validIdea(overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toBe(message);
    expect(reply.body.errors?.[field]).toBe(message);
  });

  it('accepts the limits: price 1 and 10,000,000, title of 3 and texts of 10 characters', async () => {
    const headers = await bearerHeaders(await createUser());
    for (const overrides of [
      { desiredPrice: 1 },
      { desiredPrice: 10_000_000 },
      { title: 'abc', problemDescription: '0123456789', solutionDescription: 'abcdefghij' },
    ]) {
      expect((await create(headers, validIdea(overrides))).status).toBe(201);
    }
  });

  it('names every wrong field at once, and refuses bodies that are not objects or not JSON', async () => {
    const headers = await bearerHeaders(await createUser());
    const reply = await create(headers, {});
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors ?? {})).toEqual(
      expect.arrayContaining([
        'title',
        'category',
        'problemDescription',
        'solutionDescription',
        'desiredPrice',
        'contactPreference',
      ]),
    );
    for (const body of [[], 'null', '"text"', '42']) {
      const r = await create(headers, body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('The request body must be a JSON object with the idea fields');
    }
    const notJson = await call(postRoute, '/api/ideas', {
      method: 'POST',
      body: '{oops',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The request body is not valid JSON');
  });
});

describe('GET /api/ideas/{id}', () => {
  it('is 404 "Idea not found" for a missing or malformed id', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id', '123', "1' or '1'='1"]) {
      const reply = await get(id);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Idea not found' });
    }
  });

  it('redacts an NDA idea for anonymous and other users, shows it in full to its creator', async () => {
    const creator = await createUser();
    const other = await createUser();
    const created = await create(
      await bearerHeaders(creator),
      validIdea({ requireNDA: true, title: 'Secret sauce' }),
    );
    const id = created.body._id as string;
    const hidden = ['problemDescription', 'solutionDescription', 'additionalNotes', 'photos'];
    for (const headers of [{}, await bearerHeaders(other), await cookieHeaders(other)]) {
      const reply = await get(id, headers);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        _id: id,
        title: 'Secret sauce',
        requireNDA: true,
        ndaLocked: true,
      });
      for (const field of hidden) expect(reply.body).not.toHaveProperty(field);
    }
    const own = await get(id, await bearerHeaders(creator));
    expect(own.body).toMatchObject({
      ndaLocked: false,
      problemDescription: validIdea().problemDescription,
      photos: [],
    });
  });

  it('shows the creator email to signed-in viewers only, and the creator’s current name and verification', async () => {
    const creator = await createUser({ displayName: 'Old Name' });
    const viewer = await createUser();
    const id = (await create(await bearerHeaders(creator))).body._id as string;
    const anonymous = await get(id);
    expect(anonymous.body.creatorInfo).toEqual({
      displayName: 'Old Name',
      photoURL: '',
      emailVerified: false,
    });
    await getDb()
      .update(users)
      .set({ displayName: 'New Name', photoURL: '/new.png', emailVerifiedAt: new Date() })
      .where(eq(users.id, creator.id));
    const signedIn = await get(id, await bearerHeaders(viewer));
    expect(signedIn.body.creatorInfo).toEqual({
      displayName: 'New Name',
      photoURL: `${BASE_URL}/new.png`,
      emailVerified: true,
      email: creator.email,
    });
  });

  it('gives legacy rows the edit fallbacks', async () => {
    const creator = await createUser();
    const [row] = await getDb()
      .insert(ideas)
      .values({
        title: 'Imported',
        category: 'Home',
        problemDescription: '',
        solutionDescription: '',
        desiredPrice: 5,
        creatorId: creator.id,
        type: 'gadget' as never,
        contactPreference: 'Fax' as never,
        protectionStatus: '' as never,
      })
      .returning({ id: ideas.id });
    const reply = await get(row!.id, await bearerHeaders(creator));
    expect(reply.body).toMatchObject({
      type: 'Product',
      protectionStatus: 'None',
      contactPreference: 'Email',
      problemDescription: '',
      additionalNotes: '',
      photos: [],
    });
  });
});

describe('PUT /api/ideas/{id}', () => {
  it('answers 401, 404, 403 with the spec messages; a 403 changes nothing', async () => {
    const creator = await createUser();
    const other = await createUser();
    const id = (await create(await bearerHeaders(creator))).body._id as string;
    const before = await getDb().select().from(ideas).where(eq(ideas.id, id));

    expect((await put(id, validIdea({ title: 'Hijacked' }))).body).toEqual({
      success: false,
      message: 'Please sign in to update the idea',
    });
    expect((await put(id, validIdea({ title: 'Hijacked' }))).status).toBe(401);
    const missing = await put('aaaaaaaaaaaaaaaaaaaaaaaa', validIdea(), await bearerHeaders(other));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Idea not found');
    expect((await put('zzz', validIdea(), await bearerHeaders(other))).status).toBe(404);
    for (const headers of [await bearerHeaders(other), await cookieHeaders(other)]) {
      const denied = await put(id, validIdea({ title: 'Hijacked' }), headers);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ success: false, message: 'You are not authorized to edit this idea' });
    }
    const invalidToo = await put(id, { title: 'x' }, await bearerHeaders(other));
    expect(invalidToo.status).toBe(403);
    expect(await getDb().select().from(ideas).where(eq(ideas.id, id))).toEqual(before);
  });

  it('lets the creator replace the fields, with the same validation and server-set fields ignored', async () => {
    const creator = await createUser();
    const headers = await bearerHeaders(creator);
    const created = (await create(headers)).body;
    const id = created._id as string;
    const bad = await put(id, validIdea({ desiredPrice: 0 }), headers);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ desiredPrice: 'Price must be greater than zero' });
    const reply = await put(
      id,
      validIdea({
        title: 'Better charger',
        requireNDA: true,
        desiredPrice: 2500.5,
        type: 'Service',
        creator: 'cccccccccccccccccccccccc',
        _id: 'dddddddddddddddddddddddd',
      }),
      headers,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      _id: id,
      title: 'Better charger',
      requireNDA: true,
      ndaLocked: false,
      desiredPrice: 2500.5,
      type: 'Service',
      creator: creator.id,
      createdAt: created.createdAt,
    });
    expect((await get(id)).body).toMatchObject({ title: 'Better charger', ndaLocked: true });
  });
});

describe('list totals after writes', () => {
  it('count a created idea at once and forget a deleted one', async () => {
    const total = async () =>
      (await call<{ pagination: { totalCount: number } }>(listRoute, '/api/ideas?limit=1')).body.pagination
        .totalCount;
    const before = await total();
    const headers = await bearerHeaders(await createUser());
    const id = (await create(headers)).body._id as string;
    expect(await total()).toBe(before + 1);
    await del(id, headers);
    expect(await total()).toBe(before);
  });
});

describe('DELETE /api/ideas/{id}', () => {
  it('answers 401, 404 and 403 and changes nothing; the creator deletes it', async () => {
    const creator = await createUser();
    const other = await createUser();
    const id = (await create(await bearerHeaders(creator))).body._id as string;
    const anonymous = await del(id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to delete the idea');
    const denied = await del(id, await bearerHeaders(other));
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You are not authorized to delete this idea');
    expect((await del('nope', await bearerHeaders(other))).status).toBe(404);
    expect((await get(id)).status).toBe(200);

    const done = await del(id, await cookieHeaders(creator));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Idea deleted successfully' });
    expect((await get(id)).status).toBe(404);
    expect((await del(id, await bearerHeaders(creator))).status).toBe(404);
  });
});
