// The production server that the benchmarks measure: built when the sources changed since the
// last build, started on a port of 127.0.0.1 and awaited until /api/health answers; and a probe
// that tells when it has finished the work of requests a load generator left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

export function buildIfNeeded({ skip = false }: { skip?: boolean } = {}): void {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (skip && existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  ensureBuild();
}

/**
 * Starts `server.mjs` in production mode; with `cpuProfileDir`, node writes a CPU profile of the
 * server there when it stops (`--cpu-prof`).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { cpuProfileDir }: { cpuProfileDir?: string } = {},
): Promise<ChildProcess> {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, 'server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not become healthy within 120 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export interface IdleProbe {
  /** Waits until the server is idle (at most `maxMs`); resolves with the milliseconds waited. */
  wait(maxMs?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * Tells when the server has finished the requests a load generator abandoned when it stopped: a
 * slow route's last requests keep the database busy for seconds, and whatever is measured next
 * would pay for them. On PostgreSQL: no other client statement of the database is active;
 * otherwise (PGlite runs inside the server process): the server process uses almost no CPU.
 */
export function idleProbe(child: ChildProcess, databaseUrl?: string): IdleProbe {
  const client = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  const busy = client
    ? async () => {
        const [row] = await client<{ n: string }[]>`
          select count(*) as n from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend'
            and state = 'active' and pid <> pg_backend_pid()`;
        return Number(row?.n ?? 0) > 0;
      }
    : processBusy(child.pid);
  return {
    async wait(maxMs = 15_000) {
      const started = Date.now();
      while (Date.now() - started < maxMs && (await busy())) await sleep(IDLE_POLL_MS);
      return Date.now() - started;
    },
    async close() {
      await client?.end({ timeout: 5 });
    },
  };
}

const IDLE_POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process used more than a fifth of a core over the last poll interval (Linux /proc). */
function processBusy(pid: number | undefined): () => Promise<boolean> {
  const cpuTicks = () => {
    try {
      // Fields 14 and 15 (user and system time) follow the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined;
    }
  };
  return async () => {
    const before = cpuTicks();
    await sleep(IDLE_POLL_MS);
    const after = cpuTicks();
    if (before === undefined || after === undefined) return false;
    // Clock ticks are 1/100 s on Linux: 5 ticks in 250 ms is 20 % of a core.
    return after - before > 5;
  };
}
