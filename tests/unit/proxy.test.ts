import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { issueSessionToken } from '@/lib/identity/auth/session';
import { safeCallbackUrl } from '@/lib/identity/auth/callback-url';
import { VIEWER_HINT_COOKIE } from '@/lib/identity/auth/viewer-hint';
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

  it('tells pages to ask who is signed in only when the browser holds a session, or in Firebase mode', async () => {
    useSite('http://localhost:3000');
    const page = (cookie?: string) =>
      proxy(new NextRequest('http://localhost:3000/ideas', cookie ? { headers: { cookie } } : undefined));
    const hint = (response: Response) =>
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${VIEWER_HINT_COOKIE}=`))
        ?.split(';')[0];

    // Signed out: no hint, and one left from an ended session is cleared.
    expect(hint(await page())).toBeUndefined();
    expect(hint(await page(`${VIEWER_HINT_COOKIE}=1`))).toBe(`${VIEWER_HINT_COOKIE}=`);
    // A session cookie, whole or in next-auth's chunks (its validity is checked where it is used).
    const token = await issueSessionToken('0123456789abcdef01234567');
    expect(hint(await page(`next-auth.session-token=${token}`))).toBe(`${VIEWER_HINT_COOKIE}=1`);
    expect(hint(await page(`next-auth.session-token.0=${token}`))).toBe(`${VIEWER_HINT_COOKIE}=1`);
    // Already in step: nothing to set.
    expect(hint(await page(`next-auth.session-token=${token}; ${VIEWER_HINT_COOKIE}=1`))).toBeUndefined();
    // The API is not a page: no hint there.
    const api = await proxy(
      new NextRequest('http://localhost:3000/api/ideas', {
        headers: { cookie: `next-auth.session-token=${token}`, origin: 'http://localhost:3000' },
      }),
    );
    expect(hint(api)).toBeUndefined();

    // Firebase signs in in the browser: every page asks.
    process.env.NEXT_PUBLIC_FIREBASE_API_KEY = 'key';
    process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN = 'example.firebaseapp.com';
    process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = 'example';
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    try {
      resetConfig();
      expect(hint(await page())).toBe(`${VIEWER_HINT_COOKIE}=1`);
    } finally {
      for (const key of [
        'NEXT_PUBLIC_FIREBASE_API_KEY',
        'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
        'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
        'FIREBASE_AUTH_EMULATOR_HOST',
      ])
        delete process.env[key];
      resetConfig();
    }
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
