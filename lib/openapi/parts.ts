import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import * as r from '@/lib/validation/replies';
import { FAILURE_EXAMPLES } from './reply-examples';

/** The building blocks of the OpenAPI document's paths, shared by every part of it. */

export const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
export const reply = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: json(schema),
});

/**
 * A public read: an unverifiable bearer token makes the caller anonymous instead of failing, and
 * the reply reports it in WWW-Authenticate.
 */
export const publicRead = (response: ZodOpenApiResponseObject): ZodOpenApiResponseObject => ({
  ...response,
  headers: z.object({
    'WWW-Authenticate': z.string().optional().meta({
      description:
        'Only when the bearer token sent could not be verified (the reply is the anonymous one): `Bearer error="invalid_token"`, or `Bearer error="invalid_request"` for a malformed Authorization header',
    }),
  }),
});

/** The failures, one registered response each, all of the one error shape, each with a real example. */
const failure = (
  status: keyof typeof FAILURE_EXAMPLES,
  id: string,
  description: string,
): ZodOpenApiResponseObject => ({
  id,
  description,
  content: { 'application/json': { schema: r.errorReplySchema, example: FAILURE_EXAMPLES[status] } },
});
const FAILURES = {
  400: failure('400', 'BadRequest', 'Bad input: `message` says what, `errors` names each field or parameter'),
  401: failure('401', 'Unauthorized', 'Not signed in (or an invalid or revoked token)'),
  403: failure('403', 'Forbidden', 'Signed in, but not allowed'),
  404: failure('404', 'NotFound', 'Missing (also for a malformed id)'),
  409: failure('409', 'Conflict', 'Conflicts with existing data'),
  413: failure('413', 'TooLarge', 'The file is too large'),
  415: failure('415', 'UnsupportedType', 'Wrong content type'),
  429: failure('429', 'RateLimited', 'Too many attempts; see Retry-After'),
  503: failure('503', 'Unavailable', 'The database is unavailable'),
};
export const failures = (...statuses: (keyof typeof FAILURES)[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), FAILURES[status]]));

export const idPath = (name: string, description: string) =>
  z.object({ [name]: z.string().meta({ description }) });
export const secured: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/** A query schema with each parameter described (the descriptions typed by the schema's keys). */
export const describedQuery = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  descriptions: Record<keyof Shape, string>,
) =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([name, field]) => [
        name,
        (field as z.ZodType).meta({ description: descriptions[name as keyof Shape] }),
      ]),
    ),
  );
