// The Firebase browser SDK, loaded with import() on first use: only Firebase mode ever loads it.
import type { Auth } from 'firebase/auth';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';

export type FirebaseAuthSdk = typeof import('firebase/auth');

export interface FirebaseAuthHandle {
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

let loading: Promise<FirebaseAuthHandle> | null = null;

/** The Auth instance for `config` (one per page), connected to the emulator when configured. */
export function loadFirebaseAuth(config: FirebaseWebConfig): Promise<FirebaseAuthHandle> {
  loading ??= (async () => {
    const [{ getApps, initializeApp }, sdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app =
      getApps()[0] ??
      initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        ...(config.appId ? { appId: config.appId } : {}),
      });
    const auth = sdk.getAuth(app);
    if (config.emulatorHost && !auth.emulatorConfig)
      sdk.connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
    return { auth, sdk };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let exchanges = 0;

/** True while a sign-in is turning a Firebase user into our session (the session sync waits). */
export function exchangeInProgress(): boolean {
  return exchanges > 0;
}

export async function duringExchange<T>(work: () => Promise<T>): Promise<T> {
  exchanges += 1;
  try {
    return await work();
  } finally {
    exchanges -= 1;
  }
}
