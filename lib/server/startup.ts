import 'server-only';
import { getConfig } from '@/lib/core/config';
import { ensureMigrated, getDatabase, isDatabaseUnavailable, migrateWhenReachable } from '@/lib/db';
import { logger } from '@/lib/core/log';

type Hook = () => Promise<void> | void;
const startupHooks: Hook[] = [];

/** Lets a domain (e.g. presence) start background work once the database is ready. */
export function onServerStart(hook: Hook): void {
  startupHooks.push(hook);
}

function stop(error: unknown): never {
  // One clear line, then stop: the process manager (or the person at the terminal) sees why.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Startup failed: ${message}`);
  process.exit(1);
}

async function databaseReady(started: number): Promise<void> {
  const config = getConfig();
  logger.info(
    {
      driver: getDatabase().driver,
      ms: Date.now() - started,
      dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    },
    'database ready',
  );
  for (const hook of startupHooks) await hook();
}

/**
 * Checks the configuration and migrates before the first request. A database server that cannot
 * be reached does not stop the server: it answers 503 (health included) and migrates as soon as
 * the database is back. A wrong configuration or a broken migration stops it.
 */
export async function startServerRuntime(): Promise<void> {
  const started = Date.now();
  try {
    getConfig();
    await ensureMigrated();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) stop(error);
    logger.warn({ err: error }, 'database unreachable at start: serving 503 until it is back');
    void migrateWhenReachable()
      .then(() => databaseReady(started))
      .catch(stop);
    return;
  }
  await databaseReady(started).catch(stop);
}
