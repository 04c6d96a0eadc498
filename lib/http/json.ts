import 'server-only';

/**
 * A 200 reply of JSON text serialized already (an anonymous read kept in memory). Without
 * credentials in the request it may be kept by shared caches (a CDN, a reverse proxy) for
 * `sharedSeconds`; browsers ask again each time, so a visitor who signs in never sees it.
 */
export function jsonText(
  text: string,
  request: Request,
  { sharedSeconds, headers = {} }: { sharedSeconds: number; headers?: Record<string, string> },
): Response {
  const anonymous = !request.headers.has('authorization') && !request.headers.has('cookie');
  const cacheControl =
    anonymous && sharedSeconds > 0 ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'no-cache';
  return new Response(text, {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'cache-control': cacheControl,
      vary: 'Origin, Cookie, Authorization',
      ...headers,
    },
  });
}
