import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithToken, startAppServer, type AppServer } from './app-server';
import { validIdea } from './ideas-fixtures';

// The public teaser (DESIGN.md section 14): a summary anyone may read of every idea, NDA-gated or
// not, on every surface (detail, list, search, the page, its metadata and JSON-LD), never a
// gated text in its place; optional, at most 500 characters, kept when a body leaves it out.

let server: AppServer;
const tag = randomBytes(4).toString('hex');
const secret = `okapisecret${tag}`;
const teaser = `Kitchen appliances last years longer ${tag}: parts arrive before they wear out.`;
let token = '';
let id = '';

type Idea = Record<string, unknown>;

async function api(
  path: string,
  { method = 'GET', body, auth = false }: { method?: string; body?: unknown; auth?: boolean } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Idea & { ideas?: Idea[]; errors?: Record<string, string> },
  };
}

beforeAll(async () => {
  server = await startAppServer();
  token = await registerWithToken(server.url, {
    email: `teaser-${tag}@example.test`,
    password: 'Teaser-password-1',
    displayName: `Teaser ${tag}`,
  });
  const created = await api('/api/ideas', {
    method: 'POST',
    auth: true,
    body: validIdea({
      title: `Repair parts box ${tag}`,
      requireNDA: true,
      problemDescription: `The ${secret} problem nobody may read without an NDA.`,
      teaser,
    }),
  });
  expect(created.status).toBe(201);
  id = String(created.body._id);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('the public teaser', () => {
  it('is in every reply of a gated idea, without its texts', async () => {
    const detail = await api(`/api/ideas/${id}`);
    expect(detail.body).toMatchObject({ teaser, ndaLocked: true });
    expect(detail.body).not.toHaveProperty('problemDescription');
    for (const query of [`search=${tag}`, `creator=${String(detail.body.creator)}`]) {
      const list = await api(`/api/ideas?${query}`);
      const found = list.body.ideas?.find((idea) => idea._id === id);
      expect(found, query).toMatchObject({ teaser, ndaLocked: true });
      expect(JSON.stringify(list.body)).not.toContain(secret);
    }
    // An idea without one answers an empty teaser.
    const plain = await api('/api/ideas', {
      method: 'POST',
      auth: true,
      body: validIdea({ title: `Plain ${tag}` }),
    });
    expect(plain.body.teaser).toBe('');
  });

  it('is on the public page, in its description and JSON-LD, never the gated text', async () => {
    const response = await fetch(`${server.url}/ideas/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('At a glance');
    expect(html).toContain(teaser);
    expect(html).not.toContain(secret);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(`Kitchen appliances last years longer ${tag}`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    expect((JSON.parse(jsonLd) as { description: string }).description).toContain(tag);
    const list = await (await fetch(`${server.url}/ideas?search=${tag}`)).text();
    expect(list).toContain(teaser);
    expect(list).not.toContain(secret);
  });

  it('is kept when a body leaves it out, cleared by an empty one, and refused past 500 characters', async () => {
    const body = validIdea({ title: `Repair parts box ${tag}`, requireNDA: true });
    const kept = await api(`/api/ideas/${id}`, { method: 'PUT', auth: true, body });
    expect(kept.status).toBe(200);
    expect(kept.body.teaser).toBe(teaser);

    const tooLong = await api(`/api/ideas/${id}`, {
      method: 'PUT',
      auth: true,
      body: { ...body, teaser: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ teaser: 'The teaser can be at most 500 characters' });
    expect((await api(`/api/ideas/${id}`)).body.teaser).toBe(teaser);

    const cleared = await api(`/api/ideas/${id}`, {
      method: 'PUT',
      auth: true,
      body: { ...body, teaser: '' },
    });
    expect(cleared.body.teaser).toBe('');
  });
});
