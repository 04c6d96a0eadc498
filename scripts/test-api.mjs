// Runs the API suite against the embedded database and, when TEST_DATABASE_URL is set, against
// PostgreSQL too, and says which ran. Both projects share one Vitest run with a worker per core:
// each test file has a database of its own (tests/api/setup.ts), and Vitest's default of one
// worker on a two-core machine would leave the second core idle while PGlite computes.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['api-pglite'];
if (process.env.TEST_DATABASE_URL) projects.push('api-postgres');
else console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');

const names = projects.map((project) =>
  project === 'api-pglite'
    ? 'PGlite (embedded)'
    : `PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`,
);
console.log(`\n=== API tests on ${names.join(' and on ')} ===`);

const workers = String(process.env.API_TEST_WORKERS ?? Math.max(availableParallelism(), 1));
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--maxWorkers',
    workers,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
