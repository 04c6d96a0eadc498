import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '@/lib/db';
import { logger } from '@/lib/log';
import { ApiError, badRequest } from './errors';

export type JsonBody = Record<string, unknown>;

/** `{ success: true, ... }` with the given status. */
export function ok(body: JsonBody = {}, init: ResponseInit = {}): NextResponse {
  return NextResponse.json({ success: true, ...body }, { status: 200, ...init });
}

/** `{ success: false, message, errors? }`: the one error shape of the API. */
export function fail(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
): NextResponse {
  return NextResponse.json(
    { success: false, message, ...(errors && Object.keys(errors).length ? { errors } : {}) },
    { status, headers },
  );
}

/** Field → first message, from a zod error; the top-level message is the first of them. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Turns any thrown value into the API's JSON error reply; never a stack trace, never HTML. */
export function errorReply(error: unknown): NextResponse {
  if (error instanceof ApiError) return fail(error.status, error.message, error.errors, error.headers);
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    return fail(400, Object.values(errors)[0] ?? 'Invalid request', errors);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable');
    return fail(503, 'The database is unavailable. Please try again shortly.');
  }
  logger.error({ err: error }, 'unhandled error in API route');
  return fail(500, 'Something went wrong on our side. Please try again.');
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps a route handler so every failure becomes the JSON error shape. */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorReply(error);
    }
  };
}

/** The parsed JSON body, or a 400 that says the body is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type && !type.includes('application/json')) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  try {
    return await request.json();
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** Like readJson, but an empty body is `{}` (for calls whose body is optional). */
export async function readOptionalJson(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  return readJson(request);
}
