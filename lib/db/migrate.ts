import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK_KEY = 727_001;

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), 'drizzle');
}

/** Applies the committed migrations (schema and reference data); safe to run at every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsSchema = handle.schema ?? 'drizzle';
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolder() });
    return;
  }
  if (handle.schema) await handle.db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${handle.schema}"`));
  // Several instances may start at once: only one applies migrations, the others wait for it.
  const sqlClient = handle.sql!;
  const reserved = await sqlClient.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, {
      migrationsFolder: migrationsFolder(),
      migrationsSchema,
    });
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    reserved.release();
  }
}
