import { getConfig } from '@/lib/config';
import { ensureMigrated, getDatabase } from '@/lib/db';
import { logger } from '@/lib/log';

type Hook = () => Promise<void> | void;
const startupHooks: Hook[] = [];

/** Lets a domain (e.g. presence) start background work once the database is ready. */
export function onServerStart(hook: Hook): void {
  startupHooks.push(hook);
}

export async function startServerRuntime(): Promise<void> {
  try {
    const config = getConfig();
    const started = Date.now();
    await ensureMigrated();
    logger.info(
      { driver: getDatabase().driver, ms: Date.now() - started, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR },
      'database ready',
    );
    for (const hook of startupHooks) await hook();
  } catch (error) {
    // One clear line, then stop: the process manager (or the person at the terminal) sees why.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Startup failed: ${message}`);
    process.exit(1);
  }
}
