// `npm start`: builds when there is no build for the current sources, then serves the production
// server (migrations run at server start). `--demo` first loads the demo marketplace content.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureBuild();

if (process.argv.includes('--demo')) {
  // Server modules (`import 'server-only'`) load under React's server condition, as in Next.js.
  run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/seed-demo.ts']);
}

run(process.execPath, ['server.mjs'], { NODE_ENV: 'production' });
