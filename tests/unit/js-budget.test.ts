import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/ensure-build.mjs';

/**
 * The JavaScript our pages send on top of the framework's own chunks, read from the
 * production build's manifests (built here if needed) and gzipped: the same bytes give the same
 * number on any host. `npm run bench:web` measures the pages in a browser against a bare App Router
 * app; this guard fails as soon as a change makes a public page's own JavaScript grow.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');

/**
 * Gzip KB of each page's chunks beyond the framework's (`rootMainFiles`): our client components
 * and the framework's client modules they are bundled with (router segments, Link). Raise a
 * number only with a reason in the commit; lower it when a page gets lighter.
 */
const BUDGET_KB: Record<string, number> = {
  '/page': 14.75,
  '/ideas/(list)/page': 23,
  '/ideas/[id]/(view)/page': 22,
  // Signed in: the idea form, whose schema and zod load with its first check.
  '/create-idea/page': 38,
};

const gzipped = new Map<string, number>();
function gzipBytes(chunk: string): number {
  let size = gzipped.get(chunk);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, chunk)), { level: 9 }).length;
    gzipped.set(chunk, size);
  }
  return size;
}

interface RouteJs {
  /** Our chunks, beyond the framework's. */
  own: string[];
  framework: string[];
}

/** Route → the chunks its HTML loads: the framework's, then the entries of its segments. */
function routeChunks(): Map<string, RouteJs> {
  const build = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const framework = new Set(build.rootMainFiles);
  const routes = new Map<string, RouteJs>();
  const dir = path.join(dist, 'server/app');
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('_client-reference-manifest.js')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/__RSC_MANIFEST\["([^"]+)"\] = (\{.*?\});?\n?$/gm)) {
      const manifest = JSON.parse(match[2]!) as { entryJSFiles: Record<string, string[]> };
      const own = new Set(Object.values(manifest.entryJSFiles).flat());
      for (const chunk of framework) own.delete(chunk);
      routes.set(match[1]!, { own: [...own].sort(), framework: [...framework] });
    }
  }
  return routes;
}

const kb = (chunks: string[]) => chunks.reduce((sum, chunk) => sum + gzipBytes(chunk), 0) / 1024;

describe('pages send little JavaScript of their own', () => {
  let routes: Map<string, RouteJs>;
  beforeAll(() => {
    ensureBuild({ quiet: true });
    routes = routeChunks();
  }, 600_000);

  it('reads the framework and every budgeted page from the build', () => {
    expect(routes.get('/page')?.framework.length).toBeGreaterThan(0);
    expect(kb(routes.get('/page')!.framework)).toBeGreaterThan(100);
    for (const route of Object.keys(BUDGET_KB)) expect(routes.has(route), route).toBe(true);
  });

  it.each(Object.entries(BUDGET_KB))('%s stays within %d KB gzip beyond the framework', (route, budget) => {
    const { own } = routes.get(route)!;
    const size = kb(own);
    const detail = own.map((chunk) => `${chunk} ${(gzipBytes(chunk) / 1024).toFixed(1)} KB`).join(', ');
    expect(
      size,
      `${route}: ${size.toFixed(1)} KB gzip of our own JavaScript (${detail})`,
    ).toBeLessThanOrEqual(budget);
  });
});
