import { readdirSync } from 'node:fs';
import path from 'node:path';

// The route files under app/api and the documented paths (/api/openapi.json) each one answers.

export const root = path.resolve(import.meta.dirname, '../..');
/** Answers 404 to every address no route claims: it is the absence of an API, not one. */
export const NOT_AN_API = 'app/api/[[...path]]/route.ts';

export function routeFiles(dir = path.join(root, 'app/api')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [path.relative(root, full)] : [];
  });
}

/** `app/api/ideas/[id]/route.ts` → the segments `api`, `ideas`, `[id]`. */
export const segmentsOf = (file: string) => path.dirname(file).split(path.sep).slice(1);

/** Whether a documented path (`/api/ideas/{id}`) is one the route's folder answers. */
export function answers(routeSegments: string[], documented: string): boolean {
  const docSegments = documented.split('/').slice(1);
  const catchAll = routeSegments.at(-1)?.startsWith('[...');
  if (catchAll ? docSegments.length < routeSegments.length : docSegments.length !== routeSegments.length)
    return false;
  return routeSegments.every((segment, index) => {
    if (segment.startsWith('[')) return true;
    return segment === docSegments[index];
  });
}

/**
 * The route file that serves a documented path, preferring literal folders (`/api/ideas/user/{id}`
 * over `/api/ideas/{id}`), and the params Next hands it: a `{name}` segment takes `values[name]`,
 * a literal one in a `[folder]` (`/approve` in `[action]`) is passed as it is.
 */
export function routeFor(
  documented: string,
  values: Record<string, string> = {},
): { file: string; params: Record<string, string> } {
  const candidates = routeFiles()
    .filter((file) => file !== NOT_AN_API && answers(segmentsOf(file), documented))
    .sort(
      (a, b) =>
        segmentsOf(a).filter((s) => s.startsWith('[')).length -
        segmentsOf(b).filter((s) => s.startsWith('[')).length,
    );
  const file = candidates[0];
  if (!file) throw new Error(`No route file answers ${documented}`);
  const docSegments = documented.split('/').slice(1);
  const params: Record<string, string> = {};
  segmentsOf(file).forEach((segment, index) => {
    const name = segment.match(/^\[(\w+)\]$/)?.[1];
    if (!name) return;
    const given = docSegments[index]!;
    const placeholder = given.match(/^\{(\w+)\}$/)?.[1];
    params[name] = placeholder ? (values[placeholder] ?? '') : given;
  });
  return { file, params };
}
