import 'server-only';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DataDirLockedError,
  openPglite,
  openPostgres,
  snapshotEmbeddedDatabase,
  type DatabaseHandle,
} from '@/lib/db';
import { unpackPgliteTarball } from './archive';
import { CONTROL_SOCKET, recordThroughServer, snapshotFromServer } from './control';
import { recordBackup } from './history';
import { readSnapshotFacts, type SnapshotFacts } from './inventory';
import { dumpDatabase, toolVersion } from './postgres';

export class BackupError extends Error {}

export interface FinishedBackup {
  takenAt: Date;
  bytes: number;
  archive: string;
  durationMs: number;
}

/** The database part of a backup: its dump in the staging directory and what it holds. */
export interface DatabaseSnapshot {
  takenAt: Date;
  /** How it was taken, for the manifest and the summary. */
  source: string;
  facts: SnapshotFacts;
  /** Time the database spent on the snapshot itself. */
  snapshotMs: number;
  /** Notes the finished archive where the admin pages look (false: nobody could take the note). */
  record(backup: FinishedBackup): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The embedded database's snapshot: asked of the server when one runs on DATA_DIR (it holds the
 * directory), else taken from the directory, locked here meanwhile so that no server starts.
 */
export async function snapshotPglite(
  dataDir: string,
  file: string,
  scratch: string,
): Promise<DatabaseSnapshot> {
  const databaseDir = path.resolve(dataDir, 'pglite');
  const fromServer = await snapshotFromServer(dataDir);
  if (fromServer) {
    await writeFile(file, fromServer.tarball);
    // Read from a copy opened here, so the facts describe the archive's own data (and prove it opens).
    const copy = await mkdtemp(path.join(scratch, 'open-'));
    const facts = await openUnpacked(file, path.join(copy, 'pglite'), factsOf).finally(() =>
      rm(copy, { recursive: true, force: true }),
    );
    return {
      takenAt: fromServer.takenAt,
      source: 'the running server, through DATA_DIR/control.sock',
      facts,
      snapshotMs: fromServer.ms,
      record: (backup) => recordThroughServer(dataDir, backup),
      close: async () => {},
    };
  }
  if (!existsSync(path.join(databaseDir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${databaseDir} (is DATA_DIR right?)`);
  const handle = openPglite(databaseDir);
  try {
    await handle.open();
  } catch (error) {
    await handle.close().catch(() => {});
    if (error instanceof DataDirLockedError)
      throw new BackupError(
        `${error.message} It does not answer on ${path.join(dataDir, CONTROL_SOCKET)}: ` +
          'a server of an older version, or one still starting. Try again when it is up, or stop it.',
      );
    throw error;
  }
  try {
    const snapshot = await snapshotEmbeddedDatabase(databaseDir);
    await writeFile(file, snapshot.tarball);
    // Nobody else can write while this process holds the directory: the facts match the copy.
    const facts = await factsOf(handle);
    return {
      takenAt: snapshot.takenAt,
      source: 'the data directory (no server was running)',
      facts,
      snapshotMs: snapshot.ms,
      record: async (backup) => {
        await recordBackup(handle.db, { ...backup, driver: 'pglite' });
        return true;
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

async function factsOf(handle: DatabaseHandle): Promise<SnapshotFacts> {
  const client = await handle.maintenance();
  try {
    return await readSnapshotFacts(client.sql);
  } finally {
    await client.close();
  }
}

/**
 * Unpacks PGlite's tarball into `dir` (made here), opens it as the server would (recovery
 * included), runs `work` on it and closes it cleanly. The directory stays for the caller.
 */
export async function openUnpacked<T>(
  tarball: string,
  dir: string,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  await mkdir(dir, { recursive: true });
  await unpackPgliteTarball(tarball, dir);
  const handle = openPglite(dir);
  try {
    await handle.open();
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL: pg_dump in the snapshot of a transaction of ours, which reads the facts meanwhile:
 * the dump and the facts see the same committed data, while the server goes on taking writes.
 */
export async function snapshotPostgres(databaseUrl: string, file: string): Promise<DatabaseSnapshot> {
  const dumpVersion = await toolVersion('pg_dump');
  const handle = openPostgres(databaseUrl, { max: 1, connectTimeoutMs: 5000 });
  const client = await handle.maintenance();
  try {
    const [server] = await client.sql<
      { version: string }[]
    >`select current_setting('server_version') as version`;
    const serverMajor = Number.parseInt(server!.version, 10);
    if (Number.parseInt(dumpVersion, 10) < serverMajor)
      throw new BackupError(
        `pg_dump ${dumpVersion} is older than the server (PostgreSQL ${server!.version}): install the client tools of version ${serverMajor} or newer`,
      );
    const started = performance.now();
    let takenAt = new Date();
    let facts: SnapshotFacts | undefined;
    await client.sql.begin('isolation level repeatable read read only', async (tx) => {
      const [exported] = await tx<{ snapshot: string; takenAtMs: number }[]>`
        select pg_export_snapshot() as snapshot, (extract(epoch from now()) * 1000)::float8 as "takenAtMs"`;
      takenAt = new Date(exported!.takenAtMs);
      const dumping = dumpDatabase(databaseUrl, exported!.snapshot, file);
      try {
        facts = await readSnapshotFacts(tx);
      } finally {
        // pg_dump holds the snapshot through our transaction: it stays open until the dump is done.
        await dumping;
      }
    });
    const snapshotMs = performance.now() - started;
    return {
      takenAt,
      source: `pg_dump ${dumpVersion} from PostgreSQL ${server!.version}`,
      facts: facts!,
      snapshotMs,
      record: async (backup) => {
        await recordBackup(handle.db, { ...backup, driver: 'postgres' });
        return true;
      },
      close: async () => {
        await client.close();
        await handle.close();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    await handle.close().catch(() => {});
    throw error;
  }
}
