import 'server-only';
import type postgres from 'postgres';

import { DatabaseBusyError, DatabaseUnavailableError, isConnectionLost } from './errors';
import { observeCall, observeRefusal, statementName } from './observe';
import { PLANNED_ONCE, PLANNED_PER_CALL } from './planning';
import { writtenIn } from './written-in';

export interface GateOptions {
  /** Client-side deadline of one call (a query, or a whole transaction). */
  timeoutMs: number;
  /** Refuse new calls while the waiting work would take longer than this; null: never refuse. */
  maxWaitMs: number | null;
  /**
   * The database's own cost of one call, where it can be measured (the embedded worker times its
   * statements); otherwise it is estimated from the busy time per completed call, which also
   * counts the time replies wait for this thread.
   */
  serviceCostMs?: () => number | undefined;
  /**
   * A server that can go away: once a call finds the connection lost, every waiting call fails
   * at once and new ones fail fast, except one probe at a time (at most every `probeMs`), until
   * a call succeeds again.
   */
  breaker?: { probeMs: number };
}

const HARD_LIMIT = 10_000;

/**
 * Counts the calls waiting for one database, estimates how long the queue takes to drain and
 * puts a deadline on every call. On the embedded database (one backend that serves calls one
 * after another) the busy time per completed call is the cost of one call; waiting work =
 * waiting calls × that cost.
 */
export class DatabaseGate {
  pending = 0;
  /** Mean cost of one call, measured as busy time per completed call over windows of ~200 ms. */
  private costMs = 5;
  private busyMark = 0;
  private windowBusyMs = 0;
  private windowDone = 0;
  private lostSince: number | null = null;
  private lastProbe = 0;
  private waiting = new Set<(error: Error) => void>();

  constructor(readonly options: GateOptions) {}

  /** True while the server is known to be unreachable (see `breaker`). */
  get unreachable(): boolean {
    return this.lostSince !== null;
  }

  /** How long the calls already waiting are expected to take, in ms. */
  get expectedWaitMs(): number {
    return this.pending * (this.options.serviceCostMs?.() ?? this.costMs);
  }

  /** Throws DatabaseBusyError when a new call would wait longer than the bound allows. */
  admit(): void {
    if (this.lostSince !== null) {
      const now = performance.now();
      if (now - this.lastProbe < (this.options.breaker?.probeMs ?? 0)) {
        throw new DatabaseUnavailableError('The database cannot be reached');
      }
      this.lastProbe = now;
    }
    const { maxWaitMs } = this.options;
    if (maxWaitMs === null || this.pending === 0) return;
    if (this.expectedWaitMs > maxWaitMs || this.pending >= HARD_LIMIT) {
      throw new DatabaseBusyError(Math.max(1, Math.ceil(this.expectedWaitMs / 1000)));
    }
  }

  /** Follows one admitted call to its end; rejects at the deadline (the call itself may go on). */
  track<T>(work: PromiseLike<T>, cancel?: () => void): Promise<T> {
    if (this.pending++ === 0) this.busyMark = performance.now();
    const done = () => {
      // Replies come in batches, so single intervals mean little; busy time per call does.
      const now = performance.now();
      this.windowBusyMs += now - this.busyMark;
      this.busyMark = now;
      this.windowDone++;
      this.pending--;
      if (this.windowBusyMs >= 200) {
        this.costMs = (this.costMs + this.windowBusyMs / this.windowDone) / 2;
        this.windowBusyMs = 0;
        this.windowDone = 0;
      }
    };
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.waiting.delete(abort);
        reject(error);
      };
      // A call given up on is also taken out of the driver's queue, so it does not run later.
      const abort = (error: Error) => {
        if (settled) return;
        cancel?.();
        fail(error);
      };
      const timer = setTimeout(
        () =>
          abort(
            new DatabaseUnavailableError(`The database did not answer within ${this.options.timeoutMs} ms`),
          ),
        this.options.timeoutMs,
      );
      this.waiting.add(abort);
      work.then(
        (value) => {
          done();
          this.lostSince = null;
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          this.waiting.delete(abort);
          resolve(value);
        },
        (error: unknown) => {
          done();
          if (this.options.breaker && isConnectionLost(error)) this.lose();
          fail(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** The server went away: every call still waiting for it fails now instead of at its deadline. */
  private lose(): void {
    if (this.lostSince === null) {
      this.lostSince = performance.now();
      this.lastProbe = this.lostSince;
    }
    for (const abort of [...this.waiting])
      abort(new DatabaseUnavailableError('The database cannot be reached'));
  }
}

type Pending = postgres.PendingQuery<postgres.Row[]>;

/**
 * Cancels a statement. postgres.js's own `query.cancel()` drops the promise of its cancel request
 * (a new connection to the server), so when the server is gone that connection's failure becomes
 * an unhandled rejection; its canceller is called here and the failure kept.
 */
function cancelQuery(query: Pending): void {
  const pending = query as Pending & { canceller?: ((query: Pending) => Promise<void>) | null };
  const canceller = pending.canceller;
  if (!canceller) return;
  pending.canceller = null;
  void Promise.resolve(canceller(query)).catch(() => {});
}

/**
 * The postgres.js client as Drizzle uses it (`unsafe` for every statement, `begin` for
 * transactions), with every top-level call admitted and followed by the gate. Statements inside
 * a transaction belong to it and are not counted again.
 *
 * `prepare`: use named prepared statements even where Drizzle asks for unnamed ones; without it
 * none, also where Drizzle asks for one (behind a pooler). postgres.js sends an unnamed statement
 * with parameters in two round trips (describe, then execute) and stops pipelining meanwhile; a
 * prepared one is described once per connection, then pipelined.
 * Over the embedded database's message channel every round trip waits for a turn of the event
 * loop, so under load this is the difference between a queue that flows and one that stalls.
 * On PostgreSQL a statement whose text holds PLANNED_PER_CALL is sent unnamed all the same: an
 * unnamed statement is planned for its values every time, where a named one may switch to a
 * generic plan. Its values go written into its text (written-in.ts), so it takes one round trip
 * and keeps the connection pipelining. The embedded database plans every statement so already
 * (lib/db/planning.ts).
 *
 * `plannedOnce`: the connections for statements whose text holds PLANNED_ONCE (PostgreSQL only),
 * which plan each named statement once for any values.
 */
export function gatedClient(
  client: postgres.Sql,
  gate: DatabaseGate,
  {
    prepare = false,
    driver,
    plannedOnce,
  }: { prepare?: boolean; driver: 'pglite' | 'postgres'; plannedOnce?: postgres.Sql },
): postgres.Sql {
  const admit = () => {
    try {
      gate.admit();
    } catch (error) {
      observeRefusal(driver, error);
      throw error;
    }
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => {
          admit();
          const [text, parameters, options] = args;
          const settled = observeCall(driver, statementName(text));
          // The client's setting decides, whatever Drizzle asks (its prepared queries ask for a
          // named statement): off behind a pooler, and never for a statement planned per call.
          const perCall = driver === 'postgres' && text.includes(PLANNED_PER_CALL);
          // Its values written in, it goes in one round trip instead of two (written-in.ts).
          const inlined = perCall && parameters?.length ? writtenIn(text, parameters) : null;
          const connections = plannedOnce && text.includes(PLANNED_ONCE) ? plannedOnce : target;
          const query = (
            inlined === null
              ? connections.unsafe(text, parameters, { ...options, prepare: prepare && !perCall })
              : target.unsafe(inlined, [], { ...options, prepare: false })
          ) as Pending;
          const cancel = () => cancelQuery(query);
          const tracked = gate.track(query, cancel);
          tracked.then(() => settled(), settled);
          // Drizzle chains .values() synchronously; postgres.js sends the query a tick later.
          return Object.assign(tracked, {
            values: () => (query.values(), tracked),
            raw: () => (query.raw(), tracked),
            cancel,
          });
        };
      }
      if (property === 'begin') {
        return (...args: unknown[]) => {
          admit();
          const settled = observeCall(driver, { operation: 'transaction', table: '' });
          // Its statements go through the transaction's own client: observed, not admitted again.
          const body = args.findIndex((arg) => typeof arg === 'function');
          if (body >= 0) {
            const run = args[body] as (tx: postgres.TransactionSql) => unknown;
            args[body] = (tx: postgres.TransactionSql) => run(observedTransaction(tx, driver));
          }
          const tracked = gate.track((target.begin as (...a: unknown[]) => Promise<unknown>)(...args));
          tracked.then(() => settled(), settled);
          return tracked;
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** A transaction's client whose statements are timed and traced (savepoints included). */
function observedTransaction(
  tx: postgres.TransactionSql,
  driver: 'pglite' | 'postgres',
): postgres.TransactionSql {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => {
          const settled = observeCall(driver, statementName(args[0]));
          const query = target.unsafe(...args) as Pending;
          query.then(() => settled(), settled);
          return query;
        };
      }
      if (property === 'savepoint') {
        return (...args: unknown[]) => {
          const body = args.findIndex((arg) => typeof arg === 'function');
          if (body >= 0) {
            const run = args[body] as (tx: postgres.TransactionSql) => unknown;
            args[body] = (inner: postgres.TransactionSql) => run(observedTransaction(inner, driver));
          }
          return (target.savepoint as (...a: unknown[]) => unknown)(...args);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
