import 'server-only';
import type { Config } from './schema';

/** What the browser needs to talk to Firebase Authentication (all public values). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** host:port of the Auth emulator, when the browser should use it instead of Google's servers. */
  emulatorHost?: string;
}

type FirebaseSettings = Pick<
  Config,
  | 'NEXT_PUBLIC_FIREBASE_API_KEY'
  | 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN'
  | 'NEXT_PUBLIC_FIREBASE_PROJECT_ID'
  | 'NEXT_PUBLIC_FIREBASE_APP_ID'
  | 'FIREBASE_SERVICE_ACCOUNT'
  | 'FIREBASE_AUTH_EMULATOR_HOST'
  | 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST'
>;

const WEB_KEYS = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
] as const;

/**
 * A half-done Firebase setup is refused rather than silently ignored: once any of the web
 * settings is given, all of them and admin credentials (a service account, or the emulator) are
 * needed. The emulator host alone (as Firebase's own tools export it) leaves the mode off.
 */
export function incompleteFirebaseSetting(config: FirebaseSettings): string | null {
  if (!WEB_KEYS.some((key) => config[key])) return null;
  const missing = WEB_KEYS.find((key) => !config[key]);
  if (missing) return `${missing} is required for Firebase Authentication mode`;
  if (!config.FIREBASE_SERVICE_ACCOUNT && !config.FIREBASE_AUTH_EMULATOR_HOST) {
    return 'FIREBASE_SERVICE_ACCOUNT (or FIREBASE_AUTH_EMULATOR_HOST) is required for Firebase Authentication mode';
  }
  return null;
}

/** Firebase Authentication mode: the web config and the admin credentials are both set. */
export function firebaseMode(config: FirebaseSettings): boolean {
  return (
    WEB_KEYS.every((key) => config[key]) &&
    Boolean(config.FIREBASE_SERVICE_ACCOUNT || config.FIREBASE_AUTH_EMULATOR_HOST)
  );
}

/** The browser's Firebase config in Firebase mode, else null (the default identity). */
export function firebaseWebConfig(config: FirebaseSettings): FirebaseWebConfig | null {
  if (!firebaseMode(config)) return null;
  const web: FirebaseWebConfig = {
    apiKey: config.NEXT_PUBLIC_FIREBASE_API_KEY!,
    authDomain: config.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN!,
    projectId: config.NEXT_PUBLIC_FIREBASE_PROJECT_ID!,
  };
  if (config.NEXT_PUBLIC_FIREBASE_APP_ID) web.appId = config.NEXT_PUBLIC_FIREBASE_APP_ID;
  const emulatorHost = config.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? config.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) web.emulatorHost = emulatorHost;
  return web;
}
