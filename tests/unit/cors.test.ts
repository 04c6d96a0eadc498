import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { apiCors, isAllowedOrigin } from '@/lib/http/cors';

const request = (method: string, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/api/ideas', { method, headers });
const allowlist = ['https://client.example', 'http://localhost:5173/'];

describe('CORS for /api/*', () => {
  it('answers a preflight from an allowed origin, without ever allowing credentials', async () => {
    const response = apiCors(
      request('OPTIONS', { origin: 'https://client.example', 'access-control-request-method': 'POST' }),
      allowlist,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://client.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('refuses a preflight from any other origin, and when no origin is allowed (the default)', async () => {
    for (const list of [allowlist, []]) {
      const response = apiCors(
        request('OPTIONS', { origin: 'https://evil.example', 'access-control-request-method': 'GET' }),
        list,
      );
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.json()).toEqual({
        success: false,
        message: 'This origin may not call the API from a browser',
      });
    }
  });

  it('marks replies to allowed origins only; same-origin and server calls pass untouched', () => {
    const allowed = apiCors(request('GET', { origin: 'http://localhost:5173' }), allowlist);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('x-middleware-next')).toBe('1');
    expect(allowed.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate');
    const other = apiCors(request('POST', { origin: 'https://evil.example' }), allowlist);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const none = apiCors(request('GET'), allowlist);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      apiCors(request('GET', { origin: 'https://client.example' }), []).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('compares origins without case or trailing slash; * allows any', () => {
    expect(isAllowedOrigin('HTTPS://Client.Example', allowlist)).toBe(true);
    expect(isAllowedOrigin('https://client.example.evil.com', allowlist)).toBe(false);
    expect(isAllowedOrigin('https://anything.example', ['*'])).toBe(true);
  });
});
