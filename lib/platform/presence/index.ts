import 'server-only';
import { getConfig } from '@/lib/core/config';
import { readGauge } from '@/lib/core/metrics.mjs';
import { getDatabase } from '@/lib/db';
import { busFor } from './bus';
import { DEFAULT_TIMINGS, PresenceHub, SESSION_ENDED_EVENT } from './hub';
import { deleteUserConnections, onlineIds, userHasFreshConnection, type OnlineUser } from './store';

export { PresenceHub, DEFAULT_TIMINGS, SESSION_ENDED_EVENT, type PresenceTimings } from './hub';
export { presenceStream } from './stream';
export {
  presenceChannel,
  userEventChannel,
  USER_EVENT_MAX_BYTES,
  userEventSize,
  type UserEvent,
} from './bus';
import { processSlot } from '@/lib/core/singleton';
export type { OnlineUser };

// server.mjs stops the hub by this name on shutdown.
const hubSlot = processSlot<PresenceHub>('ideasPresence');

/** This process's presence hub, bound to the process-wide database (started on first use). */
export function getPresenceHub(): PresenceHub {
  const handle = getDatabase();
  const current = hubSlot.get();
  if (current && current.handle === handle) return current;
  if (current) void current.stop().catch(() => {});
  const hub = new PresenceHub(handle, { graceMs: getConfig().PRESENCE_GRACE_MS });
  hubSlot.set(hub);
  return hub;
}

/** Starts presence with the server, so rows left by an earlier run are cleaned up at once. */
export async function startPresence(): Promise<void> {
  await getPresenceHub().start();
  readGauge('event_streams_open', () => [{ value: hubSlot.get()?.streamCount ?? 0 }]);
  // The list every instance loads from the database: the same figure on each.
  readGauge('users_online', () => [{ value: hubSlot.get()?.onlineUsers().length ?? 0 }]);
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

/**
 * Sends one event to every open events stream of `userId`, on any server instance (DESIGN.md
 * section 7: the one EventSource per signed-in page). It arrives as an SSE frame
 * `event: <event>` with `data` as JSON. Fire-and-forget: a user with no open stream does not get
 * it (the page loads the current state when it opens). `data` must serialize to well under 8 kB
 * (USER_EVENT_MAX_BYTES, PostgreSQL's NOTIFY limit); larger events throw.
 */
export async function sendToUser(userId: string, event: string, data: unknown): Promise<void> {
  if (!/^[a-z][a-z0-9-]*$/.test(event)) throw new Error(`not an event name: ${event}`);
  await busFor(getDatabase()).publishEvent({ userId, event, data });
}

/**
 * Ends the user's presence at once (their account was suspended): every open events stream of
 * theirs, on any server instance, gets a `session-ended` event and closes, and they are offline
 * now rather than after the grace period.
 */
export async function endUserPresence(userId: string): Promise<void> {
  const handle = getDatabase();
  await deleteUserConnections(handle.db, userId);
  const bus = busFor(handle);
  await bus.publishEvent({ userId, event: SESSION_ENDED_EVENT, data: {} });
  await bus.publish(userId);
}
