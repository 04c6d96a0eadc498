import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDatabase, getDb } from '@/lib/db';
import { PresenceHub, isUserOnline, onlineUserIds } from '@/lib/platform/presence';
import { presence, users } from '@/models';
import { createUser } from './fixtures';

const hubs: PresenceHub[] = [];
function newHub(graceMs = 150): PresenceHub {
  const hub = new PresenceHub(getDatabase(), { graceMs, coalesceMs: 10 });
  hubs.push(hub);
  return hub;
}
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const decoder = new TextDecoder();

/** Collects the online lists a hub pushes to one local stream. */
function listen(hub: PresenceHub): string[][] {
  const lists: string[][] = [];
  hub.subscribe((frame) => {
    const text = decoder.decode(frame);
    const data = /^data: (.*)$/m.exec(text)?.[1];
    if (text.startsWith('event: online') && data)
      lists.push((JSON.parse(data) as { users: { id: string }[] }).users.map((u) => u.id));
  });
  return lists;
}

async function userRow(id: string) {
  const [row] = await getDb()
    .select({ isOnline: users.isOnline, lastSeen: users.lastSeen })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(20);
  }
}

describe('presence registry', () => {
  it('marks a user online on connect and offline after the grace period once the stream closes', async () => {
    const hub = newHub();
    const lists = listen(hub);
    const user = await createUser();
    const connection = await hub.connect(user.id);

    expect(hub.onlineUsers().map((u) => u.id)).toContain(user.id);
    expect(lists.at(-1)).toContain(user.id);
    expect(await isUserOnline(user.id)).toBe(true);
    expect((await onlineUserIds()).has(user.id)).toBe(true);
    const online = await userRow(user.id);
    expect(online.isOnline).toBe(true);
    expect(online.lastSeen).toBeInstanceOf(Date);

    hub.disconnect(connection);
    await sleep(50);
    expect(await isUserOnline(user.id)).toBe(true); // within the grace period: a reload does not flicker

    await until(async () => !(await isUserOnline(user.id)));
    await until(() => !lists.at(-1)!.includes(user.id));
    const offline = await userRow(user.id);
    expect(offline.isOnline).toBe(false);
    expect(offline.lastSeen!.getTime()).toBeGreaterThanOrEqual(online.lastSeen!.getTime());
  });

  it('keeps a user online while any of their streams is open', async () => {
    const hub = newHub(50);
    const user = await createUser();
    const first = await hub.connect(user.id);
    await hub.connect(user.id);
    hub.disconnect(first);
    await sleep(300);
    expect(await isUserOnline(user.id)).toBe(true);
    expect((await userRow(user.id)).isOnline).toBe(true);
  });

  it('a reconnect within the grace period causes no offline blip', async () => {
    const hub = newHub(200);
    const lists = listen(hub);
    const user = await createUser();
    const first = await hub.connect(user.id);
    hub.disconnect(first);
    await hub.connect(user.id);
    await sleep(400);
    expect(lists.every((list) => list.includes(user.id))).toBe(true);
    expect(await isUserOnline(user.id)).toBe(true);
  });

  it('lists users by display name with their avatar', async () => {
    const hub = newHub();
    const zed = await createUser({ displayName: 'Zed Online', photoURL: 'https://example.test/z.png' });
    const amy = await createUser({ displayName: 'amy online' });
    await hub.connect(zed.id);
    await hub.connect(amy.id);
    const names = hub.onlineUsers().filter((u) => u.id === zed.id || u.id === amy.id);
    expect(names).toEqual([
      { id: amy.id, displayName: 'amy online', photoURL: '' },
      { id: zed.id, displayName: 'Zed Online', photoURL: 'https://example.test/z.png' },
    ]);
  });

  it('expires rows that a dead instance left behind and clears the users it held online', async () => {
    const user = await createUser();
    await getDb()
      .insert(presence)
      .values({
        id: 'ghost-row',
        userId: user.id,
        instanceId: 'dead-instance',
        heartbeatAt: sql`now() - interval '5 minutes'`,
      });
    await getDb().update(users).set({ isOnline: true }).where(eq(users.id, user.id));
    expect(await isUserOnline(user.id)).toBe(false); // a stale row never counts

    await newHub().start();
    const rows = await getDb().select().from(presence).where(eq(presence.userId, user.id));
    expect(rows).toEqual([]);
    expect((await userRow(user.id)).isOnline).toBe(false);
  });

  it('while running, drops the users of an instance that stopped heart-beating (it died)', async () => {
    const hub = new PresenceHub(getDatabase(), { heartbeatMs: 100, expireMs: 400, coalesceMs: 10 });
    hubs.push(hub);
    await hub.start();
    const lists = listen(hub);
    const user = await createUser();
    await getDb()
      .insert(presence)
      .values({ id: 'dying-row', userId: user.id, instanceId: 'killed-instance' });
    await getDb().update(users).set({ isOnline: true }).where(eq(users.id, user.id));
    await until(() => lists.at(-1)?.includes(user.id) === true);
    // Nobody refreshes the row of the killed instance: it expires and the user goes offline.
    await until(() => lists.at(-1)?.includes(user.id) === false, 5000);
    // The list leaves out stale rows at once; the sweep that deletes them follows within a heartbeat.
    await until(async () => (await isUserOnline(user.id)) === false);
    await until(async () => (await userRow(user.id)).isOnline === false);
  });

  it('an orderly stop removes the instance and its users go offline for everyone', async () => {
    const hub = newHub(10_000);
    const user = await createUser();
    await hub.connect(user.id);
    await hub.stop();
    expect(await isUserOnline(user.id)).toBe(false);
    expect((await userRow(user.id)).isOnline).toBe(false);
  });
});
