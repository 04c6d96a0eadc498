// Builds the production server unless the build in NEXT_DIST_DIR (default .next) was made from
// the current sources. Used by `npm start`, the API tests that run the real server, the browser
// tests and the benchmarks, so one build serves them all. Run directly: `node scripts/ensure-build.mjs`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Identifies the sources a build was made from: the commit, uncommitted changes and new files. */
function sourceStamp() {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return null;
  const hash = createHash('sha256')
    .update(head.stdout)
    .update(git(['diff', 'HEAD']).stdout);
  for (const file of git(['ls-files', '--others', '--exclude-standard']).stdout.split('\n').filter(Boolean)) {
    hash.update(file);
    if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Builds when needed; returns whether it built. Exits the process if the build fails. */
export function ensureBuild({ quiet = false } = {}) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const stampFile = path.join(root, distDir, 'source-stamp');
  const stamp = sourceStamp();
  const built = existsSync(path.join(root, distDir, 'BUILD_ID'));
  const current =
    built && (stamp === null || (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp));
  if (current) return false;
  if (!quiet)
    console.log(
      built ? 'Sources changed since the last build: building…' : 'No build yet: building (about a minute)…',
    );
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The production build failed.');
    process.exit(result.status ?? 1);
  }
  if (stamp) writeFileSync(stampFile, stamp);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) ensureBuild();
