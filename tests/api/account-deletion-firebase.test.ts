import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteProfile, GET as getProfile } from '@/app/api/profile/route';
import { firebaseAdminAuth } from '@/lib/identity/firebase';
import { issueSessionToken, sessionCookieName } from '@/lib/identity/auth/session';
import { resetConfig } from '@/lib/core/config';
import { findUserById } from '@/lib/identity/users/queries';
import { TOKEN_CANNOT_DELETE_MESSAGE } from '@/lib/validation/account-data';
import { emulatorSignUp, firebaseModeEnv, startAuthEmulator } from './firebase-emulator';
import { BASE_URL, call } from './http';

// Firebase mode keeps the account in Firebase Authentication: deleting it here deletes it there
// too, else the next sign-in would create a new, empty account. The Auth emulator stands in.
const started = await startAuthEmulator();
const emulator = typeof started === 'string' ? null : started;
if (!emulator)
  console.warn(`Firebase deletion tests skipped: the Auth emulator could not start (${started})`);

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

describe.skipIf(!emulator)('deleting an account in Firebase mode (Auth emulator)', () => {
  const saved = { ...process.env };

  beforeAll(() => {
    Object.assign(process.env, firebaseModeEnv(emulator!));
    resetConfig();
  });

  afterAll(async () => {
    for (const key of Object.keys(firebaseModeEnv(emulator!))) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetConfig();
    await emulator!.stop();
  });

  it('needs a browser sign-in, then removes our account and the Firebase one', async () => {
    const session = await emulatorSignUp(
      emulator!,
      `fb-leaving-${Date.now()}@example.test`,
      'secret-pass',
      'Fay',
    );
    // The first call with the ID token creates our row (the uid is the user id).
    expect((await call(getProfile, '/api/profile', { headers: bearer(session.idToken) })).status).toBe(200);
    expect(await findUserById(session.uid)).not.toBeNull();

    const byIdToken = await call(deleteProfile, '/api/profile', {
      method: 'DELETE',
      headers: bearer(session.idToken),
    });
    expect(byIdToken.status).toBe(403);
    expect(byIdToken.body.message).toBe(TOKEN_CANNOT_DELETE_MESSAGE);

    const cookie = `${sessionCookieName()}=${await issueSessionToken(session.uid)}`;
    const deleted = await call(deleteProfile, '/api/profile', {
      method: 'DELETE',
      headers: { cookie, origin: BASE_URL },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await findUserById(session.uid)).toBeNull();
    await expect((await firebaseAdminAuth()).getUser(session.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    // The old ID token no longer brings the account back.
    expect((await call(getProfile, '/api/profile', { headers: bearer(session.idToken) })).status).toBe(401);
    expect(await findUserById(session.uid)).toBeNull();
  });
});
