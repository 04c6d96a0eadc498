// `npm run bench:load [-- --clients 200] [--duration 60] [--writes 30] [--skip-build]
//                     [--instances 1,2] [--target 127.0.0.1:8080]`
//
// The operator's load test: N keep-alive clients (one connection each, all starting at once)
// against the production server for D seconds, W % of requests creating ideas (bearer token), the
// rest listing and reading them. Runs on DATABASE_URL when set (use an empty database of your
// own), else on a throwaway PGlite data directory. Prints throughput, p50/p99, each client's wait
// for its first reply, the peak of the listen queue (`ss` Recv-Q of the port), replies by status,
// network errors, and reads back every acknowledged create through the API.
//
// Several instances: `--instances 1,2` (DATABASE_URL required, REDIS_URL defaults to the local
// Redis) measures one instance, then two, each behind nginx as `npm run cluster` runs them, in one
// run, and prints them side by side. `--target host:port` loads an address already running (the
// nginx of `npm run cluster`) instead of starting servers; the token's account must be in the
// database that address serves (DATABASE_URL).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApiToken } from '@/lib/identity';
import { getConfig, resetConfig } from '@/lib/core/config';
import { getDatabase, setDatabase } from '@/lib/db';
import { newId } from '@/lib/core/ids';
import { migrateDatabase } from '@/lib/db/migrate';
import { freePort } from '@/lib/platform/net';
import { users } from '@/models';
import { startNginx } from './cluster/nginx.mjs';
import { buildIfNeeded, startServer, stopServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    writes: { type: 'string', default: '30' },
    'skip-build': { type: 'boolean', default: false },
    instances: { type: 'string', default: '1' },
    target: { type: 'string' },
  },
});
const INSTANCES = args.instances.split(',').map(Number);
if (INSTANCES.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error('--instances takes counts such as 1,2');
/** Behind nginx: whenever instances are compared or more than one serves. */
const BEHIND_NGINX = INSTANCES.length > 1 || INSTANCES[0]! > 1;
const CLIENTS = Number(args.clients);
const DURATION_MS = Number(args.duration) * 1000;
const WRITE_SHARE = Number(args.writes) / 100;
const REQUEST_TIMEOUT_MS = 30_000;

interface Reply {
  status: number;
  body: string;
}

let host = '127.0.0.1';

function send(
  agent: Agent,
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      { host, port, method, path: urlPath, agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}

/** Samples the accept queue of the listening port (Recv-Q of `ss -ltn`) every 100 ms. */
function sampleListenQueue(port: number): { stop: () => number | null } {
  let peak: number | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    execFile('ss', ['-ltnH', `sport = :${port}`], (error, stdout) => {
      if (!error) {
        const recvQ = Number(stdout.trim().split(/\s+/)[1]);
        if (Number.isFinite(recvQ)) peak = Math.max(peak ?? 0, recvQ);
      }
      if (!stopped) setTimeout(tick, 100);
    });
  };
  tick();
  return {
    stop: () => {
      stopped = true;
      return peak;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

async function prepareDatabase(): Promise<{
  label: string;
  env: Record<string, string>;
  cleanup: () => void;
  token: string;
  userId: string;
}> {
  let dataDir: string | undefined;
  if (!process.env.DATABASE_URL) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ideas-bench-load-'));
    process.env.DATA_DIR = dataDir;
    resetConfig();
  }
  const config = getConfig();
  const label = config.DATABASE_URL
    ? `PostgreSQL (${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
    : `PGlite (throwaway ${dataDir})`;
  const handle = getDatabase();
  await migrateDatabase(handle);
  const userId = newId();
  await handle.db
    .insert(users)
    .values({ id: userId, email: `load-${userId}@bench.example`, displayName: 'Load bench', photoURL: '' });
  const { token } = await createApiToken(userId, 'bench-load');
  await handle.close();
  setDatabase(undefined);
  return {
    label,
    env: dataDir ? { DATA_DIR: dataDir } : {},
    cleanup: () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
    token,
    userId,
  };
}

/** What one configuration's run measured. */
interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  fiveXX: number;
  networkErrors: number;
  acknowledged: number;
  missing: number;
  ok: boolean;
}

async function main(): Promise<void> {
  if (BEHIND_NGINX && !process.env.DATABASE_URL && !args.target) {
    throw new Error('Several instances share one PostgreSQL database: set DATABASE_URL');
  }
  const db = await prepareDatabase();
  console.log(`Database: ${db.label}`);
  console.log(
    `Load: ${CLIENTS} keep-alive clients, ${DURATION_MS / 1000} s, ${Math.round(WRITE_SHARE * 100)} % creates`,
  );
  const results: LoadResult[] = [];
  try {
    if (args.target) {
      const [targetHost, targetPort] = args.target.split(':');
      host = targetHost!;
      results.push(await measure(Number(targetPort), db, `target ${args.target}`));
    } else {
      buildIfNeeded({ skip: args['skip-build'] });
      for (const instances of INSTANCES) results.push(await withInstances(instances, db));
    }
  } finally {
    db.cleanup();
  }
  if (results.length > 1) {
    console.log(
      '\n| setup | req/s | p50 ms | p99 ms | 5xx | network errors | acknowledged creates | missing |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      console.log(
        `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.fiveXX} | ${r.networkErrors} | ${r.acknowledged} | ${r.missing} |`,
      );
    }
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

/** Starts `instances` servers on the database (behind nginx when comparing), loads them, stops them. */
async function withInstances(instances: number, db: PreparedDatabase): Promise<LoadResult> {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const shared: Record<string, string> = BEHIND_NGINX
    ? {
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        AUTH_SECRET: process.env.AUTH_SECRET || 'bench-load-shared-secret-0123456789abcdef',
      }
    : {};
  const servers = await Promise.all(ports.map((port) => startServer(port, { ...db.env, ...shared })));
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const label = `${instances} instance${instances === 1 ? '' : 's'}${BEHIND_NGINX ? ' behind nginx' : ''}`;
    console.log(`\n--- ${label}`);
    if (!BEHIND_NGINX) return await measure(ports[0]!, db, label);
    const listen = `127.0.0.1:${await freePort()}`;
    nginx = await startNginx({ listen, upstreams: ports.map((port) => `127.0.0.1:${port}`) });
    return await measure(Number(listen.split(':')[1]), db, label);
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((server) => stopServer(server)));
  }
}

type PreparedDatabase = Awaited<ReturnType<typeof prepareDatabase>>;

/** The load on one address: N clients for D seconds, then the read-back of every acknowledged create. */
async function measure(port: number, db: PreparedDatabase, label: string): Promise<LoadResult> {
  const auth = { authorization: `Bearer ${db.token}`, 'content-type': 'application/json' };
  const ideaBody = (title: string) =>
    JSON.stringify({
      title,
      category: 'Tech',
      type: 'Product',
      problemDescription: 'A problem description long enough to pass the checks.',
      solutionDescription: 'A solution description long enough to pass the checks.',
      protectionStatus: 'None',
      requireNDA: false,
      desiredPrice: 1234.5,
      contactPreference: 'Email',
    });

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const networkErrors = new Map<string, number>();
  const firstReply: (number | null)[] = Array(CLIENTS).fill(null);
  const acknowledged = new Map<string, string>(); // id → title
  const knownIds: string[] = [];
  let reads = 0;
  let writes = 0;

  {
    const queue = sampleListenQueue(port);
    const started = performance.now();
    const deadline = started + DURATION_MS;
    const client = async (n: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; performance.now() < deadline; i++) {
        const write = Math.random() < WRITE_SHARE;
        const title = `Load idea ${n}-${i} ${newId()}`;
        const t = performance.now();
        try {
          let reply: Reply;
          if (write) {
            writes++;
            reply = await send(agent, port, 'POST', '/api/ideas', auth, ideaBody(title));
          } else {
            reads++;
            const id =
              knownIds.length && i % 2 ? knownIds[Math.floor(Math.random() * knownIds.length)] : null;
            reply = await send(
              agent,
              port,
              'GET',
              id ? `/api/ideas/${id}` : `/api/ideas?page=${1 + (i % 5)}`,
            );
          }
          const now = performance.now();
          latencies.push(now - t);
          firstReply[n] ??= now - started;
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          if (write && reply.status === 201) {
            const created = JSON.parse(reply.body) as { _id?: string; idea?: { _id: string } };
            const id = created.idea?._id ?? created._id;
            if (!id) throw new Error(`A 201 without an idea id: ${reply.body.slice(0, 200)}`);
            acknowledged.set(id, title);
            knownIds.push(id);
          }
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          networkErrors.set(code, (networkErrors.get(code) ?? 0) + 1);
        }
      }
      agent.destroy();
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const elapsed = (performance.now() - started) / 1000;
    const queuePeak = queue.stop();

    // Read back every acknowledged create through the API (this run's user made only those).
    const found = new Map<string, string>();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let page = 1; ; page++) {
      const reply = await send(agent, port, 'GET', `/api/ideas?creator=${db.userId}&limit=1000&page=${page}`);
      if (reply.status !== 200) throw new Error(`Read-back page ${page} answered ${reply.status}`);
      const body = JSON.parse(reply.body) as {
        ideas: { _id: string; title: string }[];
        pagination: { hasNextPage: boolean };
      };
      for (const idea of body.ideas) found.set(idea._id, idea.title);
      if (!body.pagination.hasNextPage) break;
    }
    agent.destroy();
    const missing = [...acknowledged].filter(([id, title]) => found.get(id) !== title);

    const sorted = latencies.sort((a, b) => a - b);
    const firsts = firstReply.filter((v): v is number => v !== null).sort((a, b) => a - b);
    const never = firstReply.filter((v) => v === null).length;
    const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
    const ms = (v: number) => `${Math.round(v)} ms`;
    console.log(
      `\nrequests: ${latencies.length} in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} req/s (${reads} reads, ${writes} creates)`,
    );
    console.log(
      `latency: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`,
    );
    console.log(
      `first reply per client: max ${firsts.length ? ms(firsts.at(-1)!) : 'n/a'}, p50 ${ms(percentile(firsts, 50))}${never ? `, ${never} clients got none` : ''}`,
    );
    console.log(`listen queue (Recv-Q) peak: ${queuePeak ?? 'n/a (ss not available)'}`);
    console.log(
      `replies by status: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
    console.log(
      `network errors: ${networkErrors.size ? [...networkErrors].map(([c, n]) => `${c}: ${n}`).join(', ') : 'none'}`,
    );
    console.log(
      `read-back: ${acknowledged.size} acknowledged creates, ${acknowledged.size - missing.length} read back, ${missing.length} missing`,
    );
    const maxFirst = firsts.at(-1) ?? Infinity;
    const ok = never === 0 && maxFirst <= 5000 && fiveXX === 0 && missing.length === 0;
    console.log(
      ok
        ? 'PASS: every client answered within 5 s, no 5xx, every acknowledged write read back'
        : `FAIL: ${[
            never || maxFirst > 5000 ? 'a client waited more than 5 s for its first reply' : '',
            fiveXX ? `${fiveXX} replies were 5xx` : '',
            missing.length ? `${missing.length} acknowledged writes are missing` : '',
          ]
            .filter(Boolean)
            .join('; ')}`,
    );
    return {
      label,
      rps: latencies.length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      fiveXX,
      networkErrors: [...networkErrors.values()].reduce((sum, n) => sum + n, 0),
      acknowledged: acknowledged.size,
      missing: missing.length,
      ok,
    };
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
