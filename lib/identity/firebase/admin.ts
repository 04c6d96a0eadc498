import 'server-only';
import { readFileSync } from 'node:fs';
import type { App } from 'firebase-admin/app';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { firebaseMode, getConfig, type Config } from '@/lib/core/config';
import { UnavailableError } from '@/lib/core/errors';
import { logger } from '@/lib/core/log';
import { processSlot } from '@/lib/core/singleton';

const adminSlot = processSlot<{ key: string; app: App; auth: Auth }>('ideasFirebaseAdmin');

/** True when the server runs in Firebase Authentication mode. */
export function isFirebaseMode(config: Config = getConfig()): boolean {
  return firebaseMode(config);
}

function serviceAccount(value: string): Record<string, unknown> {
  const text = value.startsWith('{') ? value : readFileSync(value, 'utf8');
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error('FIREBASE_SERVICE_ACCOUNT must be the service account JSON or the path of its file');
  }
}

/**
 * The firebase-admin Auth client, created once per configuration. The package is loaded on first
 * use, so servers in the default mode never load it.
 */
export async function firebaseAdminAuth(config: Config = getConfig()): Promise<Auth> {
  const projectId = config.NEXT_PUBLIC_FIREBASE_PROJECT_ID!;
  const key = JSON.stringify([
    projectId,
    config.FIREBASE_SERVICE_ACCOUNT,
    config.FIREBASE_AUTH_EMULATOR_HOST,
  ]);
  const cached = adminSlot.get();
  if (cached?.key === key) return cached.auth;

  const { cert, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  // firebase-admin reads the emulator address from the environment itself.
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (cached) await deleteApp(cached.app).catch(() => {});
  const credential = config.FIREBASE_SERVICE_ACCOUNT
    ? cert(serviceAccount(config.FIREBASE_SERVICE_ACCOUNT))
    : undefined;
  const app = initializeApp({ projectId, ...(credential ? { credential } : {}) }, `ideas-${Date.now()}`);
  const auth = getAuth(app);
  adminSlot.set({ key, app, auth });
  return auth;
}

/** Why Firebase refused an ID token; every one of these means "not signed in" (401). */
export class FirebaseTokenError extends Error {
  constructor(readonly code: string) {
    super(`Firebase refused the ID token (${code})`);
    this.name = 'FirebaseTokenError';
  }
}

/** Verdicts about the token or the account, as opposed to Firebase being unreachable or misconfigured. */
function isTokenVerdict(code: string): boolean {
  return code.startsWith('auth/') && code !== 'auth/internal-error' && code !== 'auth/invalid-credential';
}

/**
 * Verifies a Firebase ID token: signature, audience, expiry, and (checkRevoked) that the account
 * is neither disabled nor signed out everywhere since the token was issued.
 */
export async function verifyFirebaseIdToken(idToken: string): Promise<DecodedIdToken> {
  const auth = await firebaseAdminAuth();
  try {
    return await auth.verifyIdToken(idToken, true);
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    if (isTokenVerdict(code)) throw new FirebaseTokenError(code);
    logger.error({ err: error }, 'Firebase Authentication could not verify an ID token');
    throw new UnavailableError('Firebase Authentication is unavailable. Please try again later.');
  }
}
