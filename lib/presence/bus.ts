import 'server-only';
import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '@/lib/db';

/** Carries "presence changed" signals between the hubs that share one database. */
export interface PresenceBus {
  /** Calls `onSignal` for every published signal (own ones included) and after every (re)connection. */
  subscribe(onSignal: () => void): Promise<() => Promise<void>>;
  publish(userId: string): Promise<void>;
}

/** NOTIFY channel; it names the schema so that databases sharing one server do not cross-talk. */
export function presenceChannel(schema: string | undefined): string {
  return `presence_${(schema ?? 'public').replace(/[^a-zA-Z0-9_]/g, '_')}`.slice(0, 63);
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
  };
}

// PGlite is one process: an in-process emitter per database handle does the same job.
const emitters = new WeakMap<object, EventEmitter>();

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
  };
}

export function busFor(handle: DatabaseHandle): PresenceBus {
  return handle.driver === 'postgres' ? postgresBus(handle) : memoryBus(handle);
}
