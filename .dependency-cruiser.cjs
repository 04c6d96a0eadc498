// The layers of DESIGN.md section 3, checked by `npm run check:deps` (part of `npm test`):
//   lib/core → lib/db + models/ → lib/validation → lib/events → domains (lib/<domain>)
//   → adapters (lib/cache, lib/http, lib/operations, lib/openapi, lib/seo, lib/actions, lib/server) → app/, components/
// Imports go only downwards, and never in a circle.
const ADAPTERS = '^lib/(cache|http|operations|openapi|seo|actions|server)/';
const BELOW_DOMAINS = '^lib/(core|db|validation|events)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes every module in it load, change and break together.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-to-app',
      severity: 'error',
      comment: 'lib/ and models/ are the application; routes and components sit above them.',
      from: { path: '^(lib|models)/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'core-is-the-kernel',
      severity: 'error',
      comment: 'lib/core (errors, config, log, ids, shared enums) imports nothing of the project.',
      from: { path: '^lib/core/' },
      to: { path: '^(lib|models|app|components)/', pathNot: '^lib/core/' },
    },
    {
      name: 'data-below-rules',
      severity: 'error',
      comment: 'models/ and lib/db know only the kernel (and each other).',
      from: { path: '^(models|lib/db)/' },
      to: { path: '^(lib|app|components)/', pathNot: '^lib/(core|db)/' },
    },
    {
      name: 'schemas-below-domains',
      severity: 'error',
      comment: 'Shared schemas run in the browser too: the kernel only, never models/ or a domain.',
      from: { path: '^lib/validation/' },
      to: { path: '^(lib|models|app|components)/', pathNot: '^lib/(core|validation)/' },
    },
    {
      name: 'events-know-no-domain',
      severity: 'error',
      comment: 'Announcements import no domain and no adapter, so any layer may announce.',
      from: { path: '^lib/events/' },
      to: { path: '^(lib|models|app|components)/', pathNot: '^lib/(core|events)/' },
    },
    {
      name: 'domains-not-to-adapters',
      severity: 'error',
      comment: 'A domain announces what changed (lib/events); it never calls the cache or HTTP.',
      from: { path: '^lib/', pathNot: ADAPTERS },
      to: { path: ADAPTERS },
    },
    {
      name: 'no-next-below-adapters',
      severity: 'error',
      comment:
        'Domains return values or throw domain errors; the adapters speak Next. ' +
        'lib/auth/session.ts hands next-auth the NextRequest its getToken() takes.',
      from: { path: '^(lib|models)/', pathNot: [ADAPTERS, '^lib/auth/session\\.ts$'] },
      to: { path: 'node_modules/next/' },
    },
    {
      name: 'no-database-below-validation',
      severity: 'error',
      comment: 'Drizzle and the drivers stay out of the kernel and the shared schemas (browser bundles).',
      from: { path: [BELOW_DOMAINS.replace('db|', ''), '^components/'] },
      to: { path: 'node_modules/(drizzle-orm|postgres|@electric-sql)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
