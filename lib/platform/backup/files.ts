import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FileFacts {
  bytes: number;
  sha256: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function hashFile(file: string): Promise<FileFacts> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every file under `root`, as `/`-separated keys (files being written, `*.tmp`, left out). */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Puts the files under `from` into `to` with their hashes. A hard link where the two share a file
 * system: the storage replaces a file by renaming a new one over it, so a link keeps the content
 * it had when linked, whatever the server does next; a copy elsewhere. A file deleted after it was
 * listed is left out (its key is not in the result).
 */
export async function stageFiles(from: string, to: string): Promise<Map<string, FileFacts>> {
  const staged = new Map<string, FileFacts>();
  for (const key of await listFiles(from)) {
    const source = path.join(from, ...key.split('/'));
    const target = path.join(to, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM' || error.code === 'EMLINK')
          await copyFile(source, target);
        else throw error;
      });
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    staged.set(key, await hashFile(target));
  }
  return staged;
}

/** Files whose content is not what `expected` says, or that are missing: `key: reason`. */
export async function verifyFiles(
  root: string,
  expected: ({ key: string } & FileFacts)[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const file of expected) {
    const where = path.join(root, ...file.key.split('/'));
    const found = await hashFile(where).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!found) problems.push(`${file.key}: missing`);
    else if (found.sha256 !== file.sha256 || found.bytes !== file.bytes)
      problems.push(`${file.key}: ${found.bytes} bytes with another SHA-256 than the archive lists`);
  }
  return problems;
}

/** Whether `dir` holds any file (in any subdirectory). */
export async function hasFiles(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length > 0;
}

export async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}
