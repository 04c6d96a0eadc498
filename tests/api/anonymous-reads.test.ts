import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as createRoute } from '@/app/api/ideas/route';
import { GET as ideaRoute, PUT as updateRoute } from '@/app/api/ideas/[id]/route';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { anonymousRead } from '@/lib/cache';
import { forgetAnonymousReads } from '@/lib/cache/anonymous-reads';
import { ideas, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

type ListReply = { ideas: { _id: string; title: string }[]; pagination: { totalCount: number } };
type IdeaReply = { _id: string; title: string };

let ada: User;
let adaBearer: Record<string, string>;

/** A write behind the application's back (another instance, a script): what memory cannot know. */
const renameInDatabase = (id: string, title: string) =>
  getDb().update(ideas).set({ title }).where(eq(ideas.id, id));

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  adaBearer = await bearerHeaders(ada);
});

afterEach(() => {
  delete process.env.API_CACHE_SECONDS;
  resetConfig();
});

async function createIdea(title: string): Promise<string> {
  const created = await call<IdeaReply>(createRoute, '/api/ideas', {
    method: 'POST',
    headers: adaBearer,
    body: validIdea({ title }),
  });
  expect(created.status).toBe(201);
  return created.body._id;
}

describe('anonymous reads of the ideas API', () => {
  it('are served from memory until a write through the application, which shows at once', async () => {
    const id = await createIdea('Kept in memory idea');
    const listPath = `/api/ideas?creator=${ada.id}`;
    const first = await call<ListReply>(listRoute, listPath);
    expect(first.body.ideas.map((i) => i.title)).toContain('Kept in memory idea');
    expect((await call<IdeaReply>(ideaRoute, `/api/ideas/${id}`, { params: { id } })).body.title).toBe(
      'Kept in memory idea',
    );

    // Not through the application: the kept replies still show the old title.
    await renameInDatabase(id, 'Renamed behind its back');
    const kept = await call<ListReply>(listRoute, listPath);
    expect(kept.body).toEqual(first.body);
    expect((await call<IdeaReply>(ideaRoute, `/api/ideas/${id}`, { params: { id } })).body.title).toBe(
      'Kept in memory idea',
    );
    // A signed-in viewer always reads the database.
    const signedIn = await call<ListReply>(listRoute, listPath, { headers: adaBearer });
    expect(signedIn.body.ideas.map((i) => i.title)).toContain('Renamed behind its back');

    // Through the application: every kept reply is forgotten.
    const updated = await call(updateRoute, `/api/ideas/${id}`, {
      method: 'PUT',
      headers: adaBearer,
      params: { id },
      body: validIdea({ title: 'Renamed through the API' }),
    });
    expect(updated.status).toBe(200);
    const second = await createIdea('A second kept idea');
    const fresh = await call<ListReply>(listRoute, listPath);
    expect(fresh.body.ideas.map((i) => i.title).sort()).toEqual(
      ['A second kept idea', 'Renamed through the API'].sort(),
    );
    expect(fresh.body.pagination.totalCount).toBe(2);
    expect(
      (await call<IdeaReply>(ideaRoute, `/api/ideas/${second}`, { params: { id: second } })).body.title,
    ).toBe('A second kept idea');
  });

  it('say who may keep them: shared caches for requests without credentials, nobody otherwise', async () => {
    const id = await createIdea('Cache header idea');
    for (const [path, handler] of [
      ['/api/ideas', listRoute],
      [`/api/ideas/${id}`, ideaRoute],
    ] as const) {
      const anonymous = await call(handler, path, { params: { id } });
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
      expect(anonymous.headers.get('vary')).toBe('Origin, Cookie, Authorization');
      expect(anonymous.headers.get('content-type')).toBe('application/json');

      // The original client sends whatever token it has: read anonymously, kept by nobody.
      const stale = await call(handler, path, { params: { id }, headers: { authorization: 'Bearer null' } });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('cache-control')).toBe('no-cache');
      expect(stale.headers.get('www-authenticate')).toContain('invalid_token');

      const signedIn = await call(handler, path, { params: { id }, headers: await cookieHeaders(ada) });
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('are not kept with API_CACHE_SECONDS=0', async () => {
    process.env.API_CACHE_SECONDS = '0';
    resetConfig();
    const id = await createIdea('Never kept idea');
    expect((await call<IdeaReply>(ideaRoute, `/api/ideas/${id}`, { params: { id } })).body.title).toBe(
      'Never kept idea',
    );
    await renameInDatabase(id, 'Read again at once');
    const reply = await call(ideaRoute, `/api/ideas/${id}`, { params: { id } });
    expect((reply.body as IdeaReply).title).toBe('Read again at once');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('serve a read past its freshness while one computation refreshes it, until it is twice as old', async () => {
    process.env.API_CACHE_SECONDS = '1';
    resetConfig();
    forgetAnonymousReads();
    let version = 1;
    let calls = 0;
    const produce = async () => {
      calls++;
      return JSON.stringify({ version });
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(await anonymousRead('test refreshed', produce)).toBe('{"version":1}');
    version = 2;
    expect(await anonymousRead('test refreshed', produce)).toBe('{"version":1}');
    expect(calls).toBe(1);
    await pause(1100);
    // Past its second: the kept text at once, and one refresh behind it.
    expect(await anonymousRead('test refreshed', produce)).toBe('{"version":1}');
    await pause(50);
    expect(await anonymousRead('test refreshed', produce)).toBe('{"version":2}');
    expect(calls).toBe(2);
    // Unread for more than twice its freshness: gone, the reader waits for a new one.
    version = 3;
    await pause(2100);
    expect(await anonymousRead('test refreshed', produce)).toBe('{"version":3}');
    expect(calls).toBe(3);
  });

  it('share one computation between concurrent misses, and never keep one that a write overtook', async () => {
    let calls = 0;
    let release!: (value: string) => void;
    const slow = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const a = anonymousRead('test overtaken', slow);
    const b = anonymousRead('test overtaken', slow);
    expect(calls).toBe(1);
    forgetAnonymousReads();
    release('{"title":"before the write"}');
    expect(await a).toBe('{"title":"before the write"}');
    expect(await b).toBe('{"title":"before the write"}');
    // The write came after the computation started: the next reader computes again.
    expect(await anonymousRead('test overtaken', async () => '{"title":"after the write"}')).toBe(
      '{"title":"after the write"}',
    );
    expect(await anonymousRead('test overtaken', async () => '{"title":"not asked"}')).toBe(
      '{"title":"after the write"}',
    );
  });
});
