import 'server-only';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/models';
import { getMetrics } from '@/lib/core/metrics.mjs';
import { startClientSpan } from '@/lib/core/tracing';
import { DatabaseBusyError, DatabaseUnavailableError } from './errors';

/** What a statement does and to which table: the name of its metrics and span, never its values. */
export interface StatementName {
  operation: string;
  table: string;
}

const OPERATIONS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'set',
  'create',
  'alter',
  'drop',
]);
const TABLE = /\b(?:from|into|update|join)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
/** The application's tables: a name after FROM that is not one (`extract(epoch from …)`) is skipped. */
const TABLES = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);
const names = new Map<string, StatementName>();

function firstTable(text: string): string {
  for (const match of text.matchAll(TABLE)) {
    const table = match[1]!.toLowerCase();
    if (TABLES.has(table)) return table;
  }
  return '';
}

/**
 * Names a statement by its first keyword and the first table it reads or writes ('select ideas'):
 * the statements come from the code, so there are few names; each text is read once.
 */
export function statementName(text: string): StatementName {
  let name = names.get(text);
  if (!name) {
    const keyword = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
    name = {
      operation: OPERATIONS.has(keyword) ? keyword : 'other',
      table: firstTable(text),
    };
    // Statements are built by the code, but a bound on the map costs nothing.
    if (names.size > 5000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** The kind of a failed call, for `db_call_errors_total`. */
function failureKind(error: unknown): string {
  if (error instanceof DatabaseBusyError) return 'busy';
  if (error instanceof DatabaseUnavailableError) return 'unavailable';
  return 'statement';
}

/**
 * Follows one database call: its duration and failure in the metrics, and a child span of the
 * request's when tracing. Returns the function to call when the call settles.
 */
export function observeCall(driver: string, name: StatementName): (error?: unknown) => void {
  const started = performance.now();
  const endSpan = startClientSpan(name.table ? `${name.operation} ${name.table}` : name.operation, {
    'db.system.name': 'postgresql',
    'db.operation.name': name.operation,
    ...(name.table ? { 'db.collection.name': name.table } : {}),
    'db.driver': driver,
  });
  return (error) => {
    const metrics = getMetrics();
    metrics.dbDuration.observe({ driver, ...name }, (performance.now() - started) / 1000);
    if (error !== undefined) metrics.dbErrors.inc({ driver, kind: failureKind(error) });
    endSpan?.(error);
  };
}

/** Counts a call the gate refused before it started (the embedded database is busy, the server away). */
export function observeRefusal(driver: string, error: unknown): void {
  getMetrics().dbErrors.inc({ driver, kind: failureKind(error) });
}
