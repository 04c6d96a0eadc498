// The route template of a request path ('/ideas/[id]' for '/ideas/3f2a…'), read from the build's
// routes manifest: metrics and traces name routes, never raw paths (whose ids would make a new
// series per idea). Plain JavaScript: server.mjs uses it before Next sees the request.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths no page or route handler serves: Next's static files, images, and the rest. */
const STATIC_PREFIX = '/_next/static/';
const IMAGE_PATH = '/_next/image';
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * @param {string} distDir the build directory (`.next`)
 * @returns {(pathname: string) => string} the template of a path, `(unmatched)` for paths no route serves
 */
export function routeTemplates(distDir) {
  /** @type {{ staticRoutes?: { page: string }[], dynamicRoutes?: { page: string, regex: string }[] }} */
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  } catch {
    // A development server writes no manifest up front: every path is unmatched.
  }
  const fixed = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    pattern: new RegExp(route.regex),
  }));
  return (pathname) => {
    if (fixed.has(pathname)) return pathname;
    if (pathname.startsWith(STATIC_PREFIX)) return '/_next/static';
    if (pathname === IMAGE_PATH) return IMAGE_PATH;
    // A trailing slash is redirected by Next; the template is the route's.
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (fixed.has(trimmed)) return trimmed;
    for (const route of dynamic) if (route.pattern.test(pathname)) return route.page;
    return UNMATCHED_ROUTE;
  };
}
