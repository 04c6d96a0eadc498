import 'server-only';
import path from 'node:path';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK_KEY = 727_001;

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), 'drizzle');
}

/**
 * Applies the committed migrations (schema and reference data); safe to run at every start.
 * Both databases are reached through postgres.js, so one migrator serves both.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsSchema = handle.schema ?? 'drizzle';
  // A locked or unreadable data directory says so itself, not as a failed migration query.
  await handle.open();
  const client = await handle.maintenance();
  try {
    if (handle.driver === 'pglite') {
      // One process holds the data directory: nobody to wait for.
      await migrate(client.db as unknown as PostgresJsDatabase, { migrationsFolder: migrationsFolder() });
      return;
    }
    if (handle.schema) await client.sql.unsafe(`CREATE SCHEMA IF NOT EXISTS "${handle.schema}"`);
    // Several instances may start at once: only one applies migrations, the others wait for it.
    await client.sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate(client.db as unknown as PostgresJsDatabase, {
        migrationsFolder: migrationsFolder(),
        migrationsSchema,
      });
    } finally {
      await client.sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.close();
  }
}
