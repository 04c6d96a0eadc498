import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { expect } from 'vitest';
import { freePort } from '@/lib/platform/net';
import { testDriver } from './driver';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/** The production server (`node server.mjs`, built by the global setup) on its own database. */
export interface AppServer {
  url: string;
  /** The server's PostgreSQL database (empty on PGlite, which the server alone may open). */
  databaseUrl: string;
  /** The server's data directory (PGlite, uploads, the mail outbox). */
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far (across restarts). */
  log(): string;
  stop(): Promise<void>;
  /** Kills the process with SIGKILL (nothing runs on the way out); its data stays for `restart()`. */
  crash(): Promise<void>;
  /** Starts the server again on the same port, data directory and database. */
  restart(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

export interface AppServerOptions {
  /** A data directory prepared beforehand (an import, say) instead of a new empty one; `stop()` removes it too. */
  dataDir?: string;
  /**
   * Another server's PostgreSQL database (its `databaseUrl`): a second instance of the same
   * deployment. That server's `stop()` drops the database; this one's leaves it.
   */
  databaseUrl?: string;
}

/**
 * Starts the real HTTP server on a free 127.0.0.1 port with a throwaway data directory: PGlite
 * in it, or on PostgreSQL a database of its own, created here and dropped by `stop()`.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'ideas-server-test-'));
  let dropDatabase = async () => {};
  let databaseUrl = options.databaseUrl ?? '';
  if (testDriver === 'postgres' && !options.databaseUrl) {
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const name = `ideas_server_${randomBytes(6).toString('hex')}`;
    const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
    await sql.unsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await sql.end();
    };
  }
  let output = '';
  let child: ChildProcess;
  let exited: Promise<void>;
  const url = `http://127.0.0.1:${port}`;

  const spawnServer = () => {
    child = spawn(process.execPath, ['server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SITE_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: 'server-test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_IP: '100000',
        RATE_LIMIT_PER_EMAIL: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const current = child;
    exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
  };

  const stopProcess = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const stop = async () => {
    await stopProcess();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const waitHealthy = async () => {
    // Generous: browser suites start servers of their own while the shared one is busy.
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) {
        await stop();
        throw new Error(`The server exited during start:\n${output}`);
      }
      const healthy = await fetch(`${url}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The server did not become healthy within 120 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  spawnServer();
  await waitHealthy();
  return {
    url,
    databaseUrl,
    dataDir,
    log: () => output,
    stop,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async restart() {
      await stopProcess();
      spawnServer();
      await waitHealthy();
    },
  };
}

/** A server whose mail goes over SMTP to an inbox of its own; `stop()` stops both. */
export interface MailingServer extends AppServer {
  inbox: SmtpInbox;
}

/**
 * `startAppServer` with a real SMTP server (the inbox) started first and `SMTP_URL` pointing at
 * it; the job worker polls every 100 ms unless `env` says otherwise.
 */
export async function startMailingServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<MailingServer> {
  const inbox = await startSmtpInbox();
  try {
    const server = await startAppServer({ SMTP_URL: inbox.url, JOB_POLL_MS: '100', ...env }, options);
    return {
      ...server,
      inbox,
      async stop() {
        await server.stop();
        await inbox.stop();
      },
    };
  } catch (error) {
    await inbox.stop();
    throw error;
  }
}

/** Signs in through next-auth's credentials form on `baseUrl`, as the browser does; returns the Cookie header. */
export async function signInOnServer(baseUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  keep(
    await fetch(`${baseUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
      body: new URLSearchParams({ csrfToken, email, password }),
    }),
  );
  return header();
}

/** Registers an account on `baseUrl` through the API and creates an API token for it; returns the token. */
export async function registerWithToken(
  baseUrl: string,
  account: { email: string; password: string; displayName: string },
): Promise<string> {
  const { email, password, displayName } = account;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password, displayName }),
  });
  expect(registered.status, await registered.text()).toBe(201);
  const created = await fetch(`${baseUrl}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'test', email, password }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { token: string }).token;
}
