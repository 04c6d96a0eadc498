import 'server-only';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedTypeError,
} from '@/lib/core/errors';

/**
 * A failure of the HTTP exchange itself (a missing Content-Length, a body that is not JSON): what
 * lib/http and route files throw. The application's own failures are domain errors (lib/core/errors).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const STATUS_OF: [new (...args: never[]) => DomainError, number][] = [
  [InvalidError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedTypeError, 415],
  [RateLimitedError, 429],
  [UnavailableError, 503],
];

/** The HTTP status and headers of a domain error. */
export function httpFailureOf(error: DomainError): { status: number; headers?: Record<string, string> } {
  const status = STATUS_OF.find(([type]) => error instanceof type)?.[1] ?? 500;
  if (error instanceof UnauthorizedError && error.bearerRefusal)
    return { status, headers: { 'WWW-Authenticate': `Bearer error="${error.bearerRefusal}"` } };
  if (error instanceof RateLimitedError)
    return { status, headers: { 'Retry-After': String(Math.max(1, error.retryAfterSeconds)) } };
  return { status };
}
