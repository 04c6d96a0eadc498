import 'server-only';
import type { z } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';
import { InvalidError } from '@/lib/core/errors';
import type { Change } from '@/lib/events';
import type { Viewer } from '@/models';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call an operation:
 * - `anonymous`: anyone; `viewer` is the signed-in member or null. On a read (GET) a bearer token
 *   that cannot be verified counts as anonymous (and the reply says so in WWW-Authenticate); on a
 *   write it is a 401.
 * - `member`: a signed-in member; anyone else gets 401 with `signIn`.
 * - `admin`: an admin; for anyone else the call does not exist (404), as the admin area does not.
 * - `none`: the caller is not looked at (registration, one-click links that carry their own proof).
 */
export type Access = 'anonymous' | 'member' | 'admin' | 'none';

type ViewerOf<A extends Access> = A extends 'member' | 'admin'
  ? Viewer
  : A extends 'anonymous'
    ? Viewer | null
    : null;

/** Where a call came from, for rate limits and the records some rules keep (signed NDAs). */
export interface Client {
  ip: string;
  userAgent: string;
}

/** One call of an operation, as both adapters (route and server action) hand it over. */
export interface Call<A extends Access = Access, P = Record<string, string>, I = unknown> {
  viewer: ViewerOf<A>;
  /** The path's parameters (`{ id }` of /api/ideas/{id}). */
  params: P;
  /** The JSON body (`{}` for an optional body left empty); `undefined` for operations without one. */
  body: unknown;
  /** What `input` parsed from the body (or, for a call without one, the query); `undefined` without `input`. */
  input: I;
  query: URLSearchParams;
  client: Client;
  /** The request's headers (a server action's too), for what a rule reads from them (cookies to end). */
  headers: Headers;
  /** The HTTP request, for what only it carries (a stream's abort signal); null in a server action. */
  request: Request | null;
  /**
   * The caller, read only when the rule asks: for `none` calls that look at the caller in some
   * cases only (a file that is public to anyone, a token made with a password), so that an
   * unverifiable bearer token fails those cases (401), and only those.
   */
  readViewer: () => Promise<Viewer | null>;
}

/** How a result becomes the HTTP reply, when it is not `{ success: true, ...result }` with 200. */
export interface ReplyShape<R> {
  /** 200 by default. */
  status?: number | ((result: R) => number);
  /** `false`: the result itself is the body (the spec's calls that answer an idea or a user). */
  envelope?: boolean;
  /** The reply's Cache-Control (the reply is never kept by default). */
  cacheControl?: string;
}

/**
 * One use case of the API: who may call it, what it reads, what it changes, what it runs and how
 * it is documented. `toRoutes` serves it over HTTP, `toAction` to our own forms; both check the
 * caller, read the input, map errors and announce `changes` the same way.
 */
export interface Operation<A extends Access = Access, P = Record<string, string>, R = unknown, I = unknown> {
  method: Method;
  /** The OpenAPI path, e.g. `/api/ideas/{id}`. */
  path: string;
  auth: A;
  /** The 401 sentence for `member` operations, e.g. 'Please sign in to submit an idea'. */
  signIn?: string;
  /**
   * The request body: JSON (`json`), JSON that may be left out (`optional-json`), a multipart
   * upload (`upload-form`: `{ file, kind }`; `document-form`: `{ file }`, size-checked before reading), or none.
   */
  body?: 'json' | 'optional-json' | 'upload-form' | 'document-form';
  /**
   * The schema of the call's input: its JSON body or, for a call without a body, its query
   * parameters. Both adapters parse it once, before `run`, which gets `call.input` typed; a body
   * that is not a JSON object, or fails the schema, is a 400 naming each field to correct.
   */
  input?: z.ZodType<I>;
  /** What a successful call changes, announced to the caches (lib/events) after it; or which, by its result. */
  changes?: readonly Change[] | ((result: R) => readonly Change[]);
  run(call: Call<A, P, I>): Promise<R>;
  reply?: ReplyShape<R>;
  /**
   * Anonymous calls share one reply, kept as JSON text in memory (lib/cache): the key of the call,
   * e.g. the idea's id. Only for reads whose result depends on nothing but the key.
   */
  anonymousCacheKey?: (call: Call<A, P, I>) => string;
  /** For replies that are not JSON of the result (files, streams, cookies). */
  respond?: (result: R, call: Call<A, P, I>) => Response | Promise<Response>;
  docs: ZodOpenApiOperationObject;
}

/** Declares an operation; the types of `run`'s call follow from `auth`. */
export function defineOperation<A extends Access, P = Record<string, string>, R = unknown, I = unknown>(
  operation: Operation<A, P, R, I>,
): Operation<A, P, R, I> {
  return operation;
}

/** Any operation, whatever its types (for registries and adapters). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any, any>;

/** What a call of `operation` that answered `result` changed. */
export function changesOf<R>(
  operation: Operation<Access, unknown, R, unknown>,
  result: R,
): readonly Change[] {
  const { changes = [] } = operation;
  return typeof changes === 'function' ? changes(result) : changes;
}

/** The call's input as the operation's `input` schema reads it (see `Operation.input`). */
export function inputOf(operation: AnyOperation, body: unknown, query: URLSearchParams): unknown {
  if (!operation.input) return undefined;
  let raw: unknown = Object.fromEntries(query);
  if (operation.body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new InvalidError('The request body must be a JSON object');
    raw = body;
  }
  const parsed = operation.input.safeParse(raw);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  return parsed.data;
}
