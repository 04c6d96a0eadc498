import 'server-only';
import { apiRoute, fail, type Handler } from './reply';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof METHODS)[number];

export interface RouteHandlers<C> {
  GET: Handler<C>;
  POST: Handler<C>;
  PUT: Handler<C>;
  DELETE: Handler<C>;
  PATCH: Handler<C>;
  OPTIONS: Handler<C>;
  /** Left to Next.js when there is a GET (it answers HEAD with GET's headers). */
  HEAD: Handler<C> | undefined;
}

/**
 * The handlers of one `/api` route file, for every method: the given ones wrapped by `apiRoute`
 * (every failure becomes the JSON error shape), the others a JSON 405 with `Allow`, and OPTIONS a
 * 204 with `Allow`. Route files export the lot:
 * `export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({ GET: … })`.
 */
export function apiRoutes<C = unknown>(handlers: Partial<Record<Method, Handler<C>>>): RouteHandlers<C> {
  const implemented = METHODS.filter((method) => handlers[method]);
  const allow = [...implemented, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ');
  const methodNotAllowed: Handler<C> = (request) =>
    fail(405, `This address does not accept ${request.method} requests; it accepts ${allow}`, undefined, {
      Allow: allow,
    });
  const pick = (method: Method) => {
    const handler = handlers[method];
    return handler ? apiRoute(handler) : methodNotAllowed;
  };
  return {
    GET: pick('GET'),
    POST: pick('POST'),
    PUT: pick('PUT'),
    DELETE: pick('DELETE'),
    PATCH: pick('PATCH'),
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }),
    HEAD: handlers.GET ? undefined : methodNotAllowed,
  };
}
