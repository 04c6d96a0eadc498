import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { entityKind } from 'drizzle-orm';

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

/** A failed query's error as it may travel: a DatabaseQueryError, or the driver's without user data. */
export function redacted(error: unknown): unknown {
  if (error instanceof DrizzleQueryError)
    return new DatabaseQueryError(error.query, withoutUserData(error.cause));
  return withoutUserData(error);
}

/** Drizzle's own classes (query builders, prepared statements, transactions) carry its entity marker. */
const isDrizzleObject = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.constructor === 'function' &&
  entityKind in value.constructor;

const wrapped = new WeakMap<object, object>();

/**
 * `target` (a Drizzle database, builder or prepared statement) as seen through a wrapper whose
 * failed queries reject with a DatabaseQueryError instead of Drizzle's error, which puts every
 * bound value (emails, password hashes, tokens) in its message. So no log line, error report or
 * error page can show them. Everything a method returns is wrapped the same way (the next
 * builder, a transaction's handle, a promise); rows come back untouched.
 */
export function withRedactedErrors<T extends object>(target: T): T {
  const known = wrapped.get(target);
  if (known) return known as T;
  const proxy = new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function' || typeof key === 'symbol' || key === 'constructor') return value;
      if (key === 'then') {
        return (onFulfilled?: (value: unknown) => unknown, onRejected?: (error: unknown) => unknown) =>
          (value as PromiseLike<unknown>['then']).call(object, onFulfilled, (error: unknown) => {
            if (onRejected) return onRejected(redacted(error));
            throw redacted(error);
          });
      }
      return (...args: unknown[]) => {
        // A transaction hands its callback a handle of its own: it is wrapped too.
        const passed = args.map((arg) =>
          typeof arg === 'function'
            ? (...inner: unknown[]) =>
                (arg as (...a: unknown[]) => unknown)(
                  ...inner.map((item) => (isDrizzleObject(item) ? withRedactedErrors(item) : item)),
                )
            : arg,
        );
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(object, passed);
        } catch (error) {
          throw redacted(error);
        }
        if (isDrizzleObject(result)) return withRedactedErrors(result);
        if (result instanceof Promise)
          return result.catch((error: unknown) => {
            throw redacted(error);
          });
        return result;
      };
    },
  });
  wrapped.set(target, proxy);
  return proxy;
}
