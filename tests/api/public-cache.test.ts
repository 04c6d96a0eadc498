import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithToken, signInOnServer, startAppServer, type AppServer } from './app-server';
import { validIdea } from './ideas-fixtures';

// Public pages are the same HTML for everyone and come from Next's cache (lib/public-cache.ts):
// a repeated anonymous request is a cache hit, a write through the app is seen by the very next
// request, and a page first rendered for an NDA idea's creator never shows its text to others.

let server: AppServer;
const tag = randomBytes(4).toString('hex');
const email = `cache-${tag}@example.test`;
const password = 'Cache-password-1';
let token = '';
let cookie = '';
let creatorId = '';

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    html: await response.text(),
  };
}

async function api(path: string, method: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** Signs in through next-auth's credentials form, as the browser does; returns the cookie header. */
async function signIn(): Promise<string> {
  return signInOnServer(server.url, email, password);
}

beforeAll(async () => {
  server = await startAppServer();
  token = await registerWithToken(server.url, { email, password, displayName: 'Cache Creator' });
  cookie = await signIn();
  const viewer = (await (await fetch(`${server.url}/api/viewer`, { headers: { cookie } })).json()) as {
    viewer: { id: string } | null;
  };
  creatorId = viewer.viewer?.id ?? '';
  expect(creatorId).not.toBe('');
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('the viewer endpoint behind the page islands', () => {
  it('answers who is signed in, never from a cache', async () => {
    const anonymous = await fetch(`${server.url}/api/viewer`);
    expect(anonymous.headers.get('cache-control')).toContain('no-store');
    expect(await anonymous.json()).toMatchObject({ success: true, viewer: null, firebase: null });
    const signedIn = await fetch(`${server.url}/api/viewer`, { headers: { cookie } });
    expect(await signedIn.json()).toMatchObject({ viewer: { id: creatorId, displayName: 'Cache Creator' } });
  });

  it("carries the header's unread counts, so the page does not ask for them", async () => {
    const counts = async () =>
      (
        (await (await fetch(`${server.url}/api/viewer`, { headers: { cookie } })).json()) as {
          viewer: { unread: { notifications: number; messages: number } };
        }
      ).viewer.unread;
    const before = await counts();
    const { _id: ideaId } = await api('/api/ideas', 'POST', validIdea({ title: `Counted ${tag}` }));
    const writer = await registerWithToken(server.url, {
      email: `cache-writer-${tag}@example.test`,
      password,
      displayName: 'Cache Writer',
    });
    const started = await fetch(`${server.url}/api/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ideaId, message: 'Is it still for sale?' }),
    });
    expect(started.status).toBe(201);
    const { conversation } = (await started.json()) as { conversation: { _id: string } };
    // One message unread, and the bell's 'new message' notification about it.
    expect(await counts()).toEqual({
      messages: before.messages + 1,
      notifications: before.notifications + 1,
    });
    await api(`/api/conversations/${conversation._id}/read`, 'POST');
    expect((await counts()).messages).toBe(before.messages);
  });

  it('pages are the same HTML for a signed-in viewer and for anyone', async () => {
    const { _id: id } = await api('/api/ideas', 'POST', validIdea({ title: `Same for all ${tag}` }));
    const mine = await page(`/ideas/${id as string}`, { cookie });
    const anyone = await page(`/ideas/${id as string}`);
    expect(anyone.html).toContain(`Same for all ${tag}`);
    for (const html of [mine.html, anyone.html, (await page('/', { cookie })).html]) {
      expect(html).not.toContain(email);
      expect(html).not.toContain('Account menu for');
    }
  });
});

describe("an idea's page", () => {
  it('is served from the cache on a repeated request and is fresh on the request after an edit', async () => {
    const body = validIdea({ title: `Cached idea ${tag}` });
    const { _id } = await api('/api/ideas', 'POST', body);
    const path = `/ideas/${_id as string}`;
    expect((await page(path)).status).toBe(200);
    const repeated = await page(path);
    expect(repeated.cache).toBe('HIT');
    expect(repeated.html).toContain(`Cached idea ${tag}`);

    await api(`/api/ideas/${_id as string}`, 'PUT', { ...body, title: `Edited idea ${tag}` });
    const after = await page(path);
    expect(after.html).toContain(`Edited idea ${tag}`);
    expect(after.html).not.toContain(`Cached idea ${tag}`);
    expect(after.cache).not.toBe('HIT');
    expect((await page(path)).cache).toBe('HIT');
    expect((await page('/ideas')).html).toContain(`Edited idea ${tag}`);
    expect((await page('/')).html).toContain(`Edited idea ${tag}`);

    await api(`/api/ideas/${_id as string}`, 'DELETE');
    expect((await page(path)).status).toBe(404);
    expect((await page('/ideas')).html).not.toContain(`Edited idea ${tag}`);
  });

  it("shows the creator's new name on the request after a profile change", async () => {
    const { _id } = await api('/api/ideas', 'POST', validIdea({ title: `Named idea ${tag}` }));
    const path = `/ideas/${_id as string}`;
    await page(path);
    expect((await page(path)).html).toContain('Cache Creator');
    const profile = (await api('/api/profile', 'GET')).user as Record<string, unknown>;
    await api('/api/profile', 'PUT', { ...profile, displayName: 'Renamed Creator' });
    expect((await page(path)).html).toContain('Renamed Creator');
    expect((await page(`/ideas?creator=${creatorId}`)).html).toContain('Renamed Creator');
    await api('/api/profile', 'PUT', { ...profile, displayName: 'Cache Creator' });
  });
});

describe("an archived idea's cached page", () => {
  it('says "No longer listed" to anyone on the very next request, and shows the idea again once relisted', async () => {
    const secret = `narwhal${tag}`;
    const { _id } = await api(
      '/api/ideas',
      'POST',
      validIdea({ title: `Archived idea ${tag}`, problemDescription: `The problem ${secret}.` }),
    );
    const id = _id as string;
    const path = `/ideas/${id}`;
    await page(path);
    expect((await page(path)).cache).toBe('HIT');
    expect((await page('/ideas')).html).toContain(`Archived idea ${tag}`);

    await api(`/api/ideas/${id}/archive`, 'POST');
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const archived = await page(path, headers);
      expect(archived.status).toBe(200);
      expect(archived.html).toContain('No longer listed');
      expect(archived.html).toMatch(/<meta name="robots" content="noindex"/);
      expect(archived.html).toContain('href="/ideas"');
      expect(archived.html).not.toContain(`Archived idea ${tag}`);
      expect(archived.html).not.toContain(secret);
    }
    expect((await page(path)).cache).toBe('HIT');
    for (const other of ['/ideas', '/', '/sitemap.xml', '/ideas/category/tech'])
      expect((await page(other)).html, other).not.toContain(id);

    await api(`/api/ideas/${id}/relist`, 'POST');
    const relisted = await page(path);
    expect(relisted.status).toBe(200);
    expect(relisted.html).toContain(`Archived idea ${tag}`);
    expect(relisted.html).not.toContain('No longer listed');
    expect((await page('/ideas')).html).toContain(`Archived idea ${tag}`);
    expect((await page('/sitemap.xml')).html).toContain(id);
  });
});

describe('NDA-gated ideas in the cache', () => {
  const secret = `zebrafish${tag}`;
  let id = '';

  beforeAll(async () => {
    const created = await api(
      '/api/ideas',
      'POST',
      validIdea({
        title: `Gated idea ${tag}`,
        requireNDA: true,
        problemDescription: `The hidden problem ${secret}.`,
        solutionDescription: `The hidden solution ${secret}.`,
        additionalNotes: `Hidden notes ${secret}.`,
      }),
    );
    id = created._id as string;
  });

  it('a page first rendered for the creator shows nobody the gated text', async () => {
    const first = await page(`/ideas/${id}`, { cookie });
    expect(first.status).toBe(200);
    for (const html of [first.html, (await page(`/ideas/${id}`)).html]) {
      expect(html).toContain(`Gated idea ${tag}`);
      expect(html).not.toContain(secret);
      expect(html).toContain('NDA Required');
    }
    for (const path of ['/ideas', '/', '/ideas?requireNDA=Yes', '/sitemap.xml']) {
      expect((await page(path, { cookie })).html).not.toContain(secret);
      expect((await page(path)).html).not.toContain(secret);
    }
  });

  it("the creator still gets the full idea: the page's island asks the API with the session", async () => {
    const response = await fetch(`${server.url}/api/ideas/${id}`, { headers: { cookie } });
    const idea = (await response.json()) as Record<string, unknown>;
    expect(idea.ndaLocked).toBe(false);
    expect(idea.problemDescription).toContain(secret);
    const anonymous = (await (await fetch(`${server.url}/api/ideas/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(anonymous.ndaLocked).toBe(true);
    expect(JSON.stringify(anonymous)).not.toContain(secret);
  });

  it('a search is answered per viewer: the creator finds the gated text, nobody else does', async () => {
    expect((await page(`/ideas?search=${secret}`)).html).not.toContain(`Gated idea ${tag}`);
    const mine = await page(`/ideas?search=${secret}`, { cookie });
    expect(mine.html).toContain(`Gated idea ${tag}`);
    expect((await page(`/ideas?search=${secret}`)).html).not.toContain(`Gated idea ${tag}`);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('served from the cache (PostgreSQL)', () => {
  it('a change made behind the app is not seen until the app writes', async () => {
    const body = validIdea({ title: `Original ${tag}` });
    const { _id } = await api('/api/ideas', 'POST', body);
    const path = `/ideas/${_id as string}`;
    for (const p of [path, '/ideas', '/']) expect((await page(p)).html).toContain(`Original ${tag}`);

    const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await sql`UPDATE ideas SET title = ${`Behind the back ${tag}`} WHERE id = ${_id as string}`;
    } finally {
      await sql.end();
    }
    for (const p of [path, '/ideas', '/']) {
      const html = (await page(p)).html;
      expect(html, p).toContain(`Original ${tag}`);
      expect(html, p).not.toContain(`Behind the back ${tag}`);
    }

    await api(`/api/ideas/${_id as string}`, 'PUT', { ...body, title: `Through the app ${tag}` });
    for (const p of [path, '/ideas', '/'])
      expect((await page(p)).html, p).toContain(`Through the app ${tag}`);
  });
});
