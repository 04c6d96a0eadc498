import 'server-only';
import type { z } from 'zod';
import { InvalidError, zodFieldErrors } from '@/lib/core/errors';

/** The body parsed by `schema`, or a 400 naming each field to correct. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InvalidError('The request body must be a JSON object');
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error);
    throw new InvalidError(Object.values(fields)[0] ?? 'Invalid request', fields);
  }
  return parsed.data;
}
