// Runs the API suite against the embedded database, then again against PostgreSQL when
// TEST_DATABASE_URL is set, and says which ran.
import { spawnSync } from 'node:child_process';

const projects = ['api-pglite'];
if (process.env.TEST_DATABASE_URL) projects.push('api-postgres');
else console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');

for (const project of projects) {
  console.log(
    `\n=== API tests on ${project === 'api-pglite' ? 'PGlite (embedded)' : 'PostgreSQL (' + process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//') + ')'} ===`,
  );
  const result = spawnSync('npx', ['vitest', 'run', '--project', project, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
