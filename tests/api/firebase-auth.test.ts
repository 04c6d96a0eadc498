import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as createProfile } from '@/app/api/auth/firebase/profile/route';
import { GET as listIdeas, POST as createIdea } from '@/app/api/ideas/route';
import { viewerFromRequest } from '@/lib/identity/auth';
import { firebaseAdminAuth } from '@/lib/identity/firebase';
import { authOptions } from '@/lib/identity/auth/options';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { users } from '@/models';
import {
  clearEmulatorAccounts,
  emulatorSignIn,
  emulatorSignUp,
  firebaseModeEnv,
  startAuthEmulator,
} from './firebase-emulator';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

// The Firebase Auth emulator is started here (auth only, no Java) and stopped afterwards.
const started = await startAuthEmulator();
const emulator = typeof started === 'string' ? null : started;
if (!emulator) console.warn(`Firebase API tests skipped: the Auth emulator could not start (${started})`);

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });
const rowsFor = (uid: string) => getDb().select().from(users).where(eq(users.firebaseUid, uid));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let counter = 0;
const email = () => `fb-${Date.now()}-${++counter}@example.test`;

describe.skipIf(!emulator)('Firebase Authentication mode on the API (Auth emulator)', () => {
  const saved = { ...process.env };

  beforeAll(() => {
    Object.assign(process.env, firebaseModeEnv(emulator!));
    resetConfig();
  });

  afterEach(async () => {
    await clearEmulatorAccounts(emulator!);
  });

  afterAll(async () => {
    for (const key of Object.keys(firebaseModeEnv(emulator!))) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetConfig();
    await emulator!.stop();
  });

  it('an emulator ID token creates an idea and reads it back with mine=true', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass', 'Grace');
    const created = await call<{ _id: string; creator: string; creatorInfo: { displayName: string } }>(
      createIdea,
      '/api/ideas',
      {
        method: 'POST',
        body: validIdea({ title: 'Idea through Firebase' }),
        headers: bearer(session.idToken),
      },
    );
    expect(created.status).toBe(201);
    const [row] = await rowsFor(session.uid);
    // The Firebase uid is the user id: the original client compares idea.creator with it.
    expect(row!.id).toBe(session.uid);
    expect(created.body.creator).toBe(session.uid);
    expect(created.body.creatorInfo.displayName).toBe('Grace');

    const mine = await call<{ ideas: { _id: string }[]; pagination: { totalCount: number } }>(
      listIdeas,
      '/api/ideas?mine=true',
      {
        headers: bearer(session.idToken),
      },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.ideas.map((idea) => idea._id)).toEqual([created.body._id]);
  });

  it('creates the profile row once per Firebase uid, whichever way the user arrives', async () => {
    const address = email();
    const session = await emulatorSignUp(emulator!, address, 'secret-pass');
    const first = await call<{ user: Record<string, unknown> }>(createProfile, '/api/auth/firebase/profile', {
      method: 'POST',
      body: {
        idToken: session.idToken,
        displayName: 'Ada',
        fullName: 'Ada Lovelace',
        location: 'London',
        preferredCategories: ['Tech'],
      },
    });
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({
      email: address,
      displayName: 'Ada',
      fullName: 'Ada Lovelace',
      location: 'London',
      preferredCategories: ['Tech'],
    });
    expect(JSON.stringify(first.body)).not.toContain('firebase');

    const again = await call<{ user: { id: string } }>(createProfile, '/api/auth/firebase/profile', {
      method: 'POST',
      body: { idToken: session.idToken, displayName: 'Someone else' },
    });
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ id: first.body.user.id, displayName: 'Ada' });

    const viewers = await Promise.all(
      [1, 2, 3].map(() =>
        viewerFromRequest(
          new Request('http://localhost:3000/api/ideas', { headers: bearer(session.idToken) }),
        ),
      ),
    );
    expect(new Set(viewers.map((viewer) => viewer?.id))).toEqual(new Set([first.body.user.id]));
    expect(await rowsFor(session.uid)).toHaveLength(1);
  });

  it('an account imported with the uid as its id becomes that Firebase account at its first call', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass');
    await getDb()
      .insert(users)
      .values({ id: session.uid, email: `imported-${session.uid}@example.test`, displayName: 'Imported' });
    const viewer = await viewerFromRequest(
      new Request('http://localhost:3000/api/ideas', { headers: bearer(session.idToken) }),
    );
    expect(viewer).toMatchObject({ id: session.uid, displayName: 'Imported' });
    expect(await rowsFor(session.uid)).toMatchObject([{ id: session.uid }]);
  });

  it("records the wizard's acceptance of the Terms on the profile row; a first bearer call records none", async () => {
    const wizard = await emulatorSignUp(emulator!, email(), 'secret-pass');
    const reply = await call(createProfile, '/api/auth/firebase/profile', {
      method: 'POST',
      body: { idToken: wizard.idToken, displayName: 'Agreed', acceptTerms: true },
    });
    expect(reply.status).toBe(201);
    const [agreed] = await rowsFor(wizard.uid);
    expect(agreed!.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(agreed!.privacyVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(agreed!.termsAcceptedAt).toBeInstanceOf(Date);

    const elsewhere = await emulatorSignUp(emulator!, email(), 'secret-pass');
    await viewerFromRequest(
      new Request('http://localhost:3000/api/ideas', { headers: bearer(elsewhere.idToken) }),
    );
    const [silent] = await rowsFor(elsewhere.uid);
    expect(silent).toMatchObject({ termsVersion: null, privacyVersion: null, termsAcceptedAt: null });
  });

  it('checks the profile fields with the registration rules and creates nothing on bad input', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass');
    const reply = await call<{ errors: Record<string, string> }>(
      createProfile,
      '/api/auth/firebase/profile',
      {
        method: 'POST',
        body: { idToken: session.idToken, displayName: '', website: 'javascript:alert(1)' },
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({
      displayName: 'Display name is required',
      website: 'Website must start with http:// or https://',
    });
    expect(await rowsFor(session.uid)).toHaveLength(0);
  });

  it('a first bearer call creates the row from the token, even with parallel requests', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass', 'Linus');
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ pagination: { totalCount: number } }>(listIdeas, '/api/ideas?mine=true', {
          headers: bearer(session.idToken),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const rows = await rowsFor(session.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayName: 'Linus', passwordHash: null });
  });

  it('exchanges an ID token for our session through the next-auth provider "firebase"', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass', 'Alan');
    // next-auth merges a provider's options (id included) over its defaults when it starts.
    const provider = authOptions().providers.find(
      (p) => (p as { options?: { id?: string } }).options?.id === 'firebase',
    ) as unknown as {
      options: {
        authorize(credentials: Record<string, string>, req: unknown): Promise<{ id: string } | null>;
      };
    };
    expect(provider).toBeDefined();
    const user = await provider.options.authorize({ idToken: session.idToken }, {});
    const [row] = await rowsFor(session.uid);
    expect(user?.id).toBe(row!.id);
    expect(await provider.options.authorize({ idToken: 'not.a.token' }, {})).toBeNull();
  });

  it('refuses an invalid ID token with 401', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass');
    const [header, payload] = session.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'another-project' })).toString('base64url')}.`;
    for (const token of ['abc.def.ghi', forged]) {
      const reply = await call(createIdea, '/api/ideas', {
        method: 'POST',
        body: validIdea(),
        headers: bearer(token),
      });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, message: 'Invalid or revoked token' });
    }
    const profile = await call(createProfile, '/api/auth/firebase/profile', {
      method: 'POST',
      body: { idToken: 'abc.def.ghi', displayName: 'X' },
    });
    expect(profile.status).toBe(401);
    expect(await rowsFor(session.uid)).toHaveLength(0);
  });

  it('refuses a revoked token and a disabled account with 401', async () => {
    const address = email();
    const session = await emulatorSignUp(emulator!, address, 'secret-pass');
    expect((await call(listIdeas, '/api/ideas?mine=true', { headers: bearer(session.idToken) })).status).toBe(
      200,
    );
    // Revocation is recorded in whole seconds: let the token's second pass first.
    await pause(1100);
    const admin = await firebaseAdminAuth();
    await admin.revokeRefreshTokens(session.uid);
    const revoked = await call(listIdeas, '/api/ideas?mine=true', { headers: bearer(session.idToken) });
    expect(revoked.status).toBe(401);

    await pause(1100);
    const fresh = await emulatorSignIn(emulator!, address, 'secret-pass');
    expect((await call(listIdeas, '/api/ideas?mine=true', { headers: bearer(fresh.idToken) })).status).toBe(
      200,
    );
    await admin.updateUser(session.uid, { disabled: true });
    expect((await call(listIdeas, '/api/ideas?mine=true', { headers: bearer(fresh.idToken) })).status).toBe(
      401,
    );
  });

  it('ignores Firebase ID tokens when Firebase mode is off', async () => {
    const session = await emulatorSignUp(emulator!, email(), 'secret-pass');
    const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
    delete process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
    delete process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
    delete process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
    resetConfig();
    try {
      expect(
        (await call(listIdeas, '/api/ideas?mine=true', { headers: bearer(session.idToken) })).status,
      ).toBe(401);
      expect(
        (
          await call(createProfile, '/api/auth/firebase/profile', {
            method: 'POST',
            body: { idToken: session.idToken, displayName: 'X' },
          })
        ).status,
      ).toBe(404);
    } finally {
      Object.assign(process.env, firebaseModeEnv(emulator!), { NEXT_PUBLIC_FIREBASE_API_KEY: apiKey });
      resetConfig();
    }
  });
});
