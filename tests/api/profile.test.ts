import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as publicUser } from '@/app/api/ideas/user/[userId]/route';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as getProfile, PUT as putProfile } from '@/app/api/profile/route';
import { findUserByEmail, findUserById } from '@/lib/identity/users/queries';
import { WEBSITE_INVALID_MESSAGE, WEBSITE_SCHEME_MESSAGE } from '@/lib/validation/register';
import { POST as upload } from '@/app/api/uploads/route';
import { getDb } from '@/lib/db';
import { findUpload, uploadKeyFromUrl } from '@/lib/platform/storage';
import { ideas, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';

const base = {
  displayName: 'Grace',
  fullName: 'Grace Hopper',
  bio: 'Compilers',
  location: 'Arlington',
  website: 'https://grace.example',
};

async function uploadFile(user: User, kind: string, data: Buffer, name: string) {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', new File([new Uint8Array(data)], name));
  const reply = await call<{ url: string }>(upload, '/api/uploads', {
    method: 'POST',
    body,
    headers: await bearerHeaders(user),
  });
  expect(reply.status).toBe(201);
  return reply.body.url;
}

describe('PUT /api/profile', () => {
  it('updates the own profile (never the email) and shares the register rules', async () => {
    const user = await createUser();
    const reply = await call<{ user: Record<string, unknown> }>(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await cookieHeaders(user),
      body: {
        ...base,
        email: 'new@example.test',
        preferredCategories: ['Tech', 'Health'],
        languagePreferences: ['English'],
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      ...base,
      email: user.email,
      preferredCategories: ['Tech', 'Health'],
    });
    const bad = await call(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await bearerHeaders(user),
      body: { ...base, displayName: ' ', website: 'ftp://x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      displayName: 'Display name is required',
      website: 'Website must start with http:// or https://',
    });
    const unknown = await call(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await bearerHeaders(user),
      body: { ...base, preferredCategories: ['Nope'] },
    });
    expect(unknown.status).toBe(400);
    expect((await call(putProfile, '/api/profile', { method: 'PUT', body: base })).status).toBe(401);
    const own = await call<{ user: { email: string } }>(getProfile, '/api/profile', {
      headers: await bearerHeaders(user),
    });
    expect(own.body.user.email).toBe(user.email);
  });

  it('saves a website typed without a scheme as https://, and still refuses what is no web address', async () => {
    const user = await createUser();
    for (const [typed, saved] of [
      ['example.com', 'https://example.com'],
      [' grace.example/talks?year=1952 ', 'https://grace.example/talks?year=1952'],
      ['example.com:8080', 'https://example.com:8080'],
      ['http://plain.example', 'http://plain.example'],
      ['https://secure.example', 'https://secure.example'],
    ]) {
      const reply = await call<{ user: { website: string } }>(putProfile, '/api/profile', {
        method: 'PUT',
        headers: await bearerHeaders(user),
        body: { ...base, website: typed },
      });
      expect(reply.status, typed).toBe(200);
      expect(reply.body.user.website).toBe(saved);
      expect((await findUserById(user.id))!.website).toBe(saved);
    }
    for (const [typed, message] of [
      ['not a site', WEBSITE_INVALID_MESSAGE],
      ['localhost', WEBSITE_INVALID_MESSAGE],
      ['javascript:alert(1)', WEBSITE_SCHEME_MESSAGE],
      ['mailto:grace@example.test', WEBSITE_SCHEME_MESSAGE],
    ]) {
      const reply = await call(putProfile, '/api/profile', {
        method: 'PUT',
        headers: await bearerHeaders(user),
        body: { ...base, website: typed },
      });
      expect(reply.status, typed).toBe(400);
      expect(reply.body.errors).toEqual({ website: message });
    }
    expect((await findUserById(user.id))!.website).toBe('https://secure.example');
  });

  it('registration stores a website without a scheme as https:// too', async () => {
    const reply = await call(register, '/api/auth/register', {
      method: 'POST',
      body: {
        email: 'site-owner@example.test',
        password: 'secret-pass',
        confirmPassword: 'secret-pass',
        displayName: 'Site Owner',
        website: 'owner.example',
      },
    });
    expect(reply.status).toBe(201);
    expect((await findUserByEmail('site-owner@example.test'))!.website).toBe('https://owner.example');
  });

  it('accepts only the user’s own uploads as photo and CV, and deletes a replaced CV', async () => {
    const user = await createUser();
    const other = await createUser();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const photoUrl = await uploadFile(user, 'profile_image', png, 'me.png');
    const othersCv = await uploadFile(other, 'cv', Buffer.from('%PDF-1.4\n%%EOF\n'), 'other.pdf');
    const refused = await call(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await bearerHeaders(user),
      body: { ...base, cvUrl: othersCv },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ cvUrl: 'Upload your CV here before saving' });
    const external = await call(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await bearerHeaders(user),
      body: { ...base, photoURL: 'https://evil.example/x.png' },
    });
    expect(external.status).toBe(400);

    const firstCv = await uploadFile(user, 'cv', Buffer.from('%PDF-1.4\n%%EOF\n'), 'first.pdf');
    const saved = await call(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await bearerHeaders(user),
      body: { ...base, photoURL: photoUrl, cvUrl: firstCv },
    });
    expect(saved.status).toBe(200);
    const secondCv = await uploadFile(user, 'cv', Buffer.from('%PDF-1.4\n%%EOF\n'), 'second.pdf');
    await call(putProfile, '/api/profile', {
      method: 'PUT',
      headers: await bearerHeaders(user),
      body: { ...base, photoURL: photoUrl, cvUrl: secondCv },
    });
    expect(await findUpload(uploadKeyFromUrl(firstCv)!)).toBeNull();
    expect(await findUpload(uploadKeyFromUrl(secondCv)!)).not.toBeNull();
    expect(await findUpload(uploadKeyFromUrl(othersCv)!)).not.toBeNull();
  });
});

describe('GET /api/ideas/user/{userId}', () => {
  it('returns the public fields and the real idea count, never the email', async () => {
    const user = await createUser({ displayName: 'Public Person', bio: 'Hi', preferredCategories: ['Tech'] });
    await getDb()
      .insert(ideas)
      .values(
        [1, 2].map((n) => ({
          title: `Idea ${n}`,
          category: 'Tech',
          problemDescription: 'A problem worth solving',
          solutionDescription: 'A solution that works',
          desiredPrice: 100,
          creatorId: user.id,
        })),
      );
    const reply = await call(publicUser, `/api/ideas/user/${user.id}`, { params: { userId: user.id } });
    expect(reply.status).toBe(200);
    // The spec's reply: the public fields themselves, no envelope.
    expect(reply.body).toEqual({
      displayName: 'Public Person',
      photoURL: '',
      isOnline: false,
      bio: 'Hi',
      location: '',
      website: '',
      preferredCategories: ['Tech'],
      languagePreferences: [],
      ideaCount: 2,
    });
    expect(JSON.stringify(reply.body)).not.toContain(user.email);
  });

  it('takes any user id format: a Firebase uid, an upper-case 24-hex id; the photo URL is absolute', async () => {
    const uid = 'Fb9uKq2LrT0aWcXy7ZpQeRs1Vn42';
    await createUser({
      id: uid,
      displayName: 'From Firebase',
      photoURL: '/api/uploads/profile_images/x?v=1',
    });
    const reply = await call(publicUser, `/api/ideas/user/${uid}`, { params: { userId: uid } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      displayName: 'From Firebase',
      photoURL: `${BASE_URL}/api/uploads/profile_images/x?v=1`,
      ideaCount: 0,
    });
    const lower = uid.toLowerCase();
    expect((await call(publicUser, `/api/ideas/user/${lower}`, { params: { userId: lower } })).status).toBe(
      404,
    );
    const hex = await createUser();
    const upper = hex.id.toUpperCase();
    const byUpper = await call(publicUser, `/api/ideas/user/${upper}`, { params: { userId: upper } });
    expect(byUpper.body).toMatchObject({ displayName: hex.displayName });
  });

  it('answers 404 "User not found" for unknown and malformed ids', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', 'u'.repeat(129), 'a\u0000b']) {
      const reply = await call(publicUser, `/api/ideas/user/${id}`, { params: { userId: id } });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'User not found' });
    }
  });
});
