import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * A failed query, without its parameters. Drizzle's own error puts every parameter in its message
 * (emails, password hashes, tokens), and the drivers attach them to the error too; this one keeps
 * the SQL text, the driver's code and message, and nothing that came from a user.
 */
export class DatabaseQueryError extends Error {
  constructor(
    readonly query: string,
    cause: unknown,
  ) {
    super(`Failed query: ${query}`, { cause });
    this.name = 'DatabaseQueryError';
  }
}

/** Driver error fields that can hold user data: bound values, the row in a constraint's detail. */
const DATA_FIELDS = ['params', 'parameters', 'args', 'queryOptions', 'detail', 'where', 'internalQuery'];

/** The driver's error with the fields that can carry user data removed. */
export function withoutUserData<T>(error: T): T {
  if (error && typeof error === 'object') {
    for (const field of DATA_FIELDS) Reflect.deleteProperty(error, field);
  }
  return error;
}

type QueryRunner = (
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;
const prototype = PgPreparedQuery.prototype as unknown as {
  queryWithCache: QueryRunner & { redacted?: true };
};

/**
 * Makes every Drizzle query (both drivers, transactions included) fail with a DatabaseQueryError
 * instead of an error carrying its parameters, so no log line, Next.js error report or error page
 * can show them. Idempotent.
 */
export function redactQueryErrors(): void {
  const original = prototype.queryWithCache;
  if (original.redacted) return;
  const redacted: QueryRunner & { redacted?: true } = async function (
    this: unknown,
    queryString,
    params,
    query,
  ) {
    try {
      return await original.call(this, queryString, params, query);
    } catch (error) {
      if (error instanceof DrizzleQueryError)
        throw new DatabaseQueryError(error.query, withoutUserData(error.cause));
      throw withoutUserData(error);
    }
  };
  redacted.redacted = true;
  prototype.queryWithCache = redacted;
}
