import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/lib/db/lock';

/** A process that listens on `<dir>.lock` as a holder does, then is killed with SIGKILL. */
async function leaveDeadLock(dir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(`${dir}.lock`)}, () => console.log('ready'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

describe('data directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ideas-lock-'));

  it('refuses a second holder with a message that names the directory', async () => {
    const dir = path.join(root, 'a');
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/a is in use by another process \(pid \d+ on /);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    (await lockDataDir(dir))();
  });

  it('takes over the lock of a process killed with SIGKILL, even with a pid that is alive', async () => {
    const dir = path.join(root, 'b');
    await leaveDeadLock(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    release();
  });

  it('takes over an old-style pid file of a process that no longer exists, or of pid 1', async () => {
    for (const pid of ['999999999', '1', String(process.pid)]) {
      const dir = path.join(root, `c${pid}`);
      writeFileSync(`${dir}.lock`, pid);
      (await lockDataDir(dir))();
    }
  });

  it('lets only one of many simultaneous starters take a dead lock', async () => {
    const dir = path.join(root, 'd');
    await leaveDeadLock(dir);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(dir)));
    const held = outcomes.filter((o) => o.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(DataDirLockedError);
    (held[0] as PromiseFulfilledResult<() => void>).value();
  });
});
