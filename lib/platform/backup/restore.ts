import 'server-only';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';
import { DataDirLockedError, lockDataDir, migrationsFolder, openPostgres } from '@/lib/db';
import { readManifest, unpackArchive } from './archive';
import { hashFile, hasFiles, verifyFiles } from './files';
import { compareInventory, readSnapshotFacts, type InventoryProblem } from './inventory';
import { AUTH_SECRET_FILE, UPLOADS_DIR, type Manifest } from './manifest';
import { restoreDatabase } from './postgres';
import { openUnpacked } from './snapshot';

/** The target is not empty (or in use, or of the other driver): nothing was changed. */
export class RestoreRefusedError extends Error {}

/** The archive, or the restored copy, does not match the manifest. `changed` says whether the target was touched. */
export class RestoreCheckError extends Error {
  constructor(
    message: string,
    readonly changed: boolean,
  ) {
    super(message);
  }
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Restore into this PostgreSQL database; else into DATA_DIR/pglite. */
  databaseUrl?: string;
  /** Replace what the target holds. */
  force: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  archiveBytes: number;
  /** What --force replaced (empty without it). */
  replaced: string[];
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  ms: { unpack: number; verify: number; database: number; check: number; total: number };
}

const TABLES_IN_USE = `
  select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname !~ '^pg_(toast|temp)'
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

const describeProblems = (problems: InventoryProblem[]) =>
  problems.map(({ table, problem }) => `${table}: ${problem}`).join('; ');

/**
 * Restores an archive into an empty DATA_DIR (PGlite) or an empty PostgreSQL database, and checks
 * the result: every table has the rows the manifest lists, every file its SHA-256. A target that
 * holds data is refused unless `force`. The embedded database is unpacked and checked beside the
 * target and moved into place only then; PostgreSQL restores in one transaction. Either way a
 * failure leaves the target as it was, or says so.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  const manifest = await readManifest(file);
  const driver = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.driver !== driver)
    throw new RestoreRefusedError(
      manifest.driver === 'pglite'
        ? 'This archive holds an embedded (PGlite) database: restore it with DATABASE_URL unset, into DATA_DIR.'
        : 'This archive holds a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into.',
    );
  const known = await knownMigrations();
  if (manifest.migrations.applied > known)
    throw new RestoreRefusedError(
      `The archive comes from a newer version of ${manifest.app.name} (${manifest.app.version}, ` +
        `${manifest.migrations.applied} migrations; this one knows ${known}): restore it with that version.`,
    );
  const dataDir = path.resolve(options.dataDir);

  // The target: what is there already, and no server on it.
  let releaseLock: (() => void) | undefined;
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, { max: 1, connectTimeoutMs: 5000 })
    : undefined;
  const client = await database?.maintenance();
  const scratch = { dir: '' };
  try {
    const occupied: string[] = [];
    /** Paths in the target that hold something the restore replaces. */
    const taken = new Set<string>();
    if (client) {
      const [{ tables }] = (await client.sql.unsafe(TABLES_IN_USE)) as unknown as [{ tables: number }];
      if (tables > 0) occupied.push(`the database has ${tables} tables`);
    } else {
      try {
        releaseLock = await lockDataDir(path.join(dataDir, 'pglite'));
      } catch (error) {
        if (error instanceof DataDirLockedError)
          throw new RestoreRefusedError(`${error.message} Stop the server before restoring.`);
        throw error;
      }
      const databaseDir = path.join(dataDir, 'pglite');
      if (existsSync(databaseDir) && (await readdir(databaseDir)).length > 0) {
        occupied.push(`${databaseDir} holds a database`);
        taken.add(databaseDir);
      }
    }
    const restoresFiles = manifest.uploads.storage === 'local';
    const uploadsDir = path.join(dataDir, UPLOADS_DIR);
    if (restoresFiles && (await hasFiles(uploadsDir))) {
      occupied.push(`${uploadsDir} holds files`);
      taken.add(uploadsDir);
    }
    const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
    if (manifest.authSecret && existsSync(secretFile)) {
      const present = await hashFile(secretFile);
      if (present.sha256 !== manifest.authSecret.sha256) {
        occupied.push(`${secretFile} holds another secret`);
        taken.add(secretFile);
      }
    }
    if (occupied.length && !options.force)
      throw new RestoreRefusedError(
        `The target is not empty: ${occupied.join('; ')}. Nothing was changed. ` +
          'Restore into an empty DATA_DIR or database, or pass --force to replace what is there.',
      );
    if (client) {
      const others = await otherSessions(client.sql);
      if (others > 0)
        throw new RestoreRefusedError(
          `${others} other connection(s) use the database: stop the servers on it before restoring. Nothing was changed.`,
        );
    }
    await mkdir(dataDir, { recursive: true });

    // Unpack beside the target and check the files before anything is touched.
    scratch.dir = await mkdtemp(path.join(dataDir, '.restore-'));
    const staging = path.join(scratch.dir, 'archive');
    await mkdir(staging);
    await unpackArchive(file, staging);
    const unpacked = performance.now();
    const fileProblems = await verifyFiles(staging, [
      { key: manifest.database.file, bytes: manifest.database.bytes, sha256: manifest.database.sha256 },
      ...(manifest.authSecret ? [{ key: AUTH_SECRET_FILE, ...manifest.authSecret }] : []),
      ...manifest.uploads.files.map((entry) => ({ ...entry, key: `${UPLOADS_DIR}/${entry.key}` })),
    ]);
    if (fileProblems.length)
      throw new RestoreCheckError(
        `The archive is damaged, nothing was changed: ${fileProblems.join('; ')}`,
        false,
      );
    const verified = performance.now();

    const databaseFile = path.join(staging, manifest.database.file);
    let checked: number;
    let restoredAt: number;
    const replaced: string[] = [];
    if (client) {
      await restoreDatabase(options.databaseUrl!, databaseFile, options.force && occupied.length > 0);
      if (occupied.length) replaced.push('the database’s objects that the archive holds');
      restoredAt = performance.now();
      const problems = compareInventory(manifest.tables, (await readSnapshotFacts(client.sql)).tables);
      checked = performance.now();
      if (problems.length)
        throw new RestoreCheckError(
          `The database was restored but does not match the archive: ${describeProblems(problems)}. ` +
            'The uploads were not restored.',
          true,
        );
    } else {
      // Opened and checked where it was unpacked; PGlite closes it cleanly before it moves.
      let opened = verified;
      const problems = await openUnpacked(databaseFile, path.join(staging, 'pglite'), async (handle) => {
        opened = performance.now();
        const maintenance = await handle.maintenance();
        try {
          return compareInventory(manifest.tables, (await readSnapshotFacts(maintenance.sql)).tables);
        } finally {
          await maintenance.close();
        }
      });
      restoredAt = opened;
      checked = performance.now();
      if (problems.length)
        throw new RestoreCheckError(
          `The restored database does not match the archive, nothing was changed: ${describeProblems(problems)}`,
          false,
        );
    }

    // Move into place; what --force replaces goes aside first and is deleted once all is in.
    const aside = path.join(scratch.dir, 'replaced');
    await mkdir(aside);
    const moves: [string, string][] = [];
    if (!client) moves.push([path.join(staging, 'pglite'), path.join(dataDir, 'pglite')]);
    if (restoresFiles && existsSync(path.join(staging, UPLOADS_DIR)))
      moves.push([path.join(staging, UPLOADS_DIR), uploadsDir]);
    if (manifest.authSecret) moves.push([path.join(staging, AUTH_SECRET_FILE), secretFile]);
    for (const [from, to] of moves) {
      if (existsSync(to)) {
        await rename(to, path.join(aside, path.basename(to)));
        if (taken.has(to)) replaced.push(to);
      }
      await rename(from, to);
    }
    // As the server writes it: the secret is its owner's only.
    if (manifest.authSecret) await chmod(secretFile, 0o600);
    const summary = await summarize(manifest, file);
    return {
      ...summary,
      replaced,
      ms: {
        unpack: unpacked - started,
        verify: verified - unpacked,
        database: restoredAt - verified,
        check: checked - restoredAt,
        total: performance.now() - started,
      },
    };
  } finally {
    if (scratch.dir) await rm(scratch.dir, { recursive: true, force: true }).catch(() => {});
    releaseLock?.();
    await client?.close().catch(() => {});
    await database?.close().catch(() => {});
  }
}

/**
 * Other sessions on the database (a server's pool): a restore under them would change its data
 * behind its back. Asked for up to 2 s, as a session that just closed takes a moment to go.
 */
async function otherSessions(sql: Pick<postgres.Sql, 'unsafe'>): Promise<number> {
  let others = 0;
  for (const deadline = Date.now() + 2000; ;) {
    const [row] = (await sql.unsafe(
      `select count(*)::int as others from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    )) as unknown as [{ others: number }];
    others = row.others;
    if (others === 0 || Date.now() > deadline) return others;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many migrations this version of the application has (an archive may have fewer: the server applies the rest). */
async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function summarize(manifest: Manifest, file: string) {
  const tables = Object.values(manifest.tables);
  return {
    manifest,
    archiveBytes: (await stat(file)).size,
    tables: tables.length,
    rows: tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.uploads.files.length,
    fileBytes: manifest.uploads.files.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}
