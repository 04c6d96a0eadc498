import 'server-only';
import { configSchema, type Config } from './schema';
import { incompleteFirebaseSetting } from './firebase';
import { processSlot } from '../singleton';

export type { Config };

export class ConfigError extends Error {}

/** Parses an environment; the error names the first variable that is wrong. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (as copied from .env.example) means "use the default".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema.safeParse(given);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const incomplete = incompleteFirebaseSetting(result.data);
  if (incomplete) throw new ConfigError(`Invalid configuration: ${incomplete}`);
  const { S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = result.data;
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new ConfigError(
      `Invalid configuration: ${keyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is required with ${keyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`,
    );
  }
  // Several instances (they share Redis) must sign sessions with one secret: a generated one would
  // differ per instance's DATA_DIR and sign members out whenever the balancer switched.
  if (result.data.REDIS_URL && result.data.DATABASE_URL && !result.data.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when several instances share the database (REDIS_URL is set): set the same value on every instance',
    );
  }
  return result.data;
}

const configSlot = processSlot<Config>('ideasConfig');

/** The validated configuration, read once per process. */
export function getConfig(): Config {
  return configSlot.getOrCreate(() => parseConfig(process.env));
}

/** For tests that change the environment between cases. */
export function resetConfig(): void {
  configSlot.set(undefined);
}

export function siteUrl(config: Config = getConfig()): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/**
 * A path on our site as an absolute URL from SITE_URL (clients on other origins resolve relative
 * paths against their own); anything else (a URL elsewhere, '') is returned as it is.
 */
export function absoluteUrl(pathOrUrl: string, config: Config = getConfig()): string {
  return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')
    ? `${siteUrl(config)}${pathOrUrl}`
    : pathOrUrl;
}

export { firebaseMode, firebaseWebConfig, type FirebaseWebConfig } from './firebase';
