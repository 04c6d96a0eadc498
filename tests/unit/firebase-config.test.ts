import { describe, expect, it } from 'vitest';
import { ConfigError, firebaseMode, firebaseWebConfig, parseConfig } from '@/lib/core/config';
import { firebasePageHeaders } from '@/lib/identity/firebase/headers';

const web = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'ideas.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'ideas',
};

describe('Firebase Authentication mode configuration', () => {
  it('is off by default, and with only the emulator host (as Firebase tools export it)', () => {
    expect(firebaseMode(parseConfig({}))).toBe(false);
    expect(firebaseWebConfig(parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }))).toBeNull();
  });

  it('is on with the web config and a service account or the emulator', () => {
    expect(
      firebaseWebConfig(
        parseConfig({
          ...web,
          FIREBASE_SERVICE_ACCOUNT: '/secrets/sa.json',
          NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
        }),
      ),
    ).toEqual({
      apiKey: 'key',
      authDomain: 'ideas.firebaseapp.com',
      projectId: 'ideas',
      appId: '1:2:web:3',
    });
    expect(
      firebaseWebConfig(parseConfig({ ...web, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }))?.emulatorHost,
    ).toBe('127.0.0.1:9099');
    expect(
      firebaseWebConfig(
        parseConfig({
          ...web,
          FIREBASE_AUTH_EMULATOR_HOST: 'auth:9099',
          NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
        }),
      )?.emulatorHost,
    ).toBe('localhost:9099');
  });

  it('refuses a half-done setup, naming what is missing', () => {
    expect(() => parseConfig({ NEXT_PUBLIC_FIREBASE_API_KEY: 'key' })).toThrow(ConfigError);
    expect(() => parseConfig({ NEXT_PUBLIC_FIREBASE_API_KEY: 'key' })).toThrow(
      /NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN is required/,
    );
    expect(() => parseConfig(web)).toThrow(
      /FIREBASE_SERVICE_ACCOUNT \(or FIREBASE_AUTH_EMULATOR_HOST\) is required/,
    );
    expect(() => parseConfig({ ...web, FIREBASE_AUTH_EMULATOR_HOST: 'http://x' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST must be host:port/,
    );
  });

  it('opens the page policy to Firebase only as far as the SDK needs', () => {
    const production = firebasePageHeaders(
      firebaseWebConfig(parseConfig({ ...web, FIREBASE_SERVICE_ACCOUNT: '{}' }))!,
    );
    expect(production['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    const csp = production['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://apis.google.com");
    expect(csp).toContain('https://identitytoolkit.googleapis.com https://securetoken.googleapis.com');
    expect(csp).toContain("frame-src 'self' https://ideas.firebaseapp.com");
    expect(csp).toContain("frame-ancestors 'none'");
    const emulated = firebasePageHeaders(
      firebaseWebConfig(parseConfig({ ...web, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }))!,
    );
    expect(emulated['Content-Security-Policy']).toContain("connect-src 'self' http://127.0.0.1:9099");
  });
});
