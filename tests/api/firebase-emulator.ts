// Starts the Firebase Auth emulator (auth only: plain Node, no Java) for the tests that need it.
// firebase-tools is not a dependency of the product: a pinned version is installed on first use
// into node_modules/.cache (from the npm registry, install scripts and optional native modules
// skipped) and reused afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/platform/net';

export const FIREBASE_TOOLS_VERSION = '15.34.2';
export const EMULATOR_PROJECT_ID = 'demo-ideas';
/** The emulator accepts any API key. */
export const EMULATOR_API_KEY = 'demo-api-key';

const toolsDir = path.resolve('node_modules/.cache', `firebase-tools-${FIREBASE_TOOLS_VERSION}`);
const cliPath = path.join(toolsDir, 'node_modules/firebase-tools/lib/bin/firebase.js');

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

function installFirebaseTools(): string | null {
  if (existsSync(cliPath)) return null;
  const staging = `${toolsDir}.tmp-${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--omit=optional',
      '--no-audit',
      '--no-fund',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    return `npm could not install firebase-tools@${FIREBASE_TOOLS_VERSION}: ${(result.stderr || result.error?.message || '').slice(-500)}`;
  }
  try {
    renameSync(staging, toolsDir);
  } catch {
    // Another test process installed it at the same time.
    rmSync(staging, { recursive: true, force: true });
  }
  return null;
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      return `the emulator exited with code ${child.exitCode}: ${log().slice(-800)}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return null;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return `the emulator did not answer within ${timeoutMs / 1000} s: ${log().slice(-800)}`;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

/** Starts an Auth emulator on a free port; the reason as a string when it cannot start. */
export async function startAuthEmulator(): Promise<AuthEmulator | string> {
  const installError = installFirebaseTools();
  if (installError) return installError;
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'ideas-firebase-emulator-'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith('FIREBASE_') || key.startsWith('GCLOUD') || key === 'GOOGLE_APPLICATION_CREDENTIALS')
      delete env[key];
  let output = '';
  const child = spawn(
    process.execPath,
    [
      cliPath,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      EMULATOR_PROJECT_ID,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      env: { ...env, HOME: dir, XDG_CONFIG_HOME: dir, CI: 'true' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const cleanup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', cleanup);
  const host = `127.0.0.1:${authPort}`;
  const failure = await waitUntilReady(`http://${host}/`, child, () => output, 120_000);
  const stop = async () => {
    await stopChild(child);
    process.removeListener('exit', cleanup);
    rmSync(dir, { recursive: true, force: true });
  };
  if (failure) {
    await stop();
    return failure;
  }
  return { host, projectId: EMULATOR_PROJECT_ID, stop };
}

/** The environment that puts the server in Firebase mode against `emulator`. */
export function firebaseModeEnv(emulator: AuthEmulator): Record<string, string> {
  return {
    NEXT_PUBLIC_FIREBASE_API_KEY: EMULATOR_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${emulator.projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  };
}

/** Calls the emulator's Identity Toolkit REST API (what the browser SDK calls). */
async function identityToolkit<T>(emulator: AuthEmulator, method: string, body: unknown): Promise<T> {
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`accounts:${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

export interface EmulatorSession {
  uid: string;
  idToken: string;
}

/** Creates an email/password user in the emulator and returns its ID token. */
export async function emulatorSignUp(
  emulator: AuthEmulator,
  email: string,
  password: string,
  displayName?: string,
): Promise<EmulatorSession> {
  const created = await identityToolkit<{ localId: string; idToken: string }>(emulator, 'signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!displayName) return { uid: created.localId, idToken: created.idToken };
  await identityToolkit(emulator, 'update', {
    idToken: created.idToken,
    displayName,
    returnSecureToken: true,
  });
  return emulatorSignIn(emulator, email, password);
}

export async function emulatorSignIn(
  emulator: AuthEmulator,
  email: string,
  password: string,
): Promise<EmulatorSession> {
  const signedIn = await identityToolkit<{ localId: string; idToken: string }>(
    emulator,
    'signInWithPassword',
    { email, password, returnSecureToken: true },
  );
  return { uid: signedIn.localId, idToken: signedIn.idToken };
}

/** Removes every account from the emulator. */
export async function clearEmulatorAccounts(emulator: AuthEmulator): Promise<void> {
  await fetch(`http://${emulator.host}/emulator/v1/projects/${emulator.projectId}/accounts`, {
    method: 'DELETE',
  });
}

/** Disables an account the way an administrator would (the emulator accepts "owner" as admin credentials). */
export async function emulatorDisableUser(emulator: AuthEmulator, uid: string): Promise<void> {
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, disableUser: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status} ${await response.text()}`);
}
