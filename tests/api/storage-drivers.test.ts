import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { copyLocalFiles, LocalDiskDriver, storage, type StorageDriver } from '@/lib/platform/storage';
import { uploads } from '@/models';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createUser } from './fixtures';
import { forEachStorageDriver } from './storage-driver-cases';

const bytesOf = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

forEachStorageDriver((driver) => {
  let files: StorageDriver;
  beforeAll(() => {
    files = storage();
  });

  it(`is the configured driver (${driver})`, () => {
    expect(files.description).toMatch(driver === 'S3' ? /^S3 bucket / : /^local disk /);
  });

  it('stores, reads, sizes, replaces and deletes a file', async () => {
    const key = `test/${randomBytes(6).toString('hex')}/note.txt`;
    expect(await files.open(key)).toBeNull();
    expect(await files.size(key)).toBeNull();

    await files.put(key, Buffer.from('first version'), 'text/plain');
    expect(await files.size(key)).toBe(13);
    expect(await text((await files.open(key))!)).toBe('first version');

    await files.put(key, Buffer.from('second'), 'text/plain');
    expect(await text((await files.open(key))!)).toBe('second');

    await files.delete(key);
    expect(await files.open(key)).toBeNull();
    expect(await files.size(key)).toBeNull();
    await files.delete(key); // deleting what is gone is not an error
  });

  it('streams a file larger than one upload part in and out unchanged', async () => {
    const key = `test/${randomBytes(6).toString('hex')}.bin`;
    const data = randomBytes(12 * 1024 * 1024 + 123);
    // 1 MB chunks from a stream: the driver never gets the whole file at once.
    const chunks = Array.from({ length: Math.ceil(data.length / 2 ** 20) }, (_, i) =>
      data.subarray(i * 2 ** 20, (i + 1) * 2 ** 20),
    );
    await files.put(key, Readable.from(chunks), 'application/octet-stream');
    expect(await files.size(key)).toBe(data.length);
    expect((await bytesOf(await files.open(key)))!.equals(data)).toBe(true);
    await files.delete(key);
  });

  it('refuses keys that leave their folder', async () => {
    await expect(files.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(files.open('ideas/../../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('npm run storage:migrate (copyLocalFiles)', () => {
  let server: S3Server;
  let folder: string;
  beforeAll(async () => {
    server = await startS3Server('migrated');
    Object.assign(process.env, server.env);
    resetConfig();
    folder = mkdtempSync(path.join(tmpdir(), 'ideas-local-uploads-'));
  });
  afterAll(async () => {
    for (const name of Object.keys(server.env)) delete process.env[name];
    resetConfig();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies every local file with its recorded type, then only what is missing', async () => {
    const local = new LocalDiskDriver(folder);
    const owner = await createUser();
    const keys = [`ideas/${owner.id}/a1.webp`, `ideas/${owner.id}/b2.webp`, `cvs/${owner.id}_cv.pdf`];
    for (const [index, key] of keys.entries()) {
      await local.put(key, Buffer.from(`file ${index}`));
    }
    await getDb()
      .insert(uploads)
      .values({
        ownerId: owner.id,
        kind: 'cv',
        key: keys[2]!,
        contentType: 'application/pdf',
        size: 6,
        originalName: 'cv.pdf',
      });

    const progress: number[] = [];
    const first = await copyLocalFiles(local, storage(), ({ done }) => progress.push(done));
    expect(first).toEqual({ total: 3, copied: 3, skipped: 0 });
    expect(progress).toEqual([1, 2, 3]);
    for (const [index, key] of keys.entries()) {
      expect(await text((await storage().open(key))!)).toBe(`file ${index}`);
    }

    // A file cut short in the bucket (or missing) is copied again; the rest is left alone.
    await storage().put(keys[0]!, Buffer.from('fi'), 'application/octet-stream');
    await storage().delete(keys[1]!);
    expect(await copyLocalFiles(local, storage())).toEqual({ total: 3, copied: 2, skipped: 1 });
    expect(await copyLocalFiles(local, storage())).toEqual({ total: 3, copied: 0, skipped: 3 });
  });
});
