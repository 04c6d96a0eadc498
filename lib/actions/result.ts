import 'server-only';
import { ZodError } from 'zod';
import { ConflictError, DomainError, zodFieldErrors } from '@/lib/core/errors';
import { logger } from '@/lib/core/log';

/**
 * What a server action of our own pages answers: the same sentences and field errors as the API;
 * `conflict` where the API says 409 (reported or asked before: often the outcome, not an error).
 */
export type ActionResult<T = null> =
  { ok: true; data: T } | { ok: false; message: string; errors?: Record<string, string>; conflict?: true };

/**
 * A failure thrown by a `lib/` function as an action result: a domain refusal keeps its sentence
 * and field errors (as the API's JSON would); anything else is logged and answered with `fallback`.
 */
export function actionFailure(error: unknown, fallback: string): ActionResult<never> {
  if (error instanceof ConflictError)
    return { ok: false, message: error.message, errors: error.fields, conflict: true };
  if (error instanceof DomainError) return { ok: false, message: error.message, errors: error.fields };
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    return { ok: false, message: Object.values(errors)[0] ?? fallback, errors };
  }
  logger.error({ err: error }, 'server action failed');
  return { ok: false, message: fallback };
}
