import 'server-only';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { processSlot } from '@/lib/core/singleton';
import { DatabaseUnavailableError } from './errors';
import { lockDataDir } from './lock';

/** The embedded databases open in this process, by resolved data directory (backups find theirs). */
const openDatabases = processSlot<Map<string, EmbeddedDatabase>>('ideasEmbeddedDatabases');
const registry = () => openDatabases.getOrCreate(() => new Map());

/** The embedded database this process has open on `dir`, if any. */
export function embeddedDatabaseAt(dir: string): EmbeddedDatabase | undefined {
  return registry().get(path.resolve(dir));
}

/** A consistent copy of an embedded database: PGlite's tarball of its data directory. */
export interface EmbeddedSnapshot {
  tarball: Buffer;
  /** Time the backend spent on it (checkpoint and copy), during which no statement ran. */
  ms: number;
  takenAt: Date;
}

/** A postgres.js socket whose bytes travel over a MessagePort to the PGlite worker. */
class PortSocket extends Duplex {
  readyState: 'open' | 'closed' = 'open';

  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (chunk: Uint8Array) =>
      this.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    );
    port.on('close', () => this.destroy());
    port.unref();
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.port.postMessage(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.readyState = 'closed';
    this.port.close();
    callback(error);
  }

  setKeepAlive(): this {
    return this;
  }
}

function workerPath(): string {
  // Loaded by path so that Next's bundler leaves it alone; it runs as plain Node.
  return path.resolve(process.cwd(), 'lib/db/pglite-worker.mjs');
}

/**
 * PGlite in a worker thread of this process. Its data directory (if any) is locked by this
 * process first; a worker that dies (WASM abort) is started again on the next connection.
 */
export class EmbeddedDatabase {
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  private release: (() => void) | undefined;
  private locking: Promise<void> | undefined;
  private pings = new Map<number, () => void>();
  private snapshots = new Map<
    number,
    { resolve: (snapshot: EmbeddedSnapshot) => void; reject: (error: Error) => void }
  >();
  private nextSnapshot = 1;
  private nextPing = 1;
  private closed = false;
  private unitCostMs: number | undefined;

  /** Mean time the backend spends on one unit of work (a statement), measured in the worker. */
  get costMs(): number | undefined {
    return this.unitCostMs;
  }

  /**
   * `startFrom`: a snapshot's tarball (a file) that a database without a data directory starts
   * from, instead of an empty cluster.
   */
  constructor(
    readonly dataDir?: string,
    private readonly startFrom?: string,
  ) {
    if (dataDir) registry().set(path.resolve(dataDir), this);
  }

  /** Resolves once the directory is locked and PGlite is open; rejects with the reason it is not. */
  start(): Promise<Worker> {
    this.starting ??= this.boot().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async boot(): Promise<Worker> {
    if (this.closed) throw new DatabaseUnavailableError('The embedded database is closed');
    if (this.dataDir) {
      this.locking ??= lockDataDir(this.dataDir).then((release) => {
        this.release = release;
      });
      await this.locking.catch((error: unknown) => {
        this.locking = undefined;
        throw error;
      });
    }
    const worker = new Worker(workerPath(), {
      workerData: {
        dataDir: this.dataDir ? path.resolve(this.dataDir) : null,
        startFrom: this.startFrom ? path.resolve(this.startFrom) : null,
      },
    });
    await new Promise<void>((resolve, reject) => {
      const detach = () => {
        worker.off('error', fail);
        worker.off('exit', exited);
        worker.off('message', opened);
      };
      function fail(error: Error) {
        detach();
        void worker.terminate();
        reject(error);
      }
      const exited = (code: number) =>
        fail(new DatabaseUnavailableError(`The embedded database stopped (exit ${code})`));
      const opened = (message: { type: string; message?: string }) => {
        if (message.type === 'ready') {
          detach();
          resolve();
        } else if (message.type === 'failed') {
          fail(new Error(`The embedded database could not open: ${message.message}`));
        }
      };
      worker.on('error', fail);
      worker.on('exit', exited);
      worker.on('message', opened);
    });
    worker.on(
      'message',
      (message: {
        type: string;
        id?: number;
        units?: number;
        ms?: number;
        data?: Uint8Array;
        takenAt?: number;
        error?: string;
      }) => {
        if (message.type === 'pong' && message.id !== undefined) this.pings.get(message.id)?.();
        if (message.type === 'snapshot' && message.id !== undefined) this.settleSnapshot(message);
        if (message.type === 'stats' && message.units) {
          const sample = (message.ms ?? 0) / message.units;
          this.unitCostMs = this.unitCostMs === undefined ? sample : (this.unitCostMs + sample) / 2;
        }
      },
    );
    const lost = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.starting = undefined;
      for (const id of [...this.snapshots.keys()])
        this.settleSnapshot({ id, error: 'The embedded database stopped during the snapshot' });
    };
    worker.on('error', (error) => {
      console.error(`The embedded database worker failed: ${error.message}`);
      lost();
    });
    worker.on('exit', lost);
    this.worker = worker;
    return worker;
  }

  /** A new protocol connection to the embedded backend. */
  async connect(): Promise<Duplex> {
    const worker = await this.start();
    const { port1, port2 } = new MessageChannel();
    worker.postMessage({ type: 'connect', port: port2 }, [port2]);
    return new PortSocket(port1);
  }

  /**
   * Resolves when the worker answers between two units of work: it is alive and not stuck in one
   * statement. It does not wait behind the queue of statements.
   */
  async ping(timeoutMs: number): Promise<void> {
    const worker = await this.start();
    const id = this.nextPing++;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.pings.set(id, resolve);
        timer = setTimeout(
          () => reject(new DatabaseUnavailableError('The embedded database did not answer in time')),
          timeoutMs,
        );
        worker.postMessage({ type: 'ping', id });
      });
    } finally {
      clearTimeout(timer);
      this.pings.delete(id);
    }
  }

  /**
   * A consistent copy of the whole database, taken by the worker between two units of work and
   * outside any transaction: it holds every transaction committed before it and none after.
   * Statements wait meanwhile (about a third of a second for a small database).
   */
  async snapshot(): Promise<EmbeddedSnapshot> {
    const worker = await this.start();
    const id = this.nextSnapshot++;
    return new Promise<EmbeddedSnapshot>((resolve, reject) => {
      this.snapshots.set(id, { resolve, reject });
      worker.postMessage({ type: 'snapshot', id });
    });
  }

  private settleSnapshot(message: {
    id?: number;
    data?: Uint8Array;
    ms?: number;
    takenAt?: number;
    error?: string;
  }): void {
    const waiting = message.id === undefined ? undefined : this.snapshots.get(message.id);
    if (!waiting || message.id === undefined) return;
    this.snapshots.delete(message.id);
    if (message.error || !message.data) {
      waiting.reject(new DatabaseUnavailableError(message.error ?? 'The embedded database sent no snapshot'));
      return;
    }
    const { data } = message;
    waiting.resolve({
      tarball: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      ms: message.ms ?? 0,
      takenAt: new Date(message.takenAt ?? Date.now()),
    });
  }

  /** Closes PGlite cleanly (its files stay consistent), then releases the directory. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker ?? (await this.starting?.catch(() => undefined));
    try {
      if (worker) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          worker.on('message', (message: { type: string }) => {
            if (message.type === 'closed') {
              clearTimeout(timer);
              resolve();
            }
          });
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.postMessage({ type: 'close' });
        });
        await worker.terminate();
      }
    } finally {
      this.release?.();
      this.release = undefined;
      if (this.dataDir && registry().get(path.resolve(this.dataDir)) === this)
        registry().delete(path.resolve(this.dataDir));
    }
  }
}
