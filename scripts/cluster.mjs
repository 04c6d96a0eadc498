// `npm run cluster -- --instances 2 [--port 8080]`: several production instances on one PostgreSQL
// database behind nginx (Debian's package), configured as the cluster test configures them: the
// caches joined through Redis, one AUTH_SECRET, uploads in S3 when S3_BUCKET is set. Ctrl-C drains
// and stops everything. README "Running several instances".
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from './ensure-build.mjs';
import { startNginx } from './cluster/nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const USAGE =
  'usage: DATABASE_URL=postgres://… [REDIS_URL=redis://…] [AUTH_SECRET=…] [S3_BUCKET=… S3_…] npm run cluster -- --instances 2 --port 8080';
const instances = Number(values.instances);
const port = Number(values.port);
if (values.help || !Number.isInteger(instances) || instances < 1 || !Number.isInteger(port)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!process.env.DATABASE_URL) {
  console.error(`Several instances share one PostgreSQL database: set DATABASE_URL.\n${USAGE}`);
  process.exit(2);
}
const env = {
  ...process.env,
  NODE_ENV: 'production',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('base64url'),
  SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
  HOST: '127.0.0.1',
};
if (!process.env.AUTH_SECRET)
  console.log('AUTH_SECRET was not set: this run uses a random one (sessions end when it stops).');
if (!process.env.S3_BUCKET)
  console.log('S3_BUCKET is not set: each instance keeps its uploads on its own disk.');

ensureBuild();

const children = Array.from({ length: instances }, (_, index) => {
  const instancePort = port + 1 + index;
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(instancePort), DATA_DIR: path.join(root, 'data', `instance-${index + 1}`) },
  });
  return { child, address: `127.0.0.1:${instancePort}` };
});

// nginx starts once the instances answer.
for (const { address } of children) {
  for (;;) {
    const ready = await fetch(`http://${address}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
const nginx = await startNginx({ listen: `127.0.0.1:${port}`, upstreams: children.map((c) => c.address) });
console.log(
  `${instances} instances behind nginx: ${nginx.url} (instances on ${children.map((c) => c.address).join(', ')})`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await nginx.stop();
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) =>
          child.exitCode === null ? child.once('exit', resolve).kill('SIGTERM') : resolve(),
        ),
    ),
  );
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
