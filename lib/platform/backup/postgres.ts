import 'server-only';
import { spawn } from 'node:child_process';

/** The client tools are missing or failed; the message says what to install or what they said. */
export class PostgresToolError extends Error {}

/**
 * libpq's environment for a postgres:// URL: the password travels in the environment of the child,
 * never on its command line (which every user of the machine can list).
 */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  const hostParam = url.searchParams.get('host');
  if (hostParam) env.PGHOST = hostParam;
  else if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ''));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode =
    url.searchParams.get('sslmode') ?? (url.searchParams.get('ssl') === 'true' ? 'require' : null);
  if (sslmode) env.PGSSLMODE = sslmode;
  env.PGCONNECT_TIMEOUT = '10';
  return env;
}

const INSTALL_HINT =
  'install the PostgreSQL client tools of your server’s major version or newer ' +
  '(Debian/Ubuntu: apt-get install postgresql-client-NN; macOS: brew install libpq), ' +
  'or put them on PATH';

/** The database a URL names (libpq's default: the user's name). */
export function databaseName(databaseUrl: string): string {
  const env = libpqEnvironment(databaseUrl);
  return env.PGDATABASE ?? env.PGUSER ?? process.env.USER ?? 'postgres';
}

/** Runs `tool` with `args`; resolves with its stdout, rejects with its stderr or what to install. */
export function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl?: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...(databaseUrl ? libpqEnvironment(databaseUrl) : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        reject(
          new PostgresToolError(`${tool} was not found: backups of PostgreSQL need it; ${INSTALL_HINT}.`),
        );
      else reject(new PostgresToolError(`${tool} could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new PostgresToolError(`${tool} failed (exit ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

/** `pg_dump --version`'s version (e.g. "15.20"), or what to install when it is missing. */
export async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const said = await runTool(tool, ['--version']);
  return /(\d+(?:\.\d+)?)/.exec(said)?.[1] ?? said.trim();
}

/**
 * Dumps the database in pg_dump's custom format as of `snapshot` (exported by a transaction the
 * caller keeps open), so the dump and the caller's reads see the same data.
 */
export async function dumpDatabase(databaseUrl: string, snapshot: string, file: string): Promise<void> {
  await runTool(
    'pg_dump',
    ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, '--no-password'],
    databaseUrl,
  );
}

/**
 * Restores a custom-format dump in one transaction: the database gets all of it or none.
 * `replace`: objects of the archive that exist already are dropped first (objects it does not
 * hold are left as they are). Owners and grants are those of the restoring user.
 */
export async function restoreDatabase(databaseUrl: string, file: string, replace: boolean): Promise<void> {
  await runTool(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      '--no-password',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${databaseName(databaseUrl)}`,
      file,
    ],
    databaseUrl,
  );
}
