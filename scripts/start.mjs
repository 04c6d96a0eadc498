// `npm start`: builds when there is no build for the current sources, then serves the production
// server (migrations run at server start). `--demo` first loads the demo marketplace content.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = path.join(root, distDir, 'source-stamp');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Identifies the sources a build was made from: the commit plus any uncommitted changes. */
function sourceStamp() {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return null;
  const dirty = git(['status', '--porcelain', '--untracked-files=no']).stdout;
  const diff = dirty ? git(['diff', 'HEAD']).stdout : '';
  return createHash('sha256').update(head.stdout).update(diff).digest('hex');
}

const stamp = sourceStamp();
const built = existsSync(path.join(root, distDir, 'BUILD_ID'));
const current = built && (stamp === null || (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp));
if (!current) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building (about a minute)…');
  run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { NODE_ENV: 'production' });
  if (stamp) writeFileSync(stampFile, stamp);
}

if (process.argv.includes('--demo')) {
  run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/seed-demo.ts']);
}

run(process.execPath, ['server.mjs'], { NODE_ENV: 'production' });
