import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithToken, startAppServer, type AppServer } from './app-server';
import { validIdea } from './ideas-fixtures';

// The real server (server.mjs → proxy.ts → route handlers): CORS is answered by the proxy, which
// runs on /api only for requests with an Origin; the others reach the routes directly.

const ALLOWED = 'https://client.example';
let server: AppServer;
let token = '';

beforeAll(async () => {
  server = await startAppServer({ CORS_ORIGINS: ALLOWED });
  const email = `cors-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Cors-password-1';
  token = await registerWithToken(server.url, { email, password, displayName: 'Cors Creator' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const create = (title: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/ideas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(validIdea({ title })),
  });

describe('CORS on the real server', () => {
  it('marks replies to an allowed origin, and only to it', async () => {
    const allowed = await fetch(`${server.url}/api/ideas`, { headers: { origin: ALLOWED } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate');
    expect(allowed.headers.get('vary')).toContain('Origin');

    const other = await fetch(`${server.url}/api/ideas`, { headers: { origin: 'https://other.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const none = await fetch(`${server.url}/api/ideas`);
    expect(none.status).toBe(200);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
    expect(none.headers.get('vary')).toContain('Origin');
  });

  it('answers preflights: allowed origins get the methods, others a 403', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/ideas`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(ALLOWED);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await preflight('https://other.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('creates ideas with or without an Origin: the body reaches the route whole either way', async () => {
    const plain = await create('Created without an Origin');
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { title: string }).title).toBe('Created without an Origin');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();

    const crossOrigin = await create('Created from an allowed origin', { origin: ALLOWED });
    expect(crossOrigin.status).toBe(201);
    expect(((await crossOrigin.json()) as { title: string }).title).toBe('Created from an allowed origin');
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });
});
