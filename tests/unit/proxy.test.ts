import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { issueSessionToken } from '@/lib/identity/auth/session';
import { safeCallbackUrl } from '@/lib/identity/auth/callback-url';
import { resetConfig } from '@/lib/core/config';
import { proxy } from '@/proxy';

function useSite(siteUrl: string) {
  process.env.SITE_URL = siteUrl;
  process.env.AUTH_SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
  resetConfig();
  (globalThis as { ideasAuthSecret?: string }).ideasAuthSecret = undefined;
}

afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.AUTH_SECRET;
  resetConfig();
  (globalThis as { ideasAuthSecret?: string }).ideasAuthSecret = undefined;
});

describe('proxy', () => {
  it('sends signed-out visitors of guarded pages to /login with the way back', async () => {
    useSite('http://localhost:3000');
    for (const path of [
      '/create-idea',
      '/ideas/abc/edit',
      '/profile',
      '/profile/edit?x=1',
      '/messages',
      '/messages/abc',
    ]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(response.status, path).toBe(307);
      expect(response.headers.get('location'), path).toBe(
        `http://localhost:3000/login?callbackUrl=${encodeURIComponent(path)}`,
      );
    }
    // A member's profile is public; only one's own (/profile, /profile/edit) needs a session.
    for (const path of ['/', '/ideas', '/ideas/abc', '/profile/abc', '/login', '/api/ideas']) {
      expect(
        (await proxy(new NextRequest(`http://localhost:3000${path}`))).headers.get('location'),
        path,
      ).toBeNull();
    }
  });

  it('lets a valid session through and refuses a forged one', async () => {
    useSite('http://localhost:3000');
    const valid = new NextRequest('http://localhost:3000/profile', {
      headers: { cookie: `next-auth.session-token=${await issueSessionToken('0123456789abcdef01234567')}` },
    });
    expect((await proxy(valid)).headers.get('location')).toBeNull();
    const forged = new NextRequest('http://localhost:3000/profile', {
      headers: { cookie: 'next-auth.session-token=forged' },
    });
    expect((await proxy(forged)).status).toBe(307);
  });

  it('adds HSTS only when the site is served over https', async () => {
    useSite('https://ideas.example');
    expect(
      (await proxy(new NextRequest('https://ideas.example/'))).headers.get('strict-transport-security'),
    ).toContain('max-age=');
    useSite('http://localhost:3000');
    expect(
      (await proxy(new NextRequest('http://localhost:3000/'))).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});

describe('safeCallbackUrl', () => {
  it('follows only paths on this site', () => {
    expect(safeCallbackUrl('/profile/edit?x=1')).toBe('/profile/edit?x=1');
    expect(safeCallbackUrl('https://evil.example/steal')).toBe('/steal');
    expect(safeCallbackUrl('//evil.example')).toBe('/');
    expect(safeCallbackUrl('/\\evil.example')).toBe('/');
    expect(safeCallbackUrl('javascript:alert(1)')).toBe('/');
    expect(safeCallbackUrl('/login')).toBe('/');
    expect(safeCallbackUrl(undefined)).toBe('/');
  });
});
