// The embedded database (PGlite) in a worker thread, so that its work never blocks the HTTP event
// loop. It speaks the PostgreSQL wire protocol over MessagePorts: the main thread connects the
// same postgres.js driver (and the same Drizzle code and migrations) that it uses for a server.
//
// One PGlite is one backend. Connections are served one protocol unit at a time (a simple Query,
// or the extended-protocol messages up to Sync), and while a transaction is open only the
// connection that opened it is served, so units of different connections never interleave.
// Plain JavaScript: it is loaded by path, outside Next's bundler.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const STARTUP_VERSION = 196608; // protocol 3.0
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

/** @type {PGlite} */
let db;
let closing = false;

/** @typedef {{ id: number, port: import('node:worker_threads').MessagePort, buffer: Buffer, started: boolean, units: Buffer[][], pending: Buffer[], closed: boolean }} Connection */
/** @type {Connection[]} */
const connections = [];
/** The connection that holds the open transaction, if any. */
let owner = null;
let running = false;

// Time the backend spends per unit, reported to the main thread: the cost of the waiting work.
let statsUnits = 0;
let statsMs = 0;
setInterval(() => {
  if (!statsUnits) return;
  parentPort.postMessage({ type: 'stats', units: statsUnits, ms: statsMs });
  statsUnits = 0;
  statsMs = 0;
}, 200).unref();

/** Splits complete messages off the connection's buffer into protocol units. */
function frame(conn) {
  for (;;) {
    const buf = conn.buffer;
    if (!conn.started) {
      if (buf.length < 8) return;
      const length = buf.readInt32BE(0);
      if (buf.length < length) return;
      const code = buf.readInt32BE(4);
      conn.buffer = buf.subarray(length);
      if (code === SSL_REQUEST) {
        conn.port.postMessage(Buffer.from('N'));
        continue;
      }
      if (code === CANCEL_REQUEST) {
        // One backend and no signals: a running statement cannot be interrupted. The request's
        // connection expects no answer, only the close.
        closeConnection(conn);
        return;
      }
      if (code !== STARTUP_VERSION) {
        closeConnection(conn);
        return;
      }
      conn.started = true;
      conn.units.push([Buffer.from(buf.subarray(0, length))]);
      continue;
    }
    if (buf.length < 5) return;
    const length = 1 + buf.readInt32BE(1);
    if (buf.length < length) return;
    const message = Buffer.from(buf.subarray(0, length));
    conn.buffer = buf.subarray(length);
    const type = String.fromCharCode(message[0]);
    if (type === 'X') {
      closeConnection(conn);
      return;
    }
    conn.pending.push(message);
    if (type === 'S' || type === 'Q' || type === 'H') {
      conn.units.push(conn.pending);
      conn.pending = [];
    }
  }
}

function nextUnit() {
  if (owner && !owner.closed) {
    if (!db.isInTransaction()) owner = null;
    else return owner.units.length ? owner : null;
  }
  // Round robin: the first connection with work goes last next time.
  const index = connections.findIndex((conn) => conn.units.length > 0);
  if (index < 0) return null;
  const [conn] = connections.splice(index, 1);
  connections.push(conn);
  return conn;
}

/** Simple-protocol statements of the worker itself, run between units; their replies are dropped. */
const maintenance = [];

function simpleQuery(sql) {
  const text = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write('Q', 0);
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
}

/** Snapshots asked for by the main thread (ids), taken between units outside any transaction. */
const snapshots = [];

/**
 * The data directory as PGlite's tarball, taken while no statement runs and no transaction is open:
 * it holds every committed transaction and nothing else. A checkpoint first writes the shared
 * buffers to the data files, so the copy opens without replaying much WAL.
 */
async function takeSnapshot(id) {
  const started = performance.now();
  const takenAt = Date.now();
  try {
    await db.exec('CHECKPOINT');
    const tarball = await db.dumpDataDir('none');
    const data = new Uint8Array(await tarball.arrayBuffer());
    const ms = performance.now() - started;
    parentPort.postMessage({ type: 'snapshot', id, data, ms, takenAt }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({
      type: 'snapshot',
      id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

async function run() {
  if (running || !db) return;
  running = true;
  try {
    while (!closing) {
      while (maintenance.length) await db.execProtocolRaw(maintenance.shift()).catch(() => {});
      if (snapshots.length && !db.isInTransaction()) {
        for (const id of snapshots.splice(0)) await takeSnapshot(id);
        continue;
      }
      const conn = nextUnit();
      if (!conn) break;
      const unit = conn.units.shift();
      const replies = [];
      const started = performance.now();
      for (const message of unit) {
        try {
          replies.push(await db.execProtocolRaw(message));
        } catch (error) {
          replies.push(errorResponse(error instanceof Error ? error.message : String(error)));
        }
      }
      statsUnits++;
      statsMs += performance.now() - started;
      if (db.isInTransaction()) owner = conn;
      if (!conn.closed) {
        // One message per unit, its bytes moved rather than copied.
        const reply = new Uint8Array(replies.reduce((length, part) => length + part.length, 0));
        let offset = 0;
        for (const part of replies) {
          reply.set(part, offset);
          offset += part.length;
        }
        conn.port.postMessage(reply, [reply.buffer]);
      }
      // Let other messages (new work, health pings) in between units.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    running = false;
  }
}

function errorResponse(message) {
  const fields = Buffer.concat([
    Buffer.from('SERROR\0VERROR\0CXX000\0M'),
    Buffer.from(message.replace(/\0/g, '')),
    Buffer.from('\0\0'),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

function closeConnection(conn) {
  if (conn.closed) return;
  conn.closed = true;
  conn.units = [];
  connections.splice(connections.indexOf(conn), 1);
  conn.port.close();
  const cleanup = [];
  if (owner === conn) {
    owner = null;
    // A connection that went away inside a transaction: roll it back so others can go on.
    if (db.isInTransaction()) cleanup.push('ROLLBACK');
  }
  // Its prepared statements live in the one backend: drop them with the last session using them.
  if (conn.started && !connections.some((other) => other.started)) cleanup.push('DEALLOCATE ALL');
  if (cleanup.length && db && !closing) {
    // Run by the same loop as every other unit, so nothing else touches the backend meanwhile.
    maintenance.push(simpleQuery(cleanup.join('; ')));
    void run();
  }
}

let nextId = 1;
function accept(port) {
  const conn = {
    id: nextId++,
    port,
    buffer: Buffer.alloc(0),
    started: false,
    units: [],
    pending: [],
    closed: false,
  };
  connections.push(conn);
  port.on('message', (chunk) => {
    if (conn.closed) return;
    conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, Buffer.from(chunk)]) : Buffer.from(chunk);
    frame(conn);
    void run();
  });
  port.on('close', () => closeConnection(conn));
}

parentPort.on('message', async (message) => {
  if (message.type === 'connect') accept(message.port);
  else if (message.type === 'ping') parentPort.postMessage({ type: 'pong', id: message.id });
  else if (message.type === 'snapshot') {
    snapshots.push(message.id);
    void run();
  } else if (message.type === 'close') {
    closing = true;
    for (const conn of [...connections]) closeConnection(conn);
    try {
      await db?.close();
    } finally {
      parentPort.postMessage({ type: 'closed' });
    }
  }
});

try {
  // A snapshot to start from is unpacked instead of creating an empty cluster (initdb), which takes
  // a few times longer.
  const startFrom = workerData.startFrom ? new Blob([await readFile(workerData.startFrom)]) : undefined;
  db = await PGlite.create({
    dataDir: workerData.dataDir ?? undefined,
    loadDataDir: startFrom,
    extensions: { pg_trgm },
  });
  // One backend for the process's lifetime, and it ignores a client's startup parameters. Every
  // execution is planned for its values: lib/db/planning.ts says why it differs from PostgreSQL.
  await db.exec('set plan_cache_mode = force_custom_plan');
  parentPort.postMessage({ type: 'ready' });
  void run();
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
