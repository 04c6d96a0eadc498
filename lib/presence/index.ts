import 'server-only';
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { busFor } from './bus';
import { DEFAULT_TIMINGS, PresenceHub } from './hub';
import { onlineIds, userHasFreshConnection, type OnlineUser } from './store';

export { PresenceHub, DEFAULT_TIMINGS, type PresenceTimings } from './hub';
export { presenceStream } from './stream';
export { presenceChannel } from './bus';
export type { OnlineUser };

// Next may load this module more than once per process: the hub lives on globalThis.
const globalForPresence = globalThis as unknown as { ideasPresence?: PresenceHub };

/** This process's presence hub, bound to the process-wide database (started on first use). */
export function getPresenceHub(): PresenceHub {
  const handle = getDatabase();
  const current = globalForPresence.ideasPresence;
  if (current && current.handle === handle) return current;
  if (current) void current.stop().catch(() => {});
  const hub = new PresenceHub(handle, { graceMs: getConfig().PRESENCE_GRACE_MS });
  globalForPresence.ideasPresence = hub;
  return hub;
}

/** Starts presence with the server, so rows left by an earlier run are cleaned up at once. */
export async function startPresence(): Promise<void> {
  await getPresenceHub().start();
}

/** Whether `userId` has an open presence stream on any server instance. */
export function isUserOnline(userId: string): Promise<boolean> {
  return userHasFreshConnection(getDatabase().db, userId, DEFAULT_TIMINGS.expireMs);
}

/** Ids of every user online on any server instance. */
export function onlineUserIds(): Promise<Set<string>> {
  return onlineIds(getDatabase().db, DEFAULT_TIMINGS.expireMs);
}

/**
 * A user's presence changed outside their streams (their account was deleted with its presence
 * rows): every hub on the database reloads its online list now instead of at its next heartbeat.
 */
export async function presenceChanged(userId: string): Promise<void> {
  await busFor(getDatabase()).publish(userId);
}
