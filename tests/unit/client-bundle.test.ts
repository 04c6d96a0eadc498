import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/ensure-build.mjs';

/**
 * What the browser downloads must hold no server code: no Drizzle, no database driver, no Node
 * built-in. Read from the production build of the current sources (built here if needed).
 */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');

/** Strings each package leaves in its code, minified or not. */
const SERVER_ONLY_CODE: [string, RegExp][] = [
  ['drizzle-orm', /drizzle:entityKind|drizzle:Name|drizzle:Columns/],
  ['postgres (postgres.js)', /MAX_PARAMETERS_EXCEEDED|UNDEFINED_VALUE|CONNECTION_DESTROYED/],
  ['@electric-sql/pglite', /pglite\.wasm|pglite\.data|@electric-sql\/pglite/],
  ['a node: module', /["'`]node:[a-z_/]+["'`]/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Route → the client chunks its page loads, from the client reference manifests of the build. */
function chunksByRoute(): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const file of filesUnder(path.join(dist, 'server/app'))) {
    if (!file.endsWith('_client-reference-manifest.js')) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/__RSC_MANIFEST\["([^"]+)"\] = (\{.*?\});?\n?$/gm)) {
      const manifest = JSON.parse(match[2]!) as { clientModules: Record<string, { chunks: string[] }> };
      const chunks = new Set(Object.values(manifest.clientModules).flatMap((m) => m.chunks));
      routes.set(match[1]!, chunks);
    }
  }
  return routes;
}

describe('client bundles', () => {
  beforeAll(() => {
    ensureBuild({ quiet: true });
  }, 600_000);

  it('are read from the build: every chunk a page lists exists', () => {
    const routes = chunksByRoute();
    expect(routes.size).toBeGreaterThan(5);
    expect([...routes.keys()]).toEqual(
      expect.arrayContaining(['/ideas/(list)/page', '/ideas/[id]/(view)/page']),
    );
    for (const [route, chunks] of routes) {
      for (const chunk of chunks)
        expect(existsSync(path.join(dist, chunk.replace(/^\/_next\//, ''))), route).toBe(true);
    }
  });

  it('hold no Drizzle, database driver or node: module', () => {
    const routes = chunksByRoute();
    const found: string[] = [];
    for (const file of filesUnder(path.join(dist, 'static'))) {
      const source = readFileSync(file, 'utf8');
      const chunk = `/_next/${path.relative(dist, file)}`;
      for (const [name, pattern] of SERVER_ONLY_CODE) {
        const hit = pattern.exec(source);
        if (!hit) continue;
        const pages = [...routes].filter(([, chunks]) => chunks.has(chunk)).map(([route]) => route);
        found.push(`${chunk} holds ${name} ("${hit[0]}"), loaded by ${pages.join(', ') || 'no page listed'}`);
      }
    }
    expect(found).toEqual([]);
  });
});
