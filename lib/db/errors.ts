import 'server-only';
// Recognized by `code`, not `instanceof`: Next may load this module more than once in one
// process, and the copy that throws is not always the copy that checks.

/** The database could not be reached, or did not answer in time: the API answers 503. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/** The embedded database has more waiting work than it can do within its queue bound: 503. */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(readonly retryAfterSeconds: number) {
    super('The server is busy, try again');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Error codes that mean "the database cannot be reached (now)", as opposed to a bad query:
 * socket failures, postgres.js connection states, and the server's shutdown, start-up, crash
 * recovery, too-many-connections and statement-timeout answers.
 */
export const CONNECTION_ERROR_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);

/** Codes among those that say nothing about reachability: a slow statement or a missed deadline. */
const SLOW_NOT_LOST = new Set(['57014', 'DATABASE_UNAVAILABLE']);

function someError(error: unknown, test: (current: unknown) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (test(current)) return true;
    const errors = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(errors) && errors.some((inner) => someError(inner, test))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** True for errors that mean "the database cannot be reached", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someError(error, (current) => CONNECTION_ERROR_CODES.has(codeOf(current) ?? ''));
}

/** True when the connection itself failed (the server went away), not merely a slow statement. */
export function isConnectionLost(error: unknown): boolean {
  return someError(error, (current) => {
    const code = codeOf(current);
    return code !== undefined && CONNECTION_ERROR_CODES.has(code) && !SLOW_NOT_LOST.has(code);
  });
}

/**
 * True when a statement failed because of the data of a row it wrote: a data exception (SQLSTATE
 * class 22) or an integrity constraint violation (class 23), not the connection or the statement.
 */
export function isRowError(error: unknown): boolean {
  return someError(error, (current) => /^2[23][0-9A-Z]{3}$/.test(codeOf(current) ?? ''));
}

/** True when a statement broke a unique index (SQLSTATE 23505): another row already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return someError(error, (current) => codeOf(current) === '23505');
}

/** The DatabaseBusyError behind an error (Drizzle wraps driver errors in its own), if any. */
export function databaseBusy(error: unknown): DatabaseBusyError | null {
  let found: DatabaseBusyError | null = null;
  someError(error, (current) => {
    if (codeOf(current) === 'DATABASE_BUSY') found = current as DatabaseBusyError;
    return found !== null;
  });
  return found;
}
