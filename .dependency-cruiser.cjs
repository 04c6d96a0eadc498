// The layers of DESIGN.md section 3, checked by `npm run check:deps` (part of `npm test`):
//   lib/core → lib/db + models/ → lib/validation → lib/events → lib/platform/* → domains (lib/<domain>)
//   → adapters (lib/cache, lib/http, lib/operations, lib/openapi, lib/seo, lib/actions, lib/server) → app/, components/
// Imports go only downwards, and never in a circle. Outside its own folder a domain (and each platform
// service) is reached only through its entries: index.ts (the server's API) and shared.ts (types, texts
// and pure helpers the browser may import too).
const fs = require('node:fs');

const ADAPTERS = '^lib/(cache|http|operations|openapi|seo|actions|server)/';
const BELOW_DOMAINS = '^lib/(core|db|validation|events)/';
const DOMAINS = [
  'identity',
  'ideas',
  'members',
  'deals',
  'notifications',
  'trust-safety',
  'reference',
  'import',
  'demo',
  'watchlist',
  'protection',
];
const PLATFORM = fs
  .readdirSync(`${__dirname}/lib/platform`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `platform/${entry.name}`);
/** Files a server started by plain Node imports directly, beside the entries. */
const PLAIN_NODE_ENTRIES = ['^lib/platform/security/headers\\.mjs$'];

const throughEntries = [...DOMAINS, ...PLATFORM].map((area) => ({
  name: `${area.replace('/', '-')}-through-its-entries`,
  severity: 'error',
  comment: `Outside lib/${area}/, import lib/${area} (index.ts) or lib/${area}/shared; its other files may change freely.`,
  from: { pathNot: [`^lib/${area}/`, '^tests/'] },
  to: { path: `^lib/${area}/`, pathNot: [`^lib/${area}/(index|shared)\\.ts$`, ...PLAIN_NODE_ENTRIES] },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...throughEntries,
    {
      name: 'shared-entries-run-in-the-browser',
      severity: 'error',
      comment:
        "A domain's shared.ts is imported by client components: nothing it reaches may need the server.",
      from: { path: '^lib/.+/shared\\.ts$' },
      to: {
        path: [
          'node_modules/(server-only|drizzle-orm|postgres|@electric-sql|next-auth|firebase-admin|nodemailer)/',
          '^lib/db/',
        ],
        reachable: true,
      },
    },
    {
      name: 'platform-knows-no-product',
      severity: 'error',
      comment:
        'Jobs, mail, storage, presence, audit and the other platform services serve every domain and know none.',
      from: { path: '^lib/platform/' },
      to: { path: `^lib/(${DOMAINS.join('|')})/` },
    },
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
        'lib/identity/auth/session.ts hands next-auth the NextRequest its getToken() takes.',
      from: { path: '^(lib|models)/', pathNot: [ADAPTERS, '^lib/identity/auth/session\\.ts$'] },
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
