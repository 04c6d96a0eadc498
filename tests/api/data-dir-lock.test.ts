import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from './harness';

const tsx = path.resolve('node_modules/.bin/tsx');
const holder = path.resolve('tests/api/lock-holder.ts');

// A container restart: a new PID namespace in which the server may get the very pid it had.
const unshare = ['--fork', '--pid', '--mount-proc'];
const canUnshare = spawnSync('unshare', [...unshare, 'true']).status === 0;
if (testDriver === 'pglite' && !canUnshare) {
  console.warn(
    'Skipping the PID-namespace lock test: `unshare --pid` is not permitted here (needs root or user namespaces).',
  );
}

function run(
  command: string,
  args: string[],
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

describe.skipIf(testDriver !== 'pglite' || !canUnshare)(
  'the data directory lock across a container-style restart',
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ideas-lock-ns-'));
    const started: ChildProcess[] = [];

    afterAll(() => {
      for (const child of started) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // gone
        }
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it('is refused while its holder lives in another PID namespace, and taken over after kill -9 of that namespace', async () => {
      // setsid (not a group leader, so it does not fork): its pid is the group to kill.
      const first = run('setsid', [
        'unshare',
        ...unshare,
        tsx,
        '--conditions=react-server',
        holder,
        dir,
        'write',
      ]);
      started.push(first.child);
      await expect.poll(first.output, { timeout: 60_000, interval: 100 }).toMatch(/ready \d+/);
      // Inside the namespace the process has a tiny pid (1, 2…), as in a container.
      expect(Number(/ready (\d+)/.exec(first.output())![1])).toBeLessThan(20);

      const second = run(tsx, ['--conditions=react-server', holder, dir, 'read']);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/is in use by another process \(pid \d+ on /);

      process.kill(-first.child.pid!, 'SIGKILL');
      await first.exited;

      const restarted = run('setsid', [
        'unshare',
        ...unshare,
        tsx,
        '--conditions=react-server',
        holder,
        dir,
        'read',
      ]);
      started.push(restarted.child);
      expect(await restarted.exited).toBe(0);
      // Same small pid space, the lock taken over, and the row written before the kill is there.
      expect(restarted.output()).toMatch(/rows 1 pid \d+/);
      // Three servers start one after the other: slow on a busy machine.
    }, 120_000);
  },
);
