// Presence under load: starts the production server (node server.mjs) on 127.0.0.1 with a
// throwaway data directory, opens many SSE streams to /api/presence (spread over a few users),
// then signs one more user in and measures how long it takes until every stream has received
// the online list that includes them. Prints that time and the server's memory.
//
//   npm run bench:presence [-- --streams 1000 --users 20 --rounds 3]
// Needs a production build (`npx next build`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '@/lib/platform/net';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    users: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const STREAMS = Number(values.streams);
const USERS = Number(values.users);
const ROUNDS = Number(values.rounds);
const PASSWORD = 'bench-password-1';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not become healthy within 120 s');
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

/** Registers an account and signs it in through next-auth; returns the Cookie header of its session. */
async function signedInUser(base: string, index: number): Promise<{ id: string; cookie: string }> {
  const email = `bench-${index}-${Date.now()}@example.test`;
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      displayName: `Bench ${index}`,
    }),
  });
  if (register.status !== 201)
    throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const { user } = (await register.json()) as { user: { id: string } };
  const csrfReply = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfReply.json()) as { csrfToken: string };
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrfReply).join('; ') },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true' }),
  });
  const session = cookiesOf(signIn).find((c) => c.includes('session-token='));
  if (!session) throw new Error(`sign-in failed: ${signIn.status}`);
  return { id: user.id, cookie: session };
}

/** One SSE stream: remembers when the online list first contained a given user. */
class Stream {
  private buffer = '';
  private request?: http.ClientRequest;
  firstList?: Promise<void>;
  private lists: { at: number; ids: Set<string> }[] = [];
  private waiters: (() => void)[] = [];

  open(base: string, cookie: string, agent: http.Agent): Promise<void> {
    return new Promise((resolve, reject) => {
      const url = new URL('/api/presence', base);
      this.request = http.get(
        url,
        { agent, headers: { cookie, accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => this.push(chunk));
          response.on('error', () => {});
          this.firstList = new Promise((done) => this.waiters.push(done));
          resolve();
        },
      );
      this.request.on('error', reject);
    });
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!block.startsWith('event: online') || !data) continue;
      const ids = new Set((JSON.parse(data) as { users: { id: string }[] }).users.map((u) => u.id));
      this.lists.push({ at: performance.now(), ids });
      for (const done of this.waiters.splice(0)) done();
    }
  }

  /** When the list first contained (or, with `present` false, first lacked) `userId` after `since`. */
  seenAt(userId: string, since: number, present = true): number | undefined {
    return this.lists.find((l) => l.at >= since && l.ids.has(userId) === present)?.at;
  }

  close(): void {
    this.request?.destroy();
  }
}

async function main() {
  if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npx next build` first.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideas-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: base,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const streams: Stream[] = [];
  try {
    await waitForHealth(base, server);
    const idleRss = rssMb(server.pid!);
    const users: { id: string; cookie: string }[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signedInUser(base, i));
    const triggers: { id: string; cookie: string }[] = [];
    for (let i = 0; i < ROUNDS; i++) triggers.push(await signedInUser(base, USERS + i));

    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const opened = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => {
        const stream = new Stream();
        streams.push(stream);
        return stream.open(base, users[(i + j) % USERS]!.cookie, agent);
      });
      await Promise.all(batch);
    }
    await Promise.all(streams.map((s) => s.firstList));
    const openMs = performance.now() - opened;
    const loadedRss = rssMb(server.pid!);
    console.log(`opened ${STREAMS} streams for ${USERS} users in ${(openMs / 1000).toFixed(1)} s`);

    const fanOut: number[] = [];
    for (const trigger of triggers) {
      await sleep(500);
      const extra = new Stream();
      const started = performance.now();
      await extra.open(base, trigger.cookie, agent);
      const deadline = started + 30_000;
      let times: (number | undefined)[] = [];
      while (performance.now() < deadline) {
        times = streams.map((s) => s.seenAt(trigger.id, started));
        if (times.every((t) => t !== undefined)) break;
        await sleep(5);
      }
      const missing = times.filter((t) => t === undefined).length;
      if (missing) throw new Error(`${missing} of ${STREAMS} streams did not receive the change within 30 s`);
      const last = Math.max(...(times as number[]));
      fanOut.push(last - started);
      console.log(
        `change reached all ${STREAMS} streams in ${(last - started).toFixed(0)} ms (sign-in of a new user to last delivery)`,
      );
      extra.close();
    }
    const peakRss = rssMb(server.pid!);
    const sorted = [...fanOut].sort((a, b) => a - b);
    console.log('');
    console.log(`streams:               ${STREAMS} (${USERS} users)`);
    console.log(
      `fan-out to all streams: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms over ${ROUNDS} changes`,
    );
    console.log(
      `server RSS:            idle ${idleRss} MB, with ${STREAMS} streams ${loadedRss} MB, after the changes ${peakRss} MB`,
    );
  } finally {
    for (const stream of streams) stream.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve(undefined);
      server.once('exit', resolve);
      setTimeout(() => {
        server.kill('SIGKILL');
        resolve(undefined);
      }, 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
