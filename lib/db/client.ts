import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from '@/models';
import { lockDataDir } from './lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The postgres.js client (PostgreSQL only): LISTEN/NOTIFY and raw access. */
  sql?: postgres.Sql;
  /** The PGlite instance (embedded only). */
  pglite?: PGlite;
  /** Schema the tables live in (PostgreSQL; tests use one per run). */
  schema?: string;
  close(): Promise<void>;
}

/** Embedded PostgreSQL in `dir`, or in memory when `dir` is undefined. */
export function openPglite(dir?: string): DatabaseHandle {
  const release = dir ? lockDataDir(dir) : () => {};
  const client = new PGlite({ dataDir: dir ? path.resolve(dir) : undefined, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export interface PostgresOptions {
  max?: number;
  /** Put the tables in this schema (created if missing); `public` stays on the path for extensions. */
  schema?: string;
}

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: 5,
    idle_timeout: 30,
    onnotice: () => {},
    connection: options.schema ? { search_path: `"${options.schema}", public` } : {},
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    sql: client,
    schema: options.schema,
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
