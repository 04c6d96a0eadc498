import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as exportData } from '@/app/api/profile/export/route';
import { userForIdentity } from '@/lib/identity/users/identity';
import { findUserByEmail } from '@/lib/identity/users/queries';
import { openApiDocument } from '@/lib/openapi/document';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { bearerHeaders } from './fixtures';
import { call } from './http';

/** The version line of a document as an editor writes it in content/, read here independently. */
function versionIn(file: string): string {
  const text = readFileSync(path.join(process.cwd(), 'content', file), 'utf8');
  const version = /^version:\s*(\S+)\s*$/m.exec(text)?.[1];
  expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return version!;
}

const account = (email: string) => ({
  email,
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  displayName: 'Terms Reader',
});

describe('Terms and Privacy accepted at registration', () => {
  it('records the versions in force and the time when acceptTerms is true', async () => {
    const before = Date.now();
    const reply = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { ...account('agrees@example.test'), acceptTerms: true },
    });
    expect(reply.status).toBe(201);
    const user = await findUserByEmail('agrees@example.test');
    expect(user).toMatchObject({
      termsVersion: versionIn('terms.md'),
      privacyVersion: versionIn('privacy.md'),
    });
    expect(user!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(user!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("puts the acceptance in the member's data export, and null where there is none", async () => {
    const agreed = (await findUserByEmail('agrees@example.test'))!;
    const mine = await call<{ termsAccepted: unknown }>(exportData, '/api/profile/export', {
      headers: await bearerHeaders(agreed),
    });
    expect(mine.status).toBe(200);
    expect(mine.body.termsAccepted).toEqual({
      termsVersion: versionIn('terms.md'),
      privacyVersion: versionIn('privacy.md'),
      acceptedAt: agreed.termsAcceptedAt!.toISOString(),
    });
    await call(register, '/api/auth/register', { method: 'POST', body: account('quiet@example.test') });
    const quiet = (await findUserByEmail('quiet@example.test'))!;
    const theirs = await call<{ termsAccepted: unknown }>(exportData, '/api/profile/export', {
      headers: await bearerHeaders(quiet),
    });
    expect(theirs.body.termsAccepted).toBeNull();
  });

  it("keeps the partners' registration working without the field, and records nothing then", async () => {
    for (const [email, extra] of [
      ['silent@example.test', {}],
      ['declines@example.test', { acceptTerms: false }],
    ] as const) {
      const reply = await call(register, '/api/auth/register', {
        method: 'POST',
        body: { ...account(email), ...extra },
      });
      expect(reply.status).toBe(201);
      expect(await findUserByEmail(email)).toMatchObject({
        termsVersion: null,
        privacyVersion: null,
        termsAcceptedAt: null,
      });
    }
  });

  it('refuses an acceptTerms that is not a boolean, naming the field', async () => {
    const reply = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { ...account('stringly@example.test'), acceptTerms: 'yes' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errors: { acceptTerms: expect.any(String) } });
    expect(await findUserByEmail('stringly@example.test')).toBeNull();
  });

  it('records acceptance for an account made by a first Google sign-in (the sign-in page says so)', async () => {
    const user = await userForIdentity({
      provider: 'google',
      providerAccountId: 'google-terms-1',
      email: 'google-terms@example.test',
      emailVerified: true,
      name: 'Gil',
    });
    expect(user.termsVersion).toBe(versionIn('terms.md'));
    expect(user.privacyVersion).toBe(versionIn('privacy.md'));
    expect(user.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('documents acceptTerms as optional in the OpenAPI document, saying what it means', () => {
    const schema = openApiDocument().components?.schemas?.RegisterInput as {
      properties: Record<string, { type?: string; description?: string }>;
      required?: string[];
    };
    expect(schema.properties.acceptTerms).toMatchObject({ type: 'boolean' });
    expect(schema.properties.acceptTerms!.description).toMatch(/Terms.*Privacy Policy/);
    expect(schema.required ?? []).not.toContain('acceptTerms');
  });

  it('lists /terms and /privacy in the sitemap', async () => {
    const locs = (await sitemapEntries(1)).map((entry) => entry.loc);
    expect(locs).toEqual(expect.arrayContaining(['/terms', '/privacy']));
  });
});
