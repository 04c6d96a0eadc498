import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

export type { Database, DatabaseHandle };

// Next may evaluate this module more than once in one process; the handle lives on globalThis.
const globalForDb = globalThis as unknown as { ideasDb?: DatabaseHandle; ideasDbReady?: Promise<void> };

function openFromConfig(): DatabaseHandle {
  const config = getConfig();
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, { max: config.DATABASE_POOL_MAX });
  return openPglite(path.join(config.DATA_DIR, 'pglite'));
}

/** The process-wide database handle, opened on first use from the configuration. */
export function getDatabase(): DatabaseHandle {
  globalForDb.ideasDb ??= openFromConfig();
  return globalForDb.ideasDb;
}

export function getDb(): Database {
  return getDatabase().db;
}

/** Installs a handle (tests, scripts) in place of the configured one. */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  globalForDb.ideasDb = handle;
  globalForDb.ideasDbReady = undefined;
}

/** Migrates the process-wide database once (a failed attempt may be retried). */
export function ensureMigrated(): Promise<void> {
  globalForDb.ideasDbReady ??= migrateDatabase(getDatabase()).catch((error: unknown) => {
    globalForDb.ideasDbReady = undefined;
    throw error;
  });
  return globalForDb.ideasDbReady;
}

/**
 * Migrates as soon as the database can be reached, trying again every `retryMs` while it cannot;
 * any other failure (a broken migration) rejects at once.
 */
export async function migrateWhenReachable({
  retryMs = 2000,
  onUnreachable,
}: { retryMs?: number; onUnreachable?: (error: unknown) => void } = {}): Promise<void> {
  for (;;) {
    try {
      await ensureMigrated();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      onUnreachable?.(error);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

export class DatabaseUnavailableError extends Error {}

/** Resolves when the database answers a trivial query within `timeoutMs`. */
export async function pingDatabase(timeoutMs = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError('Database did not answer in time')),
      timeoutMs,
    );
  });
  try {
    await Promise.race([getDb().execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Rows of a raw `db.execute()` result, whichever driver produced it. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P03',
  '53300',
]);

/** True for errors that mean "the database cannot be reached", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const errors = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
