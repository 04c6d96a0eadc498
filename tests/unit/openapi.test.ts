import { describe, expect, it } from 'vitest';
import { GET as assetRoute } from '@/app/api/docs/assets/[file]/route';
import { GET as docsRoute } from '@/app/api/docs/route';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

async function document(): Promise<Doc> {
  const response = await openApiRoute(new Request('http://localhost/api/openapi.json'), {});
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as Doc;
}

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document holding the spec’s calls (every route: route-registry.test.ts)', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/categories',
        '/api/languages',
        '/api/ideas',
        '/api/ideas/{id}',
        '/api/ideas/user/{userId}',
        '/api/uploads',
        '/api/auth/register',
        '/api/tokens',
        '/api/tokens/{id}',
        '/api/openapi.json',
      ]),
    );
    expect(Object.keys(doc.paths['/api/ideas']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/ideas/{id}']!)).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
  });

  it('is generated from the zod schemas: list parameters, idea body rules, reply shapes', async () => {
    const doc = await document();
    const params = (
      doc.paths['/api/ideas']!.get as { parameters: { name: string; schema: Record<string, unknown> }[] }
    ).parameters;
    expect(params.map((p) => p.name)).toEqual([
      'page',
      'limit',
      'mine',
      'creator',
      'category',
      'type',
      'priceMin',
      'priceMax',
      'requireNDA',
      'search',
      'sort',
      'cursor',
    ]);
    expect(params.find((p) => p.name === 'cursor')!).toMatchObject({
      description: expect.stringContaining('`start` for the first page'),
    });
    expect(params.find((p) => p.name === 'limit')!.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 20,
    });
    expect(params.find((p) => p.name === 'sort')!.schema).toMatchObject({
      enum: ['newest', 'oldest', 'price_asc', 'price_desc', 'relevance'],
    });
    const schemas = doc.components.schemas as Record<
      string,
      { required?: string[]; properties?: Record<string, Record<string, unknown>> }
    >;
    expect(schemas.IdeaInput!.required).toEqual(
      expect.arrayContaining([
        'title',
        'category',
        'problemDescription',
        'solutionDescription',
        'desiredPrice',
        'contactPreference',
      ]),
    );
    expect(schemas.IdeaInput!.properties!.title).toMatchObject({ type: 'string', minLength: 3 });
    expect(schemas.IdeaInput!.properties!.desiredPrice).toMatchObject({ minimum: 1, maximum: 10_000_000 });
    expect(Object.keys(schemas.Idea!.properties!)).toEqual(
      expect.arrayContaining(['_id', 'creatorInfo', 'ndaLocked', 'photos']),
    );
    expect(Object.keys(schemas.Pagination!.properties!)).toEqual([
      'currentPage',
      'totalPages',
      'totalCount',
      'hasNextPage',
      'hasPrevPage',
    ]);
    expect(schemas.RegisterInput!.required).toEqual(
      expect.arrayContaining(['email', 'password', 'confirmPassword', 'displayName']),
    );
  });

  it('documents the spec’s reply shapes: one idea and one user without an envelope', async () => {
    const doc = await document();
    const schemas = doc.components.schemas as Record<
      string,
      { required?: string[]; properties?: Record<string, unknown>; allOf?: unknown }
    >;
    const okSchema = (path: string, method: string, status: string) =>
      (
        doc.paths[path]![method] as {
          responses: Record<string, { content: { 'application/json': { schema: { $ref?: string } } } }>;
        }
      ).responses[status]!.content['application/json'].schema.$ref;
    expect(okSchema('/api/ideas/{id}', 'get', '200')).toBe('#/components/schemas/Idea');
    expect(okSchema('/api/ideas', 'post', '201')).toBe('#/components/schemas/SavedIdea');
    expect(okSchema('/api/ideas/{id}', 'put', '200')).toBe('#/components/schemas/SavedIdea');
    expect(okSchema('/api/ideas/{id}', 'delete', '200')).toBe('#/components/schemas/IdeaDeleted');
    expect(okSchema('/api/ideas/user/{userId}', 'get', '200')).toBe('#/components/schemas/UserInfo');
    expect(okSchema('/api/ideas', 'get', '200')).toBe('#/components/schemas/IdeaList');
    expect(schemas.Idea!.properties).not.toHaveProperty('success');
    for (const path of ['/api/ideas', '/api/ideas/{id}', '/api/ideas/user/{userId}', '/api/categories']) {
      const get = doc.paths[path]!.get as { responses: Record<string, { headers?: object }> };
      expect(get.responses['200']!.headers, path).toHaveProperty('WWW-Authenticate');
    }
    expect(Object.keys(schemas.SavedIdea!.properties!)).toEqual(expect.arrayContaining(['_id', 'warnings']));
    expect(schemas.IdeaDeleted!.properties).toMatchObject({
      message: { const: 'Idea deleted successfully' },
    });
    expect(Object.keys(schemas.UserInfo!.properties!).sort()).toEqual(
      [
        'bio',
        'displayName',
        'ideaCount',
        'isOnline',
        'languagePreferences',
        'location',
        'photoURL',
        'preferredCategories',
        'website',
      ].sort(),
    );
  });

  it('has no dangling references', async () => {
    const doc = await document();
    for (const ref of refs(doc)) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
      expect(doc.components[section!]?.[name!], ref).toBeDefined();
    }
  });
});

describe('GET /api/docs', () => {
  it('renders the reference with Swagger UI served from our own origin', async () => {
    const page = await docsRoute(new Request('http://localhost/api/docs'), {});
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/src="https?:|href="https?:/);
    const bundle = await assetRoute(new Request('http://localhost/api/docs/assets/swagger-ui-bundle.js'), {
      params: Promise.resolve({ file: 'swagger-ui-bundle.js' }),
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const init = await assetRoute(new Request('http://localhost/api/docs/assets/init.js'), {
      params: Promise.resolve({ file: 'init.js' }),
    });
    expect(await init.text()).toContain("url: '/api/openapi.json'");
    for (const file of ['../package.json', 'index.html', 'swagger-ui.js.map']) {
      const denied = await assetRoute(new Request(`http://localhost/api/docs/assets/x`), {
        params: Promise.resolve({ file }),
      });
      expect(denied.status).toBe(404);
    }
  });
});
