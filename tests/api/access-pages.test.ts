import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithToken, signInOnServer, startAppServer, type AppServer } from './app-server';
import { validIdea } from './ideas-fixtures';

// The real server: public pages stay the anonymous view whoever renders them first (an approved
// requester included), while the approved requester's own reads (the page islands' API call, a
// search) show the gated text until the creator revokes access.

let server: AppServer;
const tag = randomBytes(4).toString('hex');
const secret = `narwhalgate${tag}`;
const password = 'Access-password-1';

interface Member {
  email: string;
  token: string;
  cookie: string;
}

async function call(member: Member | null, path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(member ? { authorization: `Bearer ${member.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

async function page(path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

/** Signs in through next-auth's credentials form, as the browser does; returns the cookie header. */
async function signIn(email: string): Promise<string> {
  return signInOnServer(server.url, email, password);
}

async function member(name: string): Promise<Member> {
  const email = `${name}-${tag}@example.test`;
  const token = await registerWithToken(server.url, { email, password, displayName: `${name} ${tag}` });
  return { email, token, cookie: await signIn(email) };
}

let creator: Member;
let buyer: Member;
/** Members whose requests on the idea are pending and rejected. */
let waiting: Member;
let rejected: Member;
let ideaId = '';
let requestId = '';

beforeAll(async () => {
  server = await startAppServer();
  creator = await member('creator');
  buyer = await member('buyer');
  const idea = await call(
    creator,
    '/api/ideas',
    'POST',
    validIdea({
      title: `Deal room idea ${tag}`,
      requireNDA: true,
      problemDescription: `Hidden ${secret} problem.`,
    }),
  );
  expect(idea.status).toBe(201);
  ideaId = idea.json._id as string;
  const requested = await call(buyer, `/api/ideas/${ideaId}/access-requests`, 'POST', {
    fullName: 'Buyer Person',
    agree: true,
  });
  expect(requested.status, JSON.stringify(requested.json)).toBe(201);
  requestId = (requested.json.request as { _id: string })._id;
  expect((await call(creator, `/api/access-requests/${requestId}/approve`, 'POST')).status).toBe(200);
  waiting = await member('waiting');
  rejected = await member('rejected');
  const ask = (who: Member) =>
    call(who, `/api/ideas/${ideaId}/access-requests`, 'POST', { fullName: 'Some Body', agree: true });
  expect((await ask(waiting)).status).toBe(201);
  const toReject = (await ask(rejected)).json.request as { _id: string };
  expect((await call(creator, `/api/access-requests/${toReject._id}/reject`, 'POST')).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe('an approved requester on the real server', () => {
  it('gets the full idea from the API with the session (private, no-store), never in the cached page', async () => {
    const own = await fetch(`${server.url}/api/ideas/${ideaId}`, { headers: { cookie: buyer.cookie } });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const idea = (await own.json()) as Record<string, unknown>;
    expect(idea).toMatchObject({ ndaLocked: false, access: 'approved' });
    expect(idea.problemDescription).toContain(secret);

    // Rendered first for the approved requester: the cached HTML is still the anonymous one.
    const first = await page(`/ideas/${ideaId}`, buyer.cookie);
    expect(first.status).toBe(200);
    for (const html of [first.html, (await page(`/ideas/${ideaId}`)).html]) {
      expect(html).toContain(`Deal room idea ${tag}`);
      expect(html).not.toContain(secret);
    }
    for (const path of ['/ideas', '/', '/ideas?requireNDA=Yes', '/sitemap.xml']) {
      expect((await page(path, buyer.cookie)).html, path).not.toContain(secret);
      expect((await page(path)).html, path).not.toContain(secret);
    }
  });

  it('shows pending and rejected requesters the locked idea on every page, its metadata included', async () => {
    for (const who of [waiting, rejected]) {
      const own = await call(who, `/api/ideas/${ideaId}`);
      expect(own.json).toMatchObject({ ndaLocked: true, access: who === waiting ? 'pending' : 'rejected' });
      expect(JSON.stringify(own.json)).not.toContain(secret);
      // The search box repeats the words searched for: what counts is that the idea is not found.
      expect((await page(`/ideas?search=${secret}`, who.cookie)).html).not.toContain(`Deal room idea ${tag}`);
      for (const path of [`/ideas/${ideaId}`, '/ideas', '/', '/sitemap.xml']) {
        const { html } = await page(path, who.cookie);
        expect(html, path).not.toContain(secret);
      }
      const detail = (await page(`/ideas/${ideaId}`, who.cookie)).html;
      expect(detail).toMatch(/<meta name="description" content="[^"]*"/);
      expect(detail).toContain(`Deal room idea ${tag}`);
    }
  });

  it('finds the idea by its hidden text until access is revoked; then the API and search lock again', async () => {
    expect((await page(`/ideas?search=${secret}`, buyer.cookie)).html).toContain(`Deal room idea ${tag}`);
    expect((await page(`/ideas?search=${secret}`)).html).not.toContain(`Deal room idea ${tag}`);

    const revoked = await call(creator, `/api/access-requests/${requestId}/revoke`, 'POST', {
      reason: 'Done',
    });
    expect(revoked.status).toBe(200);

    const after = await call(buyer, `/api/ideas/${ideaId}`);
    expect(after.json).toMatchObject({ ndaLocked: true, access: 'revoked' });
    expect(JSON.stringify(after.json)).not.toContain(secret);
    expect((await page(`/ideas?search=${secret}`, buyer.cookie)).html).not.toContain(`Deal room idea ${tag}`);
    for (const path of [`/ideas/${ideaId}`, '/ideas', '/', '/sitemap.xml'])
      expect((await page(path, buyer.cookie)).html, path).not.toContain(secret);

    const pdf = await fetch(`${server.url}/api/access-requests/${requestId}/nda.pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('a member’s public profile on the real server', () => {
  it('shows a visitor the public fields and public ideas, indexable, never the email or the gated idea', async () => {
    const profile = await call(creator, '/api/profile');
    const id = (profile.json.user as { id: string }).id;
    const open = await call(creator, '/api/ideas', 'POST', validIdea({ title: `Open profile idea ${tag}` }));
    expect(open.status).toBe(201);

    const visitor = await page(`/profile/${id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain(`creator ${tag}`);
    expect(visitor.html).toContain(`Open profile idea ${tag}`);
    expect(visitor.html).not.toContain(creator.email);
    expect(visitor.html).not.toContain(secret);
    expect(visitor.html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    // The same shape as the spec's user call.
    const user = await call(null, `/api/ideas/user/${id}`);
    expect(user.status).toBe(200);
    expect(user.json).not.toHaveProperty('email');
  });
});
