import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { databaseBusy, isDatabaseUnavailable } from '@/lib/db';
import { DomainError, InvalidError, zodFieldErrors } from '@/lib/core/errors';
import { logger } from '@/lib/core/log';
import { ApiError, httpFailureOf } from './errors';
import {
  findUnacceptableText,
  JSON_TOO_DEEP_MESSAGE,
  jsonNestsDeeperThan,
  UNACCEPTABLE_TEXT,
  unacceptableTextMessage,
} from './request-input.mjs';

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

/** Turns any thrown value into the API's JSON error reply; never a stack trace, never HTML. */
export function errorReply(error: unknown): NextResponse {
  if (error instanceof ApiError) return fail(error.status, error.message, error.errors, error.headers);
  if (error instanceof DomainError) {
    const { status, headers } = httpFailureOf(error);
    return fail(status, error.message, error.fields, headers);
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    return fail(400, Object.values(errors)[0] ?? 'Invalid request', errors);
  }
  const busy = databaseBusy(error);
  if (busy) return fail(503, busy.message, undefined, { 'Retry-After': String(busy.retryAfterSeconds) });
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable');
    return fail(503, 'The database is unavailable. Please try again shortly.');
  }
  logger.error({ err: error }, 'unhandled error in API route');
  return fail(500, 'Something went wrong on our side. Please try again.');
}

export type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

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

/** 415 unless the request says its body is JSON (or says nothing). */
function assertJsonType(request: Request): void {
  const type = request.headers.get('content-type') ?? '';
  if (type && !type.includes('application/json')) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
}

/**
 * The one reading of a JSON body: 400 when it is not JSON, nests deeper than any call needs, or
 * holds text PostgreSQL cannot store — before any schema, rule or query sees it.
 */
export function parseJsonBody(text: string): unknown {
  if (jsonNestsDeeperThan(text)) throw new InvalidError(JSON_TOO_DEEP_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InvalidError('The request body is not valid JSON');
  }
  assertAcceptableText(body);
  return body;
}

/**
 * The body as text. A client that goes away mid-body makes the read fail with ECONNRESET: that is
 * the client's doing (400), not the database being unreachable, which the same code means there.
 */
async function bodyText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch {
    throw new ApiError(400, 'The request body could not be read: the connection closed before it ended');
  }
}

/** The parsed JSON body, or a 400 that says what is wrong with it. */
export async function readJson(request: Request): Promise<unknown> {
  assertJsonType(request);
  return parseJsonBody(await bodyText(request));
}

/** 400 naming the first field (key or value) holding NUL or invalid Unicode. */
export function assertAcceptableText(value: unknown): void {
  const field = findUnacceptableText(value);
  if (field !== null) throw new InvalidError(unacceptableTextMessage(field), { [field]: UNACCEPTABLE_TEXT });
}

/** Like readJson, but an empty body is `{}` (for calls whose body is optional). */
export async function readOptionalJson(request: Request): Promise<unknown> {
  const text = await bodyText(request);
  if (text.trim() === '') return {};
  assertJsonType(request);
  return parseJsonBody(text);
}
