import 'server-only';
import path from 'node:path';
import { getConfig } from '@/lib/core/config';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from './client';
import { embeddedDatabaseAt, type EmbeddedSnapshot } from './embedded';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';
import { migrateDatabase } from './migrate';

export type { Database, DatabaseHandle, EmbeddedSnapshot };
export { openPglite, openPostgres } from './client';
export { DataDirLockedError, lockDataDir } from './lock';
export { migrationsFolder } from './migrate';
export {
  CONNECTION_ERROR_CODES,
  DatabaseBusyError,
  DatabaseUnavailableError,
  databaseBusy,
  isDatabaseUnavailable,
  isRowError,
  isUniqueViolation,
} from './errors';
import { processSlot } from '@/lib/core/singleton';
export { statementBatcher } from './batch';
export { placeholderList, placeholderValues, plannedOnce, plannedPerCall } from './planning';

// server.mjs closes the handle by this name on shutdown.
const handleSlot = processSlot<DatabaseHandle>('ideasDb');
const migratedSlot = processSlot<Promise<void>>('ideasDbReady');

function openFromConfig(): DatabaseHandle {
  const config = getConfig();
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      timeoutMs: config.DATABASE_TIMEOUT_MS,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      prepare: config.DATABASE_PREPARED_STATEMENTS,
    });
  }
  return openPglite(path.join(config.DATA_DIR, 'pglite'), {
    timeoutMs: config.DATABASE_TIMEOUT_MS,
    maxWaitMs: config.DATABASE_MAX_WAIT_MS,
  });
}

/** The process-wide database handle, opened on first use from the configuration. */
export function getDatabase(): DatabaseHandle {
  return handleSlot.getOrCreate(openFromConfig);
}

export function getDb(): Database {
  return getDatabase().db;
}

/** Installs a handle (tests, scripts) in place of the configured one. */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  handleSlot.set(handle);
  migratedSlot.set(undefined);
  appliedSlot.set(undefined);
}

const appliedSlot = processSlot<boolean>('ideasDbMigrated');

/** Migrates the process-wide database once (a failed attempt may be retried). */
export function ensureMigrated(): Promise<void> {
  return migratedSlot.getOrCreate(() =>
    migrateDatabase(getDatabase()).then(
      () => appliedSlot.set(true),
      (error: unknown) => {
        migratedSlot.set(undefined);
        throw error;
      },
    ),
  );
}

/** Whether this process has brought the database's schema up to date (readiness). */
export function migrationsApplied(): boolean {
  return appliedSlot.get() === true;
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

/** Resolves when the database answers within `timeoutMs` (the embedded one: without queueing behind statements). */
export async function pingDatabase(timeoutMs = 1500): Promise<void> {
  await getDatabase().ping(timeoutMs);
}

/** Rows of a raw `db.execute()` result, whichever driver produced it. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A statement built once per database handle instead of on every call: building a query with
 * Drizzle (walking its columns and conditions into SQL text) costs more than many a statement
 * takes to run. For the few fixed-shape statements on every request's path (the viewer's user,
 * a token, one idea); values go in through `sql.placeholder`.
 */
export function preparedStatement<T>(build: (db: Database) => T): () => T {
  const statement = preparedStatements<undefined, T>(build);
  return () => statement(undefined);
}

/** Like preparedStatement, for a family of statements: one is built per key (a row count, say). */
export function preparedStatements<K, T>(build: (db: Database, key: K) => T): (key: K) => T {
  const byHandle = new WeakMap<Database, Map<K, T>>();
  return (key) => {
    const db = getDb();
    let statements = byHandle.get(db);
    if (!statements) byHandle.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, key);
      statements.set(key, statement);
    }
    return statement;
  };
}

/**
 * A consistent copy of the embedded database this process has open in `dir` (see
 * `EmbeddedDatabase.snapshot`); fails when this process has none open there.
 */
export async function snapshotEmbeddedDatabase(dir: string): Promise<EmbeddedSnapshot> {
  const embedded = embeddedDatabaseAt(dir);
  if (!embedded) throw new DatabaseUnavailableError(`No embedded database is open in ${dir}`);
  return embedded.snapshot();
}
