/** Builds requests for route handlers and reads their JSON replies. */
export const BASE_URL = 'http://localhost:3000';

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;

export interface JsonReply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  handler: unknown,
  path: string,
  { method = 'GET', body, headers = {}, params = {} }: CallOptions = {},
): Promise<JsonReply<T>> {
  const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers } };
  if (body instanceof FormData) {
    // Encoded as a browser sends it over the wire: with its boundary and a Content-Length.
    const encoded = new Response(body);
    init.body = await encoded.arrayBuffer();
    init.headers['content-type'] ??= encoded.headers.get('content-type')!;
    init.headers['content-length'] ??= String(init.body.byteLength);
  } else if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers['content-type'] ??= 'application/json';
  }
  const response = await (handler as RouteHandler)(new Request(new URL(path, BASE_URL), init), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `Expected JSON from ${method} ${path} (status ${response.status}), got: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}
