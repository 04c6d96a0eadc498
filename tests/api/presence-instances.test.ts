import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/presence/route';
import { authSecret } from '@/lib/platform/security/secret';
import { getDatabase } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { PresenceHub, getPresenceHub, isUserOnline, presenceChannel } from '@/lib/platform/presence';
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

interface ServerProcess {
  process: ChildProcessWithoutNullStreams;
  port: number;
}

/** Starts tests/api/presence-server.ts on this file's schema; resolves once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'tests/api/presence-server.ts',
      process.env.TEST_DATABASE_URL!,
      getDatabase().schema!,
    ],
    { env },
  );
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ process: child, port: Number(port) });
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

async function streamFrom(
  server: ServerProcess,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<SseReader> {
  const controller = new AbortController();
  cleanups.push(async () => controller.abort());
  const response = await fetch(`http://127.0.0.1:${server.port}/api/presence`, {
    headers,
    signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
  });
  expect(response.status).toBe(200);
  return new SseReader(response);
}

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

  it.skipIf(!onPostgres)(
    'a user streaming from one server process appears in another process’s stream, and leaves it',
    async () => {
      const env = { ...process.env, AUTH_SECRET: authSecret(), PRESENCE_GRACE_MS: '300', LOG_LEVEL: 'error' };
      const [first, second] = await Promise.all([startServer(env), startServer(env)]);
      const alice = await createUser({ displayName: 'Alice on one' });
      const bob = await createUser({ displayName: 'Bob on two' });

      const aliceStream = await streamFrom(first, await cookieHeaders(alice));
      await aliceStream.waitFor((e) => onlineIdsOf(e).includes(alice.id));

      const bobAbort = new AbortController();
      const bobStream = await streamFrom(second, await cookieHeaders(bob), bobAbort.signal);
      const bobFirst = await bobStream.waitFor((e) => e.event === 'online');
      expect(onlineIdsOf(bobFirst)).toEqual(expect.arrayContaining([alice.id, bob.id]));
      await aliceStream.waitFor((e) => onlineIdsOf(e).includes(bob.id), 2000);
      expect(await isUserOnline(bob.id)).toBe(true);

      // Bob's connection drops: after the grace period he leaves the other server's stream too.
      bobAbort.abort();
      await aliceStream.waitFor((e) => !onlineIdsOf(e).includes(bob.id), 5000);
      expect(await isUserOnline(bob.id)).toBe(false);

      // A server process that stops takes its users with it.
      const carol = await createUser({ displayName: 'Carol on two' });
      await streamFrom(second, await cookieHeaders(carol));
      await aliceStream.waitFor((e) => onlineIdsOf(e).includes(carol.id), 2000);
      second.process.kill('SIGTERM');
      await aliceStream.waitFor((e) => !onlineIdsOf(e).includes(carol.id), 5000);
    },
  );

  it.skipIf(!onPostgres)(
    'two hubs with their own clients share one online list through LISTEN/NOTIFY',
    async () => {
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
      await expect
        .poll(() => other.onlineUsers().some((u) => u.id === viewer.id), { timeout: 2000 })
        .toBe(true);

      const guest = await createUser();
      const connection = await other.connect(guest.id);
      await stream.waitFor((e) => onlineIdsOf(e).includes(guest.id), 2000);
      other.disconnect(connection);
      await stream.waitFor((e) => !onlineIdsOf(e).includes(guest.id), 3000);
    },
  );
});
