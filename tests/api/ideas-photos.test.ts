import { mkdir, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteRoute, PUT as putRoute } from '@/app/api/ideas/[id]/route';
import { POST as postRoute } from '@/app/api/ideas/route';
import { getDb } from '@/lib/db';
import { ideas, uploads, type User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { insertIdeas, insertUpload, validIdea } from './ideas-fixtures';

/** The saved idea itself (the spec's reply), or the error shape. */
type IdeaReply = {
  _id: string;
  photos: string[];
  warnings?: { field: string; message: string }[];
  message?: string;
  errors?: Record<string, string>;
};
const create = async (user: User, body: unknown) =>
  call<IdeaReply>(postRoute, '/api/ideas', { method: 'POST', body, headers: await bearerHeaders(user) });
const MESSAGE = 'Photos must be images uploaded with your account (POST /api/uploads)';

async function storeFile(key: string) {
  // Each API test file has its own throwaway DATA_DIR (tests/api/harness.ts).
  const file = path.join(process.env.DATA_DIR!, 'uploads', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'image');
  return file;
}
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const uploadRow = async (key: string) =>
  (await getDb().select().from(uploads).where(eq(uploads.key, key)))[0];

describe('idea photos', () => {
  it('accepts up to 10 of the user’s own idea-photo uploads, relative or absolute on our site', async () => {
    const user = await createUser();
    const photos = await Promise.all(Array.from({ length: 10 }, () => insertUpload(user)));
    const body = validIdea({
      photos: [`${BASE_URL}${photos[0]!.url}`, ...photos.slice(1).map((p) => p.url)],
    });
    const reply = await create(user, body);
    expect(reply.status).toBe(201);
    // Replies give absolute URLs (SITE_URL); the idea stores relative ones.
    expect(reply.body.photos).toEqual(photos.map((p) => `${BASE_URL}${p.url}`));
    const [row] = await getDb().select().from(ideas).where(eq(ideas.id, reply.body._id));
    expect(row!.photos).toEqual(photos.map((p) => p.url));
  });

  it('refuses other users’ uploads, other kinds, foreign URLs, made-up keys and path tricks', async () => {
    const user = await createUser();
    const other = await createUser();
    const theirs = await insertUpload(other);
    const avatar = await insertUpload(user, 'profile_image');
    const cases = [
      theirs.url,
      avatar.url,
      'https://cdn.example.com/photo.jpg',
      'javascript:alert(1)',
      `/api/uploads/ideas/${user.id}/missing.webp`,
      `/api/uploads/../../etc/passwd`,
      `https://evil.example${(await insertUpload(user)).url}`,
      `ideas/${user.id}/photo.webp`,
    ];
    for (const photo of cases) {
      const reply = await create(user, validIdea({ photos: [photo] }));
      expect(reply.status, photo).toBe(400);
      expect(reply.body.message).toBe(MESSAGE);
      expect(reply.body.errors).toEqual({ 'photos.0': MESSAGE });
    }
    expect(await getDb().select().from(ideas).where(eq(ideas.creatorId, user.id))).toEqual([]);
  });

  it('drops photo entries that are bare file names (what the original form sends) with warnings, and saves the idea', async () => {
    const user = await createUser();
    const own = await insertUpload(user);
    const names = ['beach.jpg', 'C:\\fakepath\\sunset.png', 'no extension'];
    const reply = await create(user, validIdea({ photos: [names[0], own.url, names[1], names[2]] }));
    expect(reply.status).toBe(201);
    expect(reply.body.photos).toEqual([`${BASE_URL}${own.url}`]);
    expect(reply.body.warnings).toEqual([
      { field: 'photos.0', message: expect.stringContaining('"beach.jpg" was not saved') },
      { field: 'photos.2', message: expect.stringContaining('"C:\\fakepath\\sunset.png" was not saved') },
      { field: 'photos.3', message: expect.stringContaining('"no extension" was not saved') },
    ]);
    const [row] = await getDb().select().from(ideas).where(eq(ideas.id, reply.body._id));
    expect(row!.photos).toEqual([own.url]);

    // The same on update; a body without file names has no warnings at all.
    const headers = await bearerHeaders(user);
    const updated = await call<IdeaReply>(putRoute, `/api/ideas/${reply.body._id}`, {
      method: 'PUT',
      params: { id: reply.body._id },
      headers,
      body: validIdea({ photos: [...reply.body.photos, 'photo2.jpg'] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.photos).toEqual([`${BASE_URL}${own.url}`]);
    expect(updated.body.warnings).toEqual([
      { field: 'photos.1', message: expect.stringContaining('"photo2.jpg"') },
    ]);
    const clean = await call<IdeaReply>(putRoute, `/api/ideas/${reply.body._id}`, {
      method: 'PUT',
      params: { id: reply.body._id },
      headers,
      body: validIdea({ photos: updated.body.photos }),
    });
    expect(clean.status).toBe(200);
    expect(clean.body).not.toHaveProperty('warnings');
    expect(clean.body.photos).toEqual([`${BASE_URL}${own.url}`]);
  });

  it('refuses a photo entry over 2,048 characters, a data: or javascript: URL and another host with 400, storing nothing', async () => {
    const user = await createUser();
    const own = await insertUpload(user);
    const LONG = 'A photo address can be at most 2,048 characters';
    const cases: [string, string][] = [
      ['a'.repeat(1_000_000), LONG],
      [`${'x'.repeat(2045)}.png`, LONG],
      [`${own.url}?${'q'.repeat(2048)}`, LONG],
      ['data:image/png;base64,iVBORw0KGgo=', MESSAGE],
      ['javascript:alert(document.cookie)', MESSAGE],
      ['JavaScript:void(0)', MESSAGE],
      [`https://other.example${own.url}`, MESSAGE],
      [`//other.example/photo.png`, MESSAGE],
    ];
    for (const [photo, message] of cases) {
      const reply = await create(user, validIdea({ photos: [own.url, photo] }));
      expect(reply.status, photo.slice(0, 60)).toBe(400);
      expect(reply.body.errors).toEqual({ 'photos.1': message });
      // The refusal does not echo a megabyte back.
      expect(JSON.stringify(reply.body).length).toBeLessThan(1000);
    }
    expect(await getDb().select().from(ideas).where(eq(ideas.creatorId, user.id))).toEqual([]);
    // An idea being edited keeps its photos when such an entry is refused.
    const [id] = await insertIdeas(user, [{ photos: [own.url] }]);
    const refused = await call<IdeaReply>(putRoute, `/api/ideas/${id}`, {
      method: 'PUT',
      params: { id: id! },
      headers: await bearerHeaders(user),
      body: validIdea({ photos: ['b'.repeat(5000)] }),
    });
    expect(refused.status).toBe(400);
    const [row] = await getDb().select().from(ideas).where(eq(ideas.id, id!));
    expect(row!.photos).toEqual([own.url]);
  });

  it('keeps the current photos when an edit sends nothing but file names (the original edit form), and says so', async () => {
    const user = await createUser();
    const photos = [await insertUpload(user), await insertUpload(user), await insertUpload(user)];
    const files = await Promise.all(photos.map((photo) => storeFile(photo.key)));
    const [id] = await insertIdeas(user, [{ photos: photos.map((photo) => photo.url) }]);
    const headers = await bearerHeaders(user);
    const put = (body: unknown) =>
      call<IdeaReply>(putRoute, `/api/ideas/${id}`, { method: 'PUT', params: { id: id! }, headers, body });
    const stored = async () => (await getDb().select().from(ideas).where(eq(ideas.id, id!)))[0]!;

    for (const names of [['case.png'], ['C:\\fakepath\\a.jpg', 'b.jpg']]) {
      const reply = await put(validIdea({ title: `Edited with ${names.length} names`, photos: names }));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.photos).toEqual(photos.map((photo) => `${BASE_URL}${photo.url}`));
      expect(reply.body.warnings).toEqual([
        { field: 'photos', message: expect.stringContaining('The photos were left as they are') },
      ]);
      expect(reply.body.warnings![0]!.message).toContain(`"${names[0]}"`);
      const row = await stored();
      expect(row.title).toBe(`Edited with ${names.length} names`);
      expect(row.photos).toEqual(photos.map((photo) => photo.url));
    }
    for (const [index, file] of files.entries()) {
      expect(await uploadRow(photos[index]!.key)).toBeDefined();
      expect(await exists(file)).toBe(true);
    }

    // A list of our own upload URLs still replaces them; file names beside them are dropped.
    const replaced = await put(validIdea({ photos: [photos[1]!.url, 'extra.png'] }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.photos).toEqual([`${BASE_URL}${photos[1]!.url}`]);
    expect(replaced.body.warnings).toEqual([
      { field: 'photos.1', message: expect.stringContaining('"extra.png"') },
    ]);
    expect((await stored()).photos).toEqual([photos[1]!.url]);
    expect(await exists(files[0]!)).toBe(false);

    // [] still clears them, without a warning.
    const cleared = await put(validIdea({ photos: [] }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.photos).toEqual([]);
    expect(cleared.body).not.toHaveProperty('warnings');
    expect((await stored()).photos).toEqual([]);

    // A new idea has no photos to keep: file names are dropped one by one, as before.
    const created = await create(user, validIdea({ photos: ['case.png'] }));
    expect(created.status).toBe(201);
    expect(created.body.photos).toEqual([]);
    expect(created.body.warnings).toEqual([
      { field: 'photos.0', message: expect.stringContaining('"case.png" was not saved') },
    ]);
  });

  it('keeps photos an idea already has on update (imported ones too), and frees dropped ones', async () => {
    const user = await createUser();
    const [kept, dropped] = [await insertUpload(user), await insertUpload(user)];
    const droppedFile = await storeFile(dropped.key);
    const [id] = await insertIdeas(user, [
      { photos: ['https://firebasestorage.example/legacy.jpg', kept.url, dropped.url] },
    ]);
    const reply = await call<IdeaReply>(putRoute, `/api/ideas/${id}`, {
      method: 'PUT',
      params: { id: id! },
      headers: await bearerHeaders(user),
      body: validIdea({ photos: ['https://firebasestorage.example/legacy.jpg', kept.url] }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.photos).toEqual([
      'https://firebasestorage.example/legacy.jpg',
      `${BASE_URL}${kept.url}`,
    ]);
    expect(await uploadRow(dropped.key)).toBeUndefined();
    expect(await exists(droppedFile)).toBe(false);
    expect(await uploadRow(kept.key)).toBeDefined();
  });

  it('deletes the photos (rows and files) with the idea, but not those another idea of the creator still shows', async () => {
    const user = await createUser();
    const [own, shared] = [await insertUpload(user), await insertUpload(user)];
    const [ownFile, sharedFile] = [await storeFile(own.key), await storeFile(shared.key)];
    const first = await create(user, validIdea({ photos: [own.url, shared.url] }));
    await create(user, validIdea({ photos: [shared.url] }));
    const other = await createUser();
    const denied = await call(deleteRoute, `/api/ideas/${first.body._id}`, {
      method: 'DELETE',
      params: { id: first.body._id },
      headers: await bearerHeaders(other),
    });
    expect(denied.status).toBe(403);
    expect(await uploadRow(own.key)).toBeDefined();
    expect(await exists(ownFile)).toBe(true);

    const reply = await call(deleteRoute, `/api/ideas/${first.body._id}`, {
      method: 'DELETE',
      params: { id: first.body._id },
      headers: await bearerHeaders(user),
    });
    expect(reply.status).toBe(200);
    expect(await uploadRow(own.key)).toBeUndefined();
    expect(await exists(ownFile)).toBe(false);
    expect(await uploadRow(shared.key)).toBeDefined();
    expect(await exists(sharedFile)).toBe(true);
  });
});
