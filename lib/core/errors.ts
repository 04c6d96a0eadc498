import type { ZodError } from 'zod';

/**
 * The failures of the application, named by what went wrong rather than by HTTP status. lib/
 * throws them; `apiRoute` (lib/http) turns them into statuses and the JSON error shape, pages
 * into `notFound()`, `redirect()` or their error boundary. Messages are meant for the user.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Field (dotted path) → message, for input that can be corrected. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule; `fields` names what to correct. */
export class InvalidError extends DomainError {
  /** From a zod error: every field's first message, the first of them as the message. */
  static fromZod(error: ZodError, fallback = 'Invalid request'): InvalidError {
    const fields = zodFieldErrors(error);
    return new InvalidError(Object.values(fields)[0] ?? fallback, fields);
  }
}

/** Why a bearer credential identifies nobody, as RFC 6750 names it. */
export type BearerRefusal = 'invalid_request' | 'invalid_token';

/** Nobody (or nobody we may trust) is signed in. */
export class UnauthorizedError extends DomainError {
  constructor(
    message = 'Please sign in',
    /** Set when a bearer credential was refused: the reply names the reason. */
    readonly bearerRefusal?: BearerRefusal,
  ) {
    super(message);
  }
}

/** The viewer is known but may not do this. */
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
  }
}

/** The input clashes with what exists (an email already in use). */
export class ConflictError extends DomainError {}

/** A file or body over its size limit. */
export class TooLargeError extends DomainError {}

/** A file of a type we do not accept. */
export class UnsupportedTypeError extends DomainError {}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service we depend on (Firebase) cannot be reached now. */
export class UnavailableError extends DomainError {}

/** Field (dotted path) → first message, from a zod error. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
