import 'server-only';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { MANIFEST_FILE, manifestSchema, type Manifest } from './manifest';

export class ArchiveError extends Error {}

/**
 * Writes the staged directory as one gzipped tar, manifest first, readable by its owner only (it
 * holds the whole database). Written beside `out` under another name and renamed at the end, so
 * `out` is either the complete archive or absent.
 */
export async function packArchive(staging: string, out: string): Promise<void> {
  const names = (await readdir(staging)).filter((name) => name !== MANIFEST_FILE).sort();
  const partial = path.join(
    path.dirname(out),
    `.${path.basename(out)}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    await pipeline(
      tar.create({ gzip: true, cwd: staging, portable: true }, [MANIFEST_FILE, ...names]),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The archive's manifest, checked against the format; a clear error for anything else. */
export async function readManifest(file: string): Promise<Manifest> {
  await access(file).catch(() => {
    throw new ArchiveError(`Cannot read ${file}: no such file`);
  });
  const chunks: Buffer[] = [];
  try {
    await tar.list({
      file,
      filter: (entry) => entry === MANIFEST_FILE,
      onReadEntry: (entry) => {
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      },
    });
  } catch (error) {
    throw new ArchiveError(`${file} is not a backup archive (${(error as Error).message})`);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) throw new ArchiveError(`${file} is not a backup archive: it has no ${MANIFEST_FILE}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError(`${file} has a manifest that is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new ArchiveError(
      `${file} has a manifest this version cannot read: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Unpacks the archive into `dir` (node-tar refuses paths that would leave it). */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  await tar.extract({ file, cwd: dir, strict: true });
}

/** Unpacks PGlite's tarball of its data directory (absolute member names) into `dir`. */
export async function unpackPgliteTarball(file: string, dir: string): Promise<void> {
  // Its hash was checked first; the only warnings are about the leading / being stripped.
  await tar.extract({ file, cwd: dir, onwarn: () => {} });
}
