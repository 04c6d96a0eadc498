import 'server-only';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from '@/models';
import { EmbeddedDatabase } from './embedded';
import { DatabaseGate, gatedClient } from './gate';
import { PLANNED_ONCE_PLANNING, PLANNING } from './planning';
import { withRedactedErrors } from './query-errors';
import { readGauge } from '@/lib/core/metrics.mjs';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A client without deadlines or queue bounds, for migrations and bulk loads. */
export interface MaintenanceClient {
  db: Database;
  sql: postgres.Sql;
  close(): Promise<void>;
}

export interface DatabaseHandle {
  /** Drizzle over the gated client: every call has a deadline (and a queue bound when embedded). */
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The gated postgres.js client: raw statements, LISTEN/NOTIFY (PostgreSQL). */
  sql: postgres.Sql;
  /** Schema the tables live in (PostgreSQL; tests use one per run). */
  schema?: string;
  gate: DatabaseGate;
  /** Resolves once the database can take statements; the embedded one: its directory locked and PGlite open. */
  open(): Promise<void>;
  /** Resolves when the database answers within `timeoutMs`, without queueing behind other work. */
  ping(timeoutMs: number): Promise<void>;
  maintenance(): Promise<MaintenanceClient>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Deadline of one call, in ms (statement_timeout on PostgreSQL too). */
  timeoutMs?: number;
}

export interface EmbeddedOptions extends DatabaseOptions {
  /** Refuse new calls while the waiting work would take longer than this (ms). */
  maxWaitMs?: number;
  /** In memory only: start from this snapshot's tarball (`EmbeddedDatabase.snapshot`), not empty. */
  startFrom?: string;
}

export interface PostgresOptions extends DatabaseOptions {
  max?: number;
  /** Put the tables in this schema (created if missing); `public` stays on the path for extensions. */
  schema?: string;
  /** Deadline of one connection attempt, in ms. */
  connectTimeoutMs?: number;
  /** Named prepared statements (see `gatedClient`); off behind a pooler in transaction mode. */
  prepare?: boolean;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * No JIT compilation on PostgreSQL: it starts on statements whose estimated cost is high (a search
 * over a million ideas) and spends tens of milliseconds compiling to save fewer (seen: 70 of a
 * search's 149 ms). The statements of a web request are short.
 */
const NO_JIT = { jit: 'off' } as const;
/**
 * No parallel workers for the statements of web requests: many requests run at once, so the cores
 * are busy anyway, and a search over a common word planned as a parallel scan of the whole table
 * (seen: 98 ms on both cores of the development machine) takes them from every other request; run
 * alone, the same search walks the newest ideas and stops at its candidates.
 */
const NO_PARALLEL = { max_parallel_workers_per_gather: '0' } as const;
/** Reconnection after a failure is tried again within this many seconds (postgres.js backs off up to 20 s). */
const MAX_BACKOFF_SECONDS = 0.25;

/**
 * Embedded PostgreSQL (PGlite) in `dir`, or in memory when `dir` is undefined. It runs in a worker
 * thread and is reached through postgres.js, like a server: one connection, so statements queue
 * in order, and the gate refuses new ones while the queue is longer than `maxWaitMs` of work.
 */
export function openPglite(dir?: string, options: EmbeddedOptions = {}): DatabaseHandle {
  const embedded = new EmbeddedDatabase(dir, dir ? undefined : options.startFrom);
  // Start now: a locked directory or a broken data dir shows up at once, not at the first query.
  embedded.start().catch(() => {});
  // `socket` is a documented postgres.js option that its type definitions leave out.
  const connect = (max: number) =>
    postgres({
      socket: () => embedded.connect(),
      host: 'pglite',
      user: 'postgres',
      database: 'postgres',
      max,
      // Opening a fresh data directory (initdb) takes a few seconds on a busy machine.
      connect_timeout: 60,
      idle_timeout: 0,
      max_lifetime: null,
      backoff: () => MAX_BACKOFF_SECONDS,
      onnotice: () => {},
    } as postgres.Options<Record<string, never>>);
  const raw = connect(1);
  const gate = new DatabaseGate({
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxWaitMs: options.maxWaitMs ?? 3000,
    // Until the worker has reported, assume a fast statement: a cold start is no overload.
    serviceCostMs: () => embedded.costMs ?? 1,
  });
  const client = gatedClient(raw, gate, { prepare: true, driver: 'pglite' });
  // The embedded database serves one call at a time: the calls pending are its queue.
  readGauge('db_calls_pending', () => [{ labels: { driver: 'pglite' }, value: gate.pending }]);
  return {
    db: withRedactedErrors(drizzle(client, { schema }) as unknown as Database),
    driver: 'pglite',
    sql: client,
    gate,
    open: async () => {
      await embedded.start();
    },
    ping: (timeoutMs) => embedded.ping(timeoutMs),
    async maintenance() {
      return {
        db: withRedactedErrors(drizzle(raw, { schema }) as unknown as Database),
        sql: raw,
        close: async () => {},
      };
    },
    async close() {
      await raw.end({ timeout: 5 }).catch(() => {});
      await embedded.close();
    },
  };
}

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const searchPath = options.schema ? { search_path: `"${options.schema}", public` } : {};
  const connect = (max: number, statementTimeoutMs: number, planning: object = PLANNING) =>
    postgres(url, {
      max,
      connect_timeout: (options.connectTimeoutMs ?? 1500) / 1000,
      idle_timeout: 30,
      // postgres.js waits up to 20 s between reconnection attempts after failures; a server that is
      // back should be used within a second.
      backoff: (retries: number) => Math.min(0.02 * 2 ** retries, MAX_BACKOFF_SECONDS),
      onnotice: () => {},
      // postgres.js's own statements (the array types it reads once) follow the same setting.
      prepare: options.prepare ?? true,
      connection: {
        ...searchPath,
        statement_timeout: statementTimeoutMs,
        ...planning,
        ...NO_JIT,
        ...NO_PARALLEL,
      },
    });
  const poolSize = options.max ?? 10;
  const prepare = options.prepare ?? true;
  const raw = connect(poolSize, timeoutMs);
  // The statements planned once (lib/db/planning.ts) have a pool of their own, opened as they come;
  // behind a pooler no statement is named, so none keeps a plan.
  const plannedOnce = prepare ? connect(poolSize, timeoutMs, PLANNED_ONCE_PLANNING) : undefined;
  const gate = new DatabaseGate({ timeoutMs, maxWaitMs: null, breaker: { probeMs: 100 } });
  const client = gatedClient(raw, gate, { prepare, driver: 'postgres', plannedOnce });
  readGauge('db_calls_pending', () => [{ labels: { driver: 'postgres' }, value: gate.pending }]);
  // postgres.js does not tell its connections' states: a call under way holds one connection.
  readGauge('db_pool_connections', () => {
    const inUse = Math.min(gate.pending, poolSize);
    return [
      { labels: { state: 'in_use' }, value: inUse },
      { labels: { state: 'idle' }, value: poolSize - inUse },
    ];
  });
  return {
    db: withRedactedErrors(drizzle(client, { schema }) as unknown as Database),
    driver: 'postgres',
    sql: client,
    schema: options.schema,
    gate,
    open: async () => {},
    async ping(pingTimeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The database did not answer in time')), pingTimeoutMs);
      });
      try {
        await Promise.race([client.unsafe('select 1'), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async maintenance() {
      // Migrations may rewrite big tables: no statement timeout, one connection of its own.
      const sql = connect(1, 0);
      return {
        db: withRedactedErrors(drizzle(sql, { schema }) as unknown as Database),
        sql,
        close: () => sql.end({ timeout: 5 }),
      };
    },
    async close() {
      await Promise.all([raw.end({ timeout: 5 }), plannedOnce?.end({ timeout: 5 })]);
    },
  };
}
