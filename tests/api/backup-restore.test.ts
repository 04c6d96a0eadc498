import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, openPglite, openPostgres, setDatabase, type DatabaseHandle } from '@/lib/db';
import { lastBackup } from '@/lib/platform/backup';
import { registerWithToken, startAppServer, type AppServer } from './app-server';
import { testDriver } from './driver';

// An operator's backup and restore, end to end: a real server takes writes (ideas with photos)
// while `npm run backup` runs; the archive is restored into a fresh data directory (and on
// PostgreSQL a fresh database) and a server started on it shows every write acknowledged before
// the backup began, with the same photo bytes. A target that holds data is refused untouched.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore -- ...args` as the operator would, with `env` on top of ours. */
async function cli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'error', ...env }, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Every path under `dir` with its size and modification time: equal listings, nothing changed. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => {
      const stats = statSync(path.join(dir, entry));
      return `${entry} ${stats.isDirectory() ? 'dir' : stats.size} ${stats.mtimeMs}`;
    })
    .sort();
}

interface Write {
  id: string;
  photo: string;
  acknowledgedAt: number;
}

const photoPath = (url: string) => new URL(url, 'http://x').pathname;

/** The tables in a PostgreSQL database's public schema. */
async function countTables(databaseUrl: string): Promise<number | null> {
  if (!databaseUrl) return null;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`;
    return row!.n;
  } finally {
    await sql.end();
  }
}

/** The ideas in a PostgreSQL database (PGlite's are checked through its files). */
async function countIdeas(databaseUrl: string): Promise<number | null> {
  if (!databaseUrl) return null;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ideas`;
    return row!.n;
  } finally {
    await sql.end();
  }
}

describe('npm run backup and npm run restore', () => {
  let source: AppServer;
  let restored: AppServer | undefined;
  let token = '';
  const scratch = mkdtempSync(path.join(tmpdir(), 'ideas-backup-test-'));
  const archive = path.join(scratch, 'backup.tar.gz');
  const target = path.join(scratch, 'restored-data');
  let restoredDatabase = '';
  let dropRestoredDatabase = async () => {};
  // No AUTH_SECRET: the servers generate one in DATA_DIR, and the archive must carry it.
  const serverEnv = { AUTH_SECRET: '' };

  beforeAll(async () => {
    source = await startAppServer(serverEnv);
    token = await registerWithToken(source.url, {
      email: `backup-${Date.now()}@example.com`,
      password: 'correct horse battery',
      displayName: 'Backup Seller',
    });
    if (testDriver === 'postgres') {
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      const name = `ideas_restore_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`CREATE DATABASE "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      restoredDatabase = url.toString();
      dropRestoredDatabase = async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      };
    }
  }, 180_000);

  afterAll(async () => {
    await restored?.stop();
    await source?.stop();
    await dropRestoredDatabase();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  const auth = () => ({ authorization: `Bearer ${token}` });

  /** One write as a member makes it: a photo upload, then an idea that shows it. */
  async function writeIdea(n: number): Promise<Write> {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: `#${randomBytes(3).toString('hex')}` },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('kind', 'idea_photo');
    form.set('file', new File([new Uint8Array(image)], `photo-${n}.png`, { type: 'image/png' }));
    const uploaded = await fetch(`${source.url}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: auth(),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url: photo } = (await uploaded.json()) as { url: string };
    const created = await fetch(`${source.url}/api/ideas`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Backed up idea number ${n}`,
        category: 'Tech',
        type: 'Product',
        problemDescription: 'A server that loses its disk loses every idea and photo on it.',
        solutionDescription: 'Archive the database and the files together, and check the restore.',
        protectionStatus: 'None',
        requireNDA: false,
        desiredPrice: 500 + n,
        contactPreference: 'Messaging',
        photos: [photo],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    return { id, photo: photoPath(photo), acknowledgedAt: performance.now() };
  }

  it(
    'archives a consistent snapshot under concurrent writes, and a server on the restore has every acknowledged write with its photo',
    { timeout: 300_000 },
    async () => {
      const writes: Write[] = [];
      let writing = true;
      let next = 0;
      const writer = async () => {
        while (writing) writes.push(await writeIdea(next++));
      };
      let failure: unknown;
      const writers = [writer(), writer(), writer()].map((writing) =>
        writing.catch((error: unknown) => (failure = error)),
      );
      while (writes.length < 6 && !failure) await new Promise((resolve) => setTimeout(resolve, 50));

      const backupStarted = performance.now();
      const before = writes.filter((write) => write.acknowledgedAt < backupStarted);
      const backup = await cli('backup', ['--out', archive], {
        DATA_DIR: source.dataDir,
        DATABASE_URL: source.databaseUrl,
      });
      const backupEnded = performance.now();
      writing = false;
      await Promise.all(writers);
      if (failure) throw failure;
      console.log(`backup under load (${testDriver}):\n${backup.stdout}${backup.stderr}`);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backup written: ${archive}`);
      // The server kept taking writes while the backup ran.
      const during = writes.filter((w) => w.acknowledgedAt > backupStarted && w.acknowledgedAt < backupEnded);
      expect(during.length).toBeGreaterThan(0);

      // A running server's directory is in use: refused, even with --force (PGlite).
      if (testDriver === 'pglite') {
        const inUse = await cli('restore', [archive, '--force'], {
          DATA_DIR: source.dataDir,
          DATABASE_URL: '',
        });
        expect(inUse.code).toBe(3);
        expect(inUse.stderr).toContain('is in use by another process');
      }

      const restoreEnv = { DATA_DIR: target, DATABASE_URL: restoredDatabase };
      // A damaged archive (a photo changed after it was written) is refused before anything is placed.
      const unpacked = path.join(scratch, 'unpacked');
      mkdirSync(unpacked);
      await tar.extract({ file: archive, cwd: unpacked });
      const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as {
        uploads: { files: { key: string }[] };
      };
      writeFileSync(path.join(unpacked, 'uploads', manifest.uploads.files[0]!.key), 'not the photo');
      const damaged = path.join(scratch, 'damaged.tar.gz');
      await tar.create({ gzip: true, cwd: unpacked, file: damaged }, readdirSync(unpacked));
      const refused = await cli('restore', [damaged], restoreEnv);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('The archive is damaged, nothing was changed');
      expect(readdirSync(target)).toEqual([]);
      if (testDriver === 'postgres') expect(await countTables(restoredDatabase)).toBe(0);

      const restore = await cli('restore', [archive], restoreEnv);
      console.log(`restore (${testDriver}):\n${restore.stdout}${restore.stderr}`);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('check      passed');
      expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
        readFileSync(path.join(source.dataDir, 'auth-secret'), 'utf8'),
      );

      // Restoring again into what now holds data is refused, and changes nothing.
      const files = listing(target);
      const ideasBefore = await countIdeas(restoredDatabase);
      const again = await cli('restore', [archive], restoreEnv);
      expect(again.code).toBe(3);
      expect(again.stderr).toContain('The target is not empty');
      expect(again.stderr).toContain('Nothing was changed');
      expect(listing(target)).toEqual(files);
      expect(await countIdeas(restoredDatabase)).toBe(ideasBefore);

      restored = await startAppServer(serverEnv, {
        dataDir: target,
        ...(restoredDatabase ? { databaseUrl: restoredDatabase } : {}),
      });
      expect(before.length).toBeGreaterThanOrEqual(6);
      for (const write of before) {
        const idea = await fetch(`${restored.url}/api/ideas/${write.id}`);
        expect(idea.status, write.id).toBe(200);
        const body = (await idea.json()) as { photos: string[] };
        expect(body.photos.map(photoPath)).toEqual([write.photo]);
      }
      // Every write the snapshot holds (those made during the backup too) has its photo file.
      let present = 0;
      for (const write of writes) {
        if ((await fetch(`${restored.url}/api/ideas/${write.id}`)).status !== 200) continue;
        present += 1;
        const [copy, original] = await Promise.all([
          fetch(`${restored.url}${write.photo}`),
          fetch(`${source.url}${write.photo}`),
        ]);
        expect(copy.status, write.photo).toBe(200);
        expect(Buffer.from(await copy.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
      }
      expect(present).toBeGreaterThanOrEqual(before.length);

      // The source database notes the backup for the admin pages.
      const size = statSync(archive).size;
      let handle: DatabaseHandle;
      if (testDriver === 'postgres') handle = openPostgres(source.databaseUrl, { max: 1 });
      else {
        await source.crash();
        handle = openPglite(path.join(source.dataDir, 'pglite'));
      }
      const harness = getDatabase();
      setDatabase(handle);
      try {
        const last = await lastBackup();
        expect(last).toMatchObject({ bytes: size, driver: testDriver });
        expect(last!.takenAt.getTime()).toBeLessThanOrEqual(Date.now());
      } finally {
        setDatabase(harness);
        await handle.close();
      }
    },
  );
});
