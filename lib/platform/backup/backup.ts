import 'server-only';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { packArchive } from './archive';
import { hashFile, stageFiles, type FileFacts } from './files';
import { AUTH_SECRET_FILE, DATABASE_FILES, UPLOADS_DIR, MANIFEST_FILE, type Manifest } from './manifest';
import { BackupError, snapshotPglite, snapshotPostgres, type DatabaseSnapshot } from './snapshot';
import { writeFile } from 'node:fs/promises';

export interface BackupOptions {
  /** The archive to write; it must not exist yet. */
  out: string;
  dataDir: string;
  /** PostgreSQL when set, else the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Uploads are in this bucket (not in the archive) when set. */
  s3Bucket?: string;
  app: { name: string; version: string };
}

export interface BackupResult {
  out: string;
  bytes: number;
  manifest: Manifest;
  /** Whether the backup was noted for the admin pages. */
  recorded: boolean;
  recordError?: string;
  ms: { snapshot: number; database: number; files: number; archive: number; total: number };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes one archive: the database's consistent snapshot first, then the uploads kept on the local
 * disk (so every file a snapshotted row names was there to copy, unless it was deleted meanwhile:
 * the manifest lists those), the generated auth secret, and the manifest that a restore checks
 * against.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const out = path.resolve(options.out);
  if (await exists(out)) throw new BackupError(`${out} exists already: choose another name`);
  await mkdir(path.dirname(out), { recursive: true });
  const dataDir = path.resolve(options.dataDir);
  const driver = options.databaseUrl ? 'postgres' : 'pglite';
  const scratch = await mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.`));
  const staging = path.join(scratch, 'archive');
  const databaseFile = path.join(staging, DATABASE_FILES[driver]);
  await mkdir(path.dirname(databaseFile), { recursive: true });
  let snapshot: DatabaseSnapshot | undefined;
  try {
    snapshot = options.databaseUrl
      ? await snapshotPostgres(options.databaseUrl, databaseFile)
      : await snapshotPglite(dataDir, databaseFile, scratch);
    const databaseDone = performance.now();

    let files = new Map<string, FileFacts>();
    if (!options.s3Bucket)
      files = await stageFiles(path.join(dataDir, UPLOADS_DIR), path.join(staging, UPLOADS_DIR));
    const missing = snapshot.facts.uploadKeys.filter((key) => !files.has(key)).sort();
    let authSecret: FileFacts | null = null;
    if (await exists(path.join(dataDir, AUTH_SECRET_FILE))) {
      await copyFile(path.join(dataDir, AUTH_SECRET_FILE), path.join(staging, AUTH_SECRET_FILE));
      authSecret = await hashFile(path.join(staging, AUTH_SECRET_FILE));
    }
    const filesDone = performance.now();

    const manifest: Manifest = {
      format: 'ideas-marketplace-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      takenAt: snapshot.takenAt.toISOString(),
      app: options.app,
      driver,
      source: snapshot.source,
      migrations: snapshot.facts.migrations,
      database: { file: DATABASE_FILES[driver], ...(await hashFile(databaseFile)) },
      tables: snapshot.facts.tables,
      uploads: {
        storage: options.s3Bucket ? 's3' : 'local',
        files: [...files].map(([key, facts]) => ({ key, ...facts })),
        missing,
      },
      authSecret,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(staging, out);
    const bytes = (await stat(out)).size;
    const finished = performance.now();

    let recorded = false;
    let recordError: string | undefined;
    try {
      recorded = await snapshot.record({
        takenAt: snapshot.takenAt,
        bytes,
        archive: path.basename(out),
        durationMs: Math.round(finished - started),
      });
    } catch (error) {
      recordError = error instanceof Error ? error.message : String(error);
    }
    return {
      out,
      bytes,
      manifest,
      recorded,
      recordError,
      ms: {
        snapshot: snapshot.snapshotMs,
        database: databaseDone - started,
        files: filesDone - databaseDone,
        archive: finished - filesDone,
        total: performance.now() - started,
      },
    };
  } finally {
    await snapshot?.close().catch(() => {});
    await rm(scratch, { recursive: true, force: true });
  }
}
