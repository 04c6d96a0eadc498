import 'server-only';
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '@/lib/db';
import { newId } from '@/lib/core/ids';
import { logger } from '@/lib/core/log';
import { busFor, type PresenceBus, type UserEvent } from './bus';
import * as store from './store';
import type { OnlineUser } from './store';

export interface PresenceTimings {
  /** A user stays online this long after their last stream closed. */
  graceMs: number;
  /** How often this instance refreshes the heartbeat of its rows and expires others' stale rows. */
  heartbeatMs: number;
  /** Rows not heart-beaten for this long belong to a dead instance and stop counting. */
  expireMs: number;
  /** Comment lines keep idle streams open through proxies. */
  pingMs: number;
  /** Signals arriving within this window cause one reload of the online list. */
  coalesceMs: number;
}

export const DEFAULT_TIMINGS: PresenceTimings = {
  graceMs: 5000,
  heartbeatMs: 10_000,
  expireMs: 30_000,
  pingMs: 15_000,
  coalesceMs: 50,
};

export interface PresenceListener {
  /** An already encoded SSE frame: the online list, or a keep-alive comment. */
  (frame: Uint8Array): void;
}

/** The user event that ends every open stream of the user (their account was suspended). */
export const SESSION_ENDED_EVENT = 'session-ended';

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');

/**
 * One per server process: registers this process's presence streams in the `presence` table,
 * keeps their rows fresh, listens for changes made by any process and pushes the online list to
 * its local streams. Reads happen once per change per process, never per stream.
 */
export class PresenceHub {
  readonly instanceId = randomBytes(8).toString('hex');
  private readonly bus: PresenceBus;
  private readonly timings: PresenceTimings;
  private readonly listeners = new Set<PresenceListener>();
  /** The local streams of each user, for events meant for that user only. */
  private readonly userListeners = new Map<string, Set<PresenceListener>>();
  /** How to close each local stream of a user, for when their sessions end (suspension). */
  private readonly userClosers = new Map<string, Set<() => void>>();
  private readonly graceTimers = new Set<NodeJS.Timeout>();
  private users: OnlineUser[] = [];
  private frame = encoder.encode(`event: online\ndata: ${JSON.stringify({ count: 0, users: [] })}\n\n`);
  private starting?: Promise<void>;
  private stopped = false;
  private unsubscribe?: () => Promise<void>;
  private unsubscribeEvents?: () => Promise<void>;
  private timers: NodeJS.Timeout[] = [];
  private refreshTimer?: NodeJS.Timeout;
  private refreshRunning?: Promise<void>;
  private refreshWaiters: (() => void)[] = [];

  constructor(
    readonly handle: DatabaseHandle,
    timings: Partial<PresenceTimings> = {},
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
    this.bus = busFor(handle);
  }

  private get db() {
    return this.handle.db;
  }

  /** Idempotent: subscribes to the bus, cleans up rows left behind, loads the list, starts timers. */
  start(): Promise<void> {
    this.starting ??= this.doStart().catch((error) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async doStart(): Promise<void> {
    if (this.handle.driver === 'pglite') await store.resetAll(this.db);
    else await store.expireStale(this.db, this.timings.expireMs);
    this.unsubscribe = await this.bus.subscribe(() => this.scheduleRefresh());
    this.unsubscribeEvents = await this.bus.subscribeEvents((event) => this.deliver(event));
    await this.refresh();
    const every = (ms: number, task: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        Promise.resolve()
          .then(task)
          .catch((error) => logger.warn({ err: error }, 'presence background task failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.heartbeatMs, () => this.maintain());
    every(this.timings.pingMs, () => this.broadcast(PING));
  }

  private async maintain(): Promise<void> {
    await store.heartbeat(this.db, this.instanceId);
    if ((await store.expireStale(this.db, this.timings.expireMs)) > 0) await this.bus.publish('');
    // A refresh also catches rows that just went stale without a signal (their instance died).
    this.scheduleRefresh();
  }

  /** Registers one open stream of `userId`; the user is online from now on. */
  async connect(userId: string): Promise<{ id: string; userId: string }> {
    await this.start();
    const id = newId();
    await store.insertConnection(this.db, { id, userId, instanceId: this.instanceId });
    await store.syncUserOnline(this.db, userId, this.timings.expireMs);
    await this.bus.publish(userId);
    await this.nextRefresh();
    return { id, userId };
  }

  /** The stream closed: after the grace period its row goes, and the user with it unless another stream is open. */
  disconnect(connection: { id: string; userId: string }): void {
    // After stop() the instance's rows are gone already.
    if (this.stopped) return;
    const release = async () => {
      await store.deleteConnection(this.db, connection.id);
      await store.syncUserOnline(this.db, connection.userId, this.timings.expireMs);
      await this.bus.publish(connection.userId);
    };
    const timer = setTimeout(() => {
      this.graceTimers.delete(timer);
      release().catch((error) => logger.warn({ err: error }, 'presence release failed'));
    }, this.timings.graceMs);
    this.graceTimers.add(timer);
  }

  /** Adds a local stream; it receives every new online list and the keep-alive comments. */
  subscribe(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Adds a local stream of `userId`; it also receives the events sent to that user (sendToUser). */
  subscribeUser(userId: string, listener: PresenceListener): () => void {
    let set = this.userListeners.get(userId);
    if (!set) this.userListeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size && this.userListeners.get(userId) === set) this.userListeners.delete(userId);
    };
  }

  /** Registers how to close one local stream of `userId` when their sessions end. */
  onUserEnd(userId: string, close: () => void): () => void {
    let set = this.userClosers.get(userId);
    if (!set) this.userClosers.set(userId, (set = new Set()));
    set.add(close);
    return () => {
      set.delete(close);
      if (!set.size && this.userClosers.get(userId) === set) this.userClosers.delete(userId);
    };
  }

  /**
   * A user event from the bus: one SSE frame to each of that user's streams on this process. The
   * SESSION_ENDED event then closes those streams.
   */
  private deliver(event: UserEvent): void {
    const set = this.userListeners.get(event.userId);
    if (set?.size) {
      const frame = encoder.encode(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      for (const listener of set) listener(frame);
    }
    if (event.event === SESSION_ENDED_EVENT)
      for (const close of [...(this.userClosers.get(event.userId) ?? [])]) close();
  }

  get streamCount(): number {
    return this.listeners.size;
  }

  /** The online list as this process last loaded it. */
  onlineUsers(): OnlineUser[] {
    return this.users;
  }

  /** The current list as an SSE frame. */
  currentFrame(): Uint8Array {
    return this.frame;
  }

  private broadcast(frame: Uint8Array): void {
    for (const listener of this.listeners) listener(frame);
  }

  private scheduleRefresh(): void {
    if (this.stopped || this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      void this.runRefresh();
    }, this.timings.coalesceMs);
  }

  /** Resolves after a reload of the list that started after this call. */
  private nextRefresh(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve();
      this.refreshWaiters.push(resolve);
      this.scheduleRefresh();
    });
  }

  private async runRefresh(): Promise<void> {
    if (this.refreshRunning) {
      // Signals that arrived during a reload need another one after it.
      await this.refreshRunning;
      this.scheduleRefresh();
      return;
    }
    const waiters = this.refreshWaiters.splice(0);
    this.refreshRunning = this.refresh()
      .catch((error) => logger.warn({ err: error }, 'presence list reload failed'))
      .finally(() => {
        this.refreshRunning = undefined;
        for (const resolve of waiters) resolve();
      });
    await this.refreshRunning;
  }

  /** Reloads the online list and pushes it to the local streams when it changed. */
  async refresh(): Promise<void> {
    const users = await store.listOnlineUsers(this.db, this.timings.expireMs);
    if (JSON.stringify(users) === JSON.stringify(this.users)) return;
    this.users = users;
    this.frame = encoder.encode(`event: online\ndata: ${JSON.stringify({ count: users.length, users })}\n\n`);
    this.broadcast(this.frame);
  }

  /** Orderly shutdown: this instance's rows go at once, so other instances see its users leave. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of [...this.timers, ...this.graceTimers]) clearTimeout(timer);
    clearTimeout(this.refreshTimer);
    this.graceTimers.clear();
    // End every open stream now (each told to come back after its retry delay), so a draining
    // server is not held open by them and browsers reconnect to another instance.
    for (const closers of [...this.userClosers.values()]) for (const close of [...closers]) close();
    this.listeners.clear();
    this.userListeners.clear();
    this.userClosers.clear();
    await this.unsubscribe?.();
    await this.unsubscribeEvents?.();
    if (!this.starting) return;
    const userIds = await store.deleteInstance(this.db, this.instanceId);
    for (const userId of userIds) await store.syncUserOnline(this.db, userId, this.timings.expireMs);
    if (userIds.length) await this.bus.publish('');
  }
}
