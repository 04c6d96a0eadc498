import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/presence/route';
import { getDatabase } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { PresenceHub, getPresenceHub, isUserOnline, presenceChannel } from '@/lib/presence';
import { cookieHeaders, createUser } from './fixtures';
import { testDriver } from './harness';
import { BASE_URL } from './http';
import { SseReader, onlineIdsOf } from './sse';

process.env.PRESENCE_GRACE_MS = '100';
const onPostgres = testDriver === 'postgres';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await getPresenceHub().stop();
});

function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const request = new Request(`${BASE_URL}/api/presence`, { headers, signal: controller.signal });
  cleanups.push(async () => controller.abort());
  return (GET(request, undefined) as Promise<Response>).then((response) => new SseReader(response));
}

describe('presence across server instances (PostgreSQL)', () => {
  it('names its NOTIFY channel after the schema so databases on one server do not cross-talk', () => {
    expect(presenceChannel('test_abc')).toBe('presence_test_abc');
    expect(presenceChannel(undefined)).toBe('presence_public');
  });

  it.skipIf(!onPostgres)('a user connected to another process appears in this process’s stream, and leaves it', async () => {
    const watcher = await createUser({ displayName: 'Watcher' });
    const remote = await createUser({ displayName: 'Remote' });
    const stream = await openStream(await cookieHeaders(watcher));
    await stream.waitFor((e) => onlineIdsOf(e).includes(watcher.id));

    const peer: ChildProcessWithoutNullStreams = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/api/presence-peer.ts', process.env.TEST_DATABASE_URL!, getDatabase().schema!, remote.id],
      { env: { ...process.env, LOG_LEVEL: 'error' } },
    );
    cleanups.push(async () => {
      if (peer.exitCode === null) peer.kill('SIGKILL');
    });
    let output = '';
    peer.stdout.on('data', (chunk) => (output += chunk));
    peer.stderr.on('data', (chunk) => (output += chunk));
    await stream.waitFor((e) => onlineIdsOf(e).includes(remote.id), 20_000).catch((error) => {
      throw new Error(`${(error as Error).message}\npeer output: ${output}`);
    });
    expect(output).toContain('connected');
    expect(await isUserOnline(remote.id)).toBe(true);

    // The peer sees this process's viewer too.
    await expect.poll(() => output.includes(watcher.id), { timeout: 5000 }).toBe(true);

    // The other process shuts down in order: its user leaves this stream.
    const exited = new Promise((resolve) => peer.once('exit', resolve));
    peer.stdin.end();
    await stream.waitFor((e) => !onlineIdsOf(e).includes(remote.id), 5000);
    await exited;
    expect(await isUserOnline(remote.id)).toBe(false);
  });

  it.skipIf(!onPostgres)('two hubs with their own clients share one online list through LISTEN/NOTIFY', async () => {
    const handle = openPostgres(process.env.TEST_DATABASE_URL!, { schema: getDatabase().schema, max: 2 });
    const other = new PresenceHub(handle, { graceMs: 100, coalesceMs: 10 });
    cleanups.push(async () => {
      await other.stop();
      await handle.close();
    });
    await other.start();
    const viewer = await createUser();
    const stream = await openStream(await cookieHeaders(viewer));
    await stream.waitFor((e) => onlineIdsOf(e).includes(viewer.id));
    await expect.poll(() => other.onlineUsers().some((u) => u.id === viewer.id), { timeout: 2000 }).toBe(true);

    const guest = await createUser();
    const connection = await other.connect(guest.id);
    await stream.waitFor((e) => onlineIdsOf(e).includes(guest.id), 2000);
    other.disconnect(connection);
    await stream.waitFor((e) => !onlineIdsOf(e).includes(guest.id), 3000);
  });
});
