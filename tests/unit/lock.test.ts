import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/lib/db/lock';

describe('data directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ideas-lock-'));

  it('refuses a second holder with a message that names the directory', () => {
    const dir = path.join(root, 'a');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another process/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left behind by a process that no longer exists', () => {
    const dir = path.join(root, 'b');
    writeFileSync(`${dir}.lock`, '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
  });
});
