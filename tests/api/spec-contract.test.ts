import { beforeAll, describe, expect, it } from 'vitest';
import { GET as categoriesRoute } from '@/app/api/categories/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from '@/app/api/ideas/[id]/route';
import { GET as listRoute, POST as postRoute } from '@/app/api/ideas/route';
import { GET as userRoute } from '@/app/api/ideas/user/[userId]/route';
import { GET as languagesRoute } from '@/app/api/languages/route';
import { createApiToken, listApiTokens, revokeApiToken } from '@/lib/identity/auth/api-tokens';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { insertUpload, validIdea } from './ideas-fixtures';

// The partner team's contract: the calls table of the spec's section 7 with the shapes of
// DESIGN.md section 5, and the rules that keep the original single-page client working.

type Body = Record<string, unknown>;
const IDEA_KEYS = [
  '_id',
  'title',
  'category',
  'type',
  'problemDescription',
  'solutionDescription',
  'protectionStatus',
  'requireNDA',
  'desiredPrice',
  'contactPreference',
  'additionalNotes',
  'photos',
  'creator',
  'creatorInfo',
  'createdAt',
  'updatedAt',
  'ndaLocked',
  'access',
  // Additive (DESIGN.md section 14): the creator's public teaser, '' when none.
  'teaser',
].sort();
// Signed-in viewers also learn whether they saved the idea (the watchlist); anonymous replies are the spec's.
const SIGNED_IN_IDEA_KEYS = [...IDEA_KEYS, 'watching'].sort();
// Its creator also reads whether it is listed or archived (DESIGN.md section 14, additive).
const CREATOR_IDEA_KEYS = [...SIGNED_IN_IDEA_KEYS, 'status'].sort();
const GATED_KEYS = ['problemDescription', 'solutionDescription', 'additionalNotes', 'photos'];
const LOCKED_IDEA_KEYS = IDEA_KEYS.filter((key) => !GATED_KEYS.includes(key));
const USER_KEYS = [
  'displayName',
  'photoURL',
  'isOnline',
  'bio',
  'location',
  'website',
  'preferredCategories',
  'languagePreferences',
  'ideaCount',
].sort();
const PAGINATION_KEYS = ['currentPage', 'totalPages', 'totalCount', 'hasNextPage', 'hasPrevPage'].sort();
const keys = (value: unknown) => Object.keys(value as object).sort();

const FIREBASE_UID = 'Qm7dZ0xWcP4LrTy8KuVb2NaEs9f1';
const PUBLIC_PHOTO = '/api/uploads/profile_images/placeholder?v=1';

let seller: User;
let firebaseSeller: User;
let buyer: User;
let sellerAuth: Record<string, string>;
let firebaseAuth: Record<string, string>;
let openId: string;
let gatedId: string;
let photoUrl: string;

const get = (id: string, headers: Record<string, string> = {}) =>
  call<Body>(getRoute, `/api/ideas/${id}`, { headers, params: { id } });
const list = (query: string, headers: Record<string, string> = {}) =>
  call<Body & { ideas: Body[]; pagination: Body }>(listRoute, `/api/ideas?${query}`, { headers });
const user = (userId: string, headers: Record<string, string> = {}) =>
  call<Body>(userRoute, `/api/ideas/user/${encodeURIComponent(userId)}`, { headers, params: { userId } });
const create = (body: unknown, headers: Record<string, string>) =>
  call<Body & { warnings?: Body[] }>(postRoute, '/api/ideas', { method: 'POST', body, headers });
const put = (id: string, body: unknown, headers: Record<string, string>) =>
  call<Body & { warnings?: Body[] }>(putRoute, `/api/ideas/${id}`, {
    method: 'PUT',
    body,
    headers,
    params: { id },
  });
const del = (id: string, headers: Record<string, string>) =>
  call<Body>(deleteRoute, `/api/ideas/${id}`, { method: 'DELETE', headers, params: { id } });

beforeAll(async () => {
  seller = await createUser({ displayName: 'Seller', photoURL: PUBLIC_PHOTO, bio: 'Builds things' });
  // A Firebase-mode (or imported) account: its id is its Firebase uid.
  firebaseSeller = await createUser({ id: FIREBASE_UID, displayName: 'Firebase Seller' });
  buyer = await createUser();
  sellerAuth = await bearerHeaders(seller);
  firebaseAuth = await bearerHeaders(firebaseSeller);
  photoUrl = (await insertUpload(seller)).url;
  openId = (await create(validIdea({ title: 'Open contract idea', photos: [photoUrl] }), sellerAuth)).body
    ._id as string;
  gatedId = (await create(validIdea({ title: 'Gated contract idea', requireNDA: true }), sellerAuth)).body
    ._id as string;
});

describe('the spec’s section 7 calls answer with the original shapes', () => {
  it('GET /api/categories and /api/languages: {success, categories|languages: [{name}]}', async () => {
    for (const [route, key] of [
      [categoriesRoute, 'categories'],
      [languagesRoute, 'languages'],
    ] as const) {
      const reply = await call<Body>(route, `/api/${key}`);
      expect(reply.status).toBe(200);
      expect(keys(reply.body)).toEqual(['success', key].sort());
      expect(reply.body.success).toBe(true);
      const items = reply.body[key] as Body[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(keys(item)).toEqual(['name']);
    }
  });

  it('GET /api/health: {success, status, database}', async () => {
    const reply = await call(healthRoute, '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, status: 'ok', database: 'ok' });
  });

  it('GET /api/ideas with the spec’s parameters: {success, ideas, pagination}', async () => {
    const reply = await list(
      'page=1&limit=10&category=Tech&type=Product&priceMin=1&priceMax=5000&requireNDA=No&search=contract',
    );
    expect(reply.status).toBe(200);
    expect(keys(reply.body)).toEqual(['ideas', 'pagination', 'success']);
    expect(keys(reply.body.pagination)).toEqual(PAGINATION_KEYS);
    expect(reply.body.ideas.map((idea) => idea._id)).toContain(openId);
    for (const idea of reply.body.ideas) expect(keys(idea)).toEqual(IDEA_KEYS);
    const gated = (await list('requireNDA=Yes')).body.ideas.find((idea) => idea._id === gatedId);
    expect(keys(gated)).toEqual(LOCKED_IDEA_KEYS);
  });

  it('GET /api/ideas?mine=true&limit=1 with a bearer token: pagination.totalCount is the own idea count', async () => {
    const reply = await list('mine=true&limit=1', sellerAuth);
    expect(reply.status).toBe(200);
    expect(reply.body.ideas).toHaveLength(1);
    expect(reply.body.pagination.totalCount).toBe(2);
  });

  it('GET /api/ideas/{id}: the idea object itself, with or without a token; 404 Idea not found', async () => {
    for (const headers of [{}, sellerAuth, await bearerHeaders(buyer)]) {
      const reply = await get(openId, headers);
      expect(reply.status).toBe(200);
      expect(keys(reply.body)).toEqual(
        headers === sellerAuth
          ? CREATOR_IDEA_KEYS
          : 'authorization' in headers
            ? SIGNED_IN_IDEA_KEYS
            : IDEA_KEYS,
      );
      expect(reply.body).toMatchObject({ _id: openId, title: 'Open contract idea', creator: seller.id });
    }
    expect(keys((await get(gatedId)).body)).toEqual(LOCKED_IDEA_KEYS);
    const missing = await get('0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Idea not found' });
  });

  it('GET /api/ideas/user/{userId}: the public fields themselves, for any user id format; 404 User not found', async () => {
    const reply = await user(seller.id);
    expect(reply.status).toBe(200);
    expect(keys(reply.body)).toEqual(USER_KEYS);
    expect(reply.body).toMatchObject({ displayName: 'Seller', bio: 'Builds things', ideaCount: 2 });
    const byUid = await user(FIREBASE_UID);
    expect(byUid.status).toBe(200);
    expect(keys(byUid.body)).toEqual(USER_KEYS);
    expect(byUid.body.displayName).toBe('Firebase Seller');
    for (const id of ['0123456789abcdef01234567', 'no-such-user']) {
      const missing = await user(id);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'User not found' });
    }
  });

  it('POST /api/ideas: 201 with the idea object itself; failures carry a message', async () => {
    const reply = await create(validIdea({ title: 'Posted idea' }), sellerAuth);
    expect(reply.status).toBe(201);
    expect(keys(reply.body)).toEqual(CREATOR_IDEA_KEYS);
    expect(reply.body).toMatchObject({ title: 'Posted idea', creator: seller.id, ndaLocked: false });
    const invalid = await create(validIdea({ title: 'ab' }), sellerAuth);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ success: false, message: 'Title must be at least 3 characters' });
    const anonymous = await create(validIdea(), {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: 'Please sign in to submit an idea' });
    await del(reply.body._id as string, sellerAuth);
  });

  it('an idea of a Firebase account has the uid as its creator (the original client’s ownership check)', async () => {
    const reply = await create(validIdea({ title: 'Firebase idea' }), firebaseAuth);
    expect(reply.status).toBe(201);
    expect(reply.body.creator).toBe(FIREBASE_UID);
    expect((await get(reply.body._id as string)).body.creator).toBe(FIREBASE_UID);
    const edited = await put(
      reply.body._id as string,
      validIdea({ title: 'Firebase idea, edited' }),
      firebaseAuth,
    );
    expect(edited.status).toBe(200);
    expect((await list(`creator=${FIREBASE_UID}`)).body.ideas.map((idea) => idea.title)).toEqual([
      'Firebase idea, edited',
    ]);
    expect((await user(FIREBASE_UID)).body.ideaCount).toBe(1);
  });

  it('PUT /api/ideas/{id}: the idea object itself; 401, 403, 404 carry the spec’s messages', async () => {
    const reply = await put(
      openId,
      validIdea({ title: 'Open contract idea', photos: [photoUrl] }),
      sellerAuth,
    );
    expect(reply.status).toBe(200);
    expect(keys(reply.body)).toEqual(CREATOR_IDEA_KEYS);
    expect(reply.body._id).toBe(openId);
    expect((await put(openId, validIdea(), {})).body).toEqual({
      success: false,
      message: 'Please sign in to update the idea',
    });
    const denied = await put(openId, validIdea(), await bearerHeaders(buyer));
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ success: false, message: 'You are not authorized to edit this idea' });
    const missing = await put('0123456789abcdef01234567', validIdea(), sellerAuth);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Idea not found' });
  });

  it('DELETE /api/ideas/{id}: {success: true, message: "Idea deleted successfully"}', async () => {
    const id = (await create(validIdea({ title: 'Short-lived' }), sellerAuth)).body._id as string;
    expect((await del(id, {})).status).toBe(401);
    expect((await del(id, await bearerHeaders(buyer))).status).toBe(403);
    const reply = await del(id, sellerAuth);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Idea deleted successfully' });
    expect((await del(id, sellerAuth)).status).toBe(404);
  });
});

describe('compatibility with the original client', () => {
  it('an unverifiable bearer token on a public read is anonymous, and the reply says so', async () => {
    const { id: revokedId, token: revoked } = await createApiToken(buyer.id, 'revoked');
    expect(await revokeApiToken(buyer.id, revokedId)).toBe(true);
    const reads: [string, () => Promise<{ status: number; headers: Headers; body: Body }>][] = [];
    for (const token of ['null', 'undefined', 'abc.def.ghi', revoked]) {
      const headers = { authorization: `Bearer ${token}` };
      reads.push(
        [`list ${token}`, () => list('limit=100', headers)],
        [`detail ${token}`, () => get(gatedId, headers)],
        [`user ${token}`, () => user(seller.id, headers)],
        [`categories ${token}`, () => call<Body>(categoriesRoute, '/api/categories', { headers })],
        [`languages ${token}`, () => call<Body>(languagesRoute, '/api/languages', { headers })],
      );
    }
    for (const [name, read] of reads) {
      const reply = await read();
      expect(reply.status, name).toBe(200);
      expect(reply.headers.get('www-authenticate'), name).toBe('Bearer error="invalid_token"');
    }
    // Anonymous indeed: the gated idea is locked and no creator email is shown.
    const detail = await get(gatedId, { authorization: 'Bearer null' });
    expect(detail.body.ndaLocked).toBe(true);
    expect(detail.body.creatorInfo).not.toHaveProperty('email');
    const malformed = await get(openId, { authorization: 'Basic dXNlcjpwYXNz' });
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('www-authenticate')).toBe('Bearer error="invalid_request"');
    // A token we can verify is used, and nothing is reported.
    const own = await get(gatedId, sellerAuth);
    expect(own.body.ndaLocked).toBe(false);
    expect(own.headers.get('www-authenticate')).toBeNull();
  });

  it('an unverifiable bearer token on a write, or where a read needs the user, stays 401', async () => {
    const headers = { authorization: 'Bearer null' };
    const writes = [
      await create(validIdea(), headers),
      await put(openId, validIdea(), headers),
      await del(openId, headers),
    ];
    for (const reply of writes) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ success: false, message: 'Invalid or revoked token' });
      expect(reply.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
    const mine = await list('mine=true', headers);
    expect(mine.status).toBe(401);
    expect(mine.body.message).toBe('Please sign in to see your ideas');
    expect((await get(openId)).status).toBe(200);
    expect(await listApiTokens(seller.id)).toHaveLength(1);
  });

  it('photo entries that are file names are dropped and reported in warnings; the idea is saved', async () => {
    const reply = await create(
      validIdea({ title: 'From the original form', photos: ['IMG_0001.jpg', photoUrl] }),
      sellerAuth,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.photos).toEqual([`${BASE_URL}${photoUrl}`]);
    expect(reply.body.warnings).toEqual([
      { field: 'photos.0', message: expect.stringContaining('IMG_0001.jpg') },
    ]);
    expect(keys(reply.body)).toEqual([...CREATOR_IDEA_KEYS, 'warnings'].sort());
    // The original edit form sends only the names of the files picked: the photos stay as they are.
    const again = await put(reply.body._id as string, validIdea({ photos: ['IMG_0002.jpg'] }), sellerAuth);
    expect(again.status).toBe(200);
    expect(again.body.photos).toEqual([`${BASE_URL}${photoUrl}`]);
    expect(again.body.warnings).toEqual([
      { field: 'photos', message: expect.stringContaining('IMG_0002.jpg') },
    ]);
    await del(reply.body._id as string, sellerAuth);
  });

  it('photo URLs in replies are absolute, from SITE_URL', async () => {
    const absolute = `${BASE_URL}${photoUrl}`;
    expect((await get(openId)).body.photos).toEqual([absolute]);
    const listed = (await list('limit=100')).body.ideas.find((idea) => idea._id === openId);
    expect(listed!.photos).toEqual([absolute]);
    expect((listed!.creatorInfo as Body).photoURL).toBe(`${BASE_URL}${PUBLIC_PHOTO}`);
    expect((await user(seller.id)).body.photoURL).toBe(`${BASE_URL}${PUBLIC_PHOTO}`);
    // Sent back as they came (an edit round trip), they are the same photos.
    const roundTrip = await put(
      openId,
      validIdea({ title: 'Open contract idea', photos: [absolute] }),
      sellerAuth,
    );
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.photos).toEqual([absolute]);
    expect(roundTrip.body).not.toHaveProperty('warnings');
  });

  it('priceMin > priceMax answers an empty page, not 400', async () => {
    const reply = await list('priceMin=5000&priceMax=10');
    expect(reply.status).toBe(200);
    expect(reply.body.ideas).toEqual([]);
    expect(reply.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalCount: 0,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });
});
