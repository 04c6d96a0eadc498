import 'server-only';
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/platform/rate-limit';
import { publicReader, requireViewer, viewerFromRequest } from '@/lib/identity';
import { anonymousRead, anonymousReadsCached } from '@/lib/cache';
import { getConfig } from '@/lib/core/config';
import { NotFoundError } from '@/lib/core/errors';
import { JsonText, withSuccess } from '@/lib/core/json-text';
import { announce } from '@/lib/events';
import { requireAdmin } from '@/lib/identity';
import { apiRoutes, jsonText, readJson, readOptionalJson, type RouteHandlers } from '@/lib/http';
import { readDocumentForm, readUploadForm } from '@/lib/http/upload-form';
import { changesOf, inputOf, type AnyOperation, type Call, type Method } from './operation';

type Context = { params?: Promise<Record<string, string | string[]>> };

/** Marks the handlers that serve an operation, so tests can tell them from hand-written ones. */
const SERVES = Symbol.for('ideas.operation');

async function bodyOf(operation: AnyOperation, request: Request): Promise<unknown> {
  switch (operation.body) {
    case 'json':
      return readJson(request);
    case 'optional-json':
      return readOptionalJson(request);
    case 'upload-form':
      return readUploadForm(request);
    case 'document-form':
      return readDocumentForm(request);
    default:
      return undefined;
  }
}

/** The viewer (and the headers a public read's reply carries), the path, the body, the client. */
async function callOf(
  operation: AnyOperation,
  request: Request,
  context: Context | undefined,
): Promise<{ call: Call; headers: Record<string, string> }> {
  const params = (context?.params ? await context.params : {}) as Record<string, string>;
  let viewer: Call['viewer'] = null;
  let headers: Record<string, string> = {};
  if (operation.auth === 'member') viewer = await requireViewer(request, operation.signIn);
  else if (operation.auth === 'admin') viewer = requireAdmin(await viewerFromRequest(request));
  else if (operation.auth === 'anonymous') {
    if (operation.method === 'GET') ({ viewer, headers } = await publicReader(request));
    else viewer = await viewerFromRequest(request);
  }
  const body = await bodyOf(operation, request);
  const client = { ip: clientAddress(request.headers), userAgent: request.headers.get('user-agent') ?? '' };
  const query = new URL(request.url).searchParams;
  const input = inputOf(operation, body, query);
  const readViewer = () => viewerFromRequest(request);
  const call = { viewer, params, body, input, query, client, headers: request.headers, request, readViewer };
  return { call, headers };
}

/** The JSON body of a result: the `{ success: true }` envelope unless the operation answers the result itself. */
export function replyBody(operation: AnyOperation, result: unknown): unknown {
  return operation.reply?.envelope === false ? result : { success: true, ...(result as object) };
}

/** The reply's JSON text: a result that is JSON text already is sent as it is (with the envelope). */
function replyText(operation: AnyOperation, result: unknown): string {
  if (!(result instanceof JsonText)) return JSON.stringify(replyBody(operation, result));
  return operation.reply?.envelope === false ? result.text : withSuccess(result.text);
}

function serve(operation: AnyOperation) {
  const handler = async (request: Request, context?: Context): Promise<Response> => {
    const { call, headers } = await callOf(operation, request, context);
    if (operation.anonymousCacheKey && call.viewer === null) {
      const produce = async () => replyText(operation, await operation.run(call));
      // The key is only worked out when replies are kept (it may parse the query, as `run` does).
      const text = anonymousReadsCached()
        ? await anonymousRead(operation.anonymousCacheKey(call), produce)
        : await produce();
      return jsonText(text, request, { sharedSeconds: getConfig().API_CACHE_SECONDS, headers });
    }
    const result: unknown = await operation.run(call);
    for (const change of changesOf(operation, result)) announce(change);
    if (operation.respond) return operation.respond(result, call);
    const shape = operation.reply ?? {};
    const status = typeof shape.status === 'function' ? shape.status(result) : (shape.status ?? 200);
    const replyHeaders: Record<string, string> = { ...headers };
    if (shape.cacheControl) replyHeaders['cache-control'] = shape.cacheControl;
    if (result instanceof JsonText)
      return new Response(replyText(operation, result), {
        status,
        headers: { 'content-type': 'application/json', ...replyHeaders },
      });
    return NextResponse.json(replyBody(operation, result), { status, headers: replyHeaders });
  };
  return handler;
}

/**
 * The handlers of one route file from its operations, one per method: every failure becomes the
 * JSON error shape, other methods a JSON 405 with `Allow` (lib/http's `apiRoutes`).
 * `export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: listIdeas, … })`.
 */
export function toRoutes<C = unknown>(operations: Partial<Record<Method, AnyOperation>>): RouteHandlers<C> {
  const handlers = Object.fromEntries(
    Object.entries(operations).map(([method, operation]) => [method, serve(operation)]),
  );
  const routes = apiRoutes<C>(handlers as Parameters<typeof apiRoutes<C>>[0]);
  for (const [method, operation] of Object.entries(operations)) mark(routes[method as Method], [operation]);
  return routes;
}

/**
 * The handlers of a route file whose segment `param` names the action (`/api/access-requests/{id}/{action}`):
 * each action has its own operations (and its own documented path); an unknown action is a JSON 404,
 * before anything else is looked at.
 */
export function toRoutesByParam<C extends { params: Promise<Record<string, string>> }>(
  param: string,
  actions: Record<string, Partial<Record<Method, AnyOperation>>>,
): RouteHandlers<C> {
  return toRoutesBy<C>((params) => params[param] ?? '', actions);
}

/**
 * The handlers of a route file whose operations differ by the path's parameters (`{revision}` and
 * `{revision}.pdf`): `pick` names the action of a call's parameters, each action has its own
 * operations; an unknown action is a JSON 404.
 */
export function toRoutesBy<C extends { params: Promise<Record<string, string>> }>(
  pick: (params: Record<string, string>) => string,
  actions: Record<string, Partial<Record<Method, AnyOperation>>>,
): RouteHandlers<C> {
  const routesOf = new Map(
    Object.entries(actions).map(([action, operations]) => [action, toRoutes<C>(operations)]),
  );
  const methods = [
    ...new Set(Object.values(actions).flatMap((operations) => Object.keys(operations))),
  ] as Method[];
  const dispatch = (method: Method) => async (request: Request, context: C) => {
    const routes = routesOf.get(pick(await context.params));
    if (!routes) throw new NotFoundError('Not found');
    return routes[method](request, context);
  };
  const routes = apiRoutes<C>(Object.fromEntries(methods.map((method) => [method, dispatch(method)])));
  for (const method of methods)
    mark(
      routes[method],
      Object.values(actions).flatMap((operations) => operations[method] ?? []),
    );
  return routes;
}

function mark(handler: unknown, operations: AnyOperation[]): void {
  Object.assign(handler as object, { [SERVES]: operations });
}

/** The operations a route handler serves (none for a hand-written handler). */
export function operationsServedBy(handler: unknown): AnyOperation[] {
  return typeof handler === 'function' ? ((handler as { [SERVES]?: AnyOperation[] })[SERVES] ?? []) : [];
}
