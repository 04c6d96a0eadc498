import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/lib/openapi/document';
import { OPERATIONS } from '@/lib/operations';
import type { AnyOperation } from '@/lib/operations/operation';
import { operationsServedBy } from '@/lib/operations/route';
import { answers, NOT_AN_API, root, routeFiles, segmentsOf } from '../support/api-routes';

// Every route file under app/api is in /api/openapi.json with each method it answers, and the
// document describes no call that no route answers. A new route without its documentation fails here.

/** The methods a route file answers, as its OPTIONS reply lists them. */
async function methodsOf(file: string): Promise<string[]> {
  const route = (await import(path.join(root, file))) as {
    OPTIONS: (request: Request, context: unknown) => Promise<Response> | Response;
  };
  const reply = await route.OPTIONS(new Request('http://localhost/', { method: 'OPTIONS' }), {
    params: Promise.resolve({}),
  });
  const allow = reply.headers.get('allow') ?? '';
  return allow
    .split(',')
    .map((method) => method.trim().toLowerCase())
    .filter((method) => method && method !== 'head' && method !== 'options');
}

describe('the API document and the route files', () => {
  const documented = openApiDocument().paths ?? {};
  const files = routeFiles().filter((file) => file !== NOT_AN_API);

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('app/api/ideas/[id]/route.ts');
  });

  it('documents every method of every route', async () => {
    const missing: string[] = [];
    for (const file of files) {
      const segments = segmentsOf(file);
      for (const method of await methodsOf(file)) {
        const found = Object.entries(documented).some(
          ([documentedPath, item]) => answers(segments, documentedPath) && Object.hasOwn(item ?? {}, method),
        );
        if (!found) missing.push(`${method.toUpperCase()} /${segments.join('/')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves every method of every route by an operation, at its own path and method', async () => {
    const served = new Set<AnyOperation>();
    const misplaced: string[] = [];
    const handWritten: string[] = [];
    for (const file of files) {
      const route = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const method of (await methodsOf(file)).map((name) => name.toUpperCase())) {
        const operations = operationsServedBy(route[method]);
        if (!operations.length) handWritten.push(`${method} ${file}`);
        for (const operation of operations) {
          served.add(operation);
          if (operation.method !== method || !answers(segmentsOf(file), operation.path))
            misplaced.push(`${file} ${method} serves ${operation.method} ${operation.path}`);
        }
      }
    }
    // Every call of the API is an operation: one caller check, input boundary and error mapping.
    expect(handWritten).toEqual([]);
    expect(misplaced).toEqual([]);
    const named = (operation: AnyOperation) => `${operation.method} ${operation.path}`;
    // No operation of the registry is left without a route, and each served one is documented.
    expect(OPERATIONS.filter((operation) => !served.has(operation)).map(named)).toEqual([]);
    const undocumented = [...served].filter(
      (operation) => !Object.hasOwn(documented[operation.path] ?? {}, operation.method.toLowerCase()),
    );
    expect(undocumented.map(named)).toEqual([]);
  });

  it('documents no call that no route answers', async () => {
    const routes = await Promise.all(
      files.map(async (file) => ({ segments: segmentsOf(file), methods: await methodsOf(file) })),
    );
    const ghosts: string[] = [];
    for (const [documentedPath, item] of Object.entries(documented)) {
      for (const method of Object.keys(item ?? {}).filter((key) =>
        ['get', 'post', 'put', 'delete', 'patch'].includes(key),
      )) {
        const route = routes.find(
          (candidate) => answers(candidate.segments, documentedPath) && candidate.methods.includes(method),
        );
        if (!route) ghosts.push(`${method.toUpperCase()} ${documentedPath}`);
      }
    }
    expect(ghosts).toEqual([]);
  });
});
