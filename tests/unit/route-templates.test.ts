import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeTemplates, UNMATCHED_ROUTE } from '@/lib/server/route-templates.mjs';

// Metrics and traces name a request by its route template, read from the build's routes manifest
// (the shape `next build` writes): one series per route, never one per idea.

const dir = mkdtempSync(path.join(tmpdir(), 'route-templates-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  path.join(dir, 'routes-manifest.json'),
  JSON.stringify({
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/ideas', regex: '^/ideas(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/ideas/[id]', regex: '^/api/ideas/([^/]+?)(?:/)?$' },
      { page: '/ideas/[id]', regex: '^/ideas/([^/]+?)(?:/)?$' },
    ],
  }),
);

describe('route templates', () => {
  const routeOf = routeTemplates(dir);

  it('names fixed and dynamic routes by their templates', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/ideas')).toBe('/ideas');
    expect(routeOf('/ideas/')).toBe('/ideas');
    expect(routeOf('/ideas/3f2a0c1e-0000-4000-8000-000000000001')).toBe('/ideas/[id]');
    expect(routeOf('/api/ideas/abc')).toBe('/api/ideas/[id]');
  });

  it('puts static files together and every other path under one name', () => {
    expect(routeOf('/_next/static/chunks/app-123.js')).toBe('/_next/static');
    expect(routeOf('/_next/image')).toBe('/_next/image');
    expect(routeOf('/wp-login.php')).toBe(UNMATCHED_ROUTE);
    expect(routeOf('/ideas/a/b/c')).toBe(UNMATCHED_ROUTE);
  });

  it('names nothing but "unmatched" without a build (a development server)', () => {
    expect(routeTemplates(path.join(dir, 'missing'))('/ideas')).toBe(UNMATCHED_ROUTE);
  });
});
