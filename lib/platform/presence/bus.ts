import 'server-only';
import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '@/lib/db';
import { processSingleton } from '@/lib/core/singleton';

/** An event for every open stream of one user (a new message, say), carried between processes. */
export interface UserEvent {
  userId: string;
  /** The SSE event name. */
  event: string;
  data: unknown;
}

/**
 * NOTIFY payloads must stay under 8000 bytes; callers keep an event's JSON under this many bytes
 * (see `userEventSize`).
 */
export const USER_EVENT_MAX_BYTES = 7000;

/** The size of an event on the bus, to compare with USER_EVENT_MAX_BYTES. */
export const userEventSize = (event: UserEvent): number => Buffer.byteLength(JSON.stringify(event));

/** Carries "presence changed" signals and per-user events between the hubs that share one database. */
export interface PresenceBus {
  /** Calls `onSignal` for every published signal (own ones included) and after every (re)connection. */
  subscribe(onSignal: () => void): Promise<() => Promise<void>>;
  publish(userId: string): Promise<void>;
  /** Calls `onEvent` for every user event published on the database, by any process. */
  subscribeEvents(onEvent: (event: UserEvent) => void): Promise<() => Promise<void>>;
  publishEvent(event: UserEvent): Promise<void>;
}

/** NOTIFY channel; it names the schema so that databases sharing one server do not cross-talk. */
export function presenceChannel(schema: string | undefined): string {
  return `presence_${(schema ?? 'public').replace(/[^a-zA-Z0-9_]/g, '_')}`.slice(0, 63);
}

/** NOTIFY channel of the per-user events, per schema like presenceChannel. */
export function userEventChannel(schema: string | undefined): string {
  return `user_events_${(schema ?? 'public').replace(/[^a-zA-Z0-9_]/g, '_')}`.slice(0, 63);
}

function parseUserEvent(payload: string): UserEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<UserEvent>;
    return typeof value.userId === 'string' && typeof value.event === 'string'
      ? { userId: value.userId, event: value.event, data: value.data }
      : null;
  } catch {
    return null;
  }
}

function assertFits(event: UserEvent): void {
  const size = userEventSize(event);
  if (size > USER_EVENT_MAX_BYTES)
    throw new Error(`user event ${event.event} is ${size} bytes; at most ${USER_EVENT_MAX_BYTES}`);
}

/** PostgreSQL: LISTEN/NOTIFY, so every server process on the database hears every change. */
function postgresBus(handle: DatabaseHandle): PresenceBus {
  const sql = handle.sql;
  const channel = presenceChannel(handle.schema);
  return {
    async subscribe(onSignal) {
      // postgres.js keeps a dedicated LISTEN connection and re-listens after it reconnects;
      // the onlisten callback then fires again, so a hub resynchronizes after missing signals.
      const { unlisten } = await sql.listen(
        channel,
        () => onSignal(),
        () => onSignal(),
      );
      return async () => {
        await unlisten().catch(() => {});
      };
    },
    async publish(userId) {
      await sql.notify(channel, userId);
    },
    async subscribeEvents(onEvent) {
      const { unlisten } = await sql.listen(userEventChannel(handle.schema), (payload) => {
        const event = parseUserEvent(payload);
        if (event) onEvent(event);
      });
      return async () => {
        await unlisten().catch(() => {});
      };
    },
    async publishEvent(event) {
      assertFits(event);
      await sql.notify(userEventChannel(handle.schema), JSON.stringify(event));
    },
  };
}

// PGlite is one process: an in-process emitter per database handle does the same job. Next loads
// this module once per route bundle, so the emitters are one per process: an event published by one
// route (an access request) reaches the streams another route (/api/presence) holds open.
const emitters = processSingleton('ideasPresenceEmitters', () => new WeakMap<object, EventEmitter>());

function memoryBus(handle: DatabaseHandle): PresenceBus {
  const key = handle;
  let emitter = emitters.get(key);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    emitters.set(key, emitter);
  }
  const bus = emitter;
  return {
    async subscribe(onSignal) {
      bus.on('change', onSignal);
      queueMicrotask(onSignal);
      return async () => {
        bus.off('change', onSignal);
      };
    },
    async publish(userId) {
      bus.emit('change', userId);
    },
    async subscribeEvents(onEvent) {
      bus.on('user-event', onEvent);
      return async () => {
        bus.off('user-event', onEvent);
      };
    },
    async publishEvent(event) {
      assertFits(event);
      // A copy, as PostgreSQL would deliver it: no listener shares the publisher's objects.
      bus.emit('user-event', JSON.parse(JSON.stringify(event)) as UserEvent);
    },
  };
}

export function busFor(handle: DatabaseHandle): PresenceBus {
  return handle.driver === 'postgres' ? postgresBus(handle) : memoryBus(handle);
}
