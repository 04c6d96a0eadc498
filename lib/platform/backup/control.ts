import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { getConfig } from '@/lib/core/config';
import { logger } from '@/lib/core/log';
import { processSlot } from '@/lib/core/singleton';
import { getDb, snapshotEmbeddedDatabase, type EmbeddedSnapshot } from '@/lib/db';
import { recordBackup } from './history';

/**
 * While the server runs on the embedded database it holds the data directory, so `npm run backup`
 * asks it for the snapshot over a Unix socket in DATA_DIR. The socket is its owner's only (0600):
 * whoever may read DATA_DIR may read the database anyway, and nobody else may connect. It is not
 * reachable over the network, and it serves two requests: a snapshot, and noting a finished backup.
 */
export const CONTROL_SOCKET = 'control.sock';
/** Longest socket path bind() accepts on Linux (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

const requestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('snapshot') }),
  z.object({
    op: z.literal('record'),
    takenAt: z.iso.datetime(),
    bytes: z.number().int().nonnegative(),
    archive: z.string().max(4096),
    durationMs: z.number().int().nonnegative(),
  }),
]);
type ControlRequest = z.infer<typeof requestSchema>;

const controlSlot = processSlot<Server>('ideasBackupControl');

export function controlSocketPath(dataDir: string): string {
  return path.resolve(dataDir, CONTROL_SOCKET);
}

/** Serves snapshots of the embedded database on DATA_DIR/control.sock (nothing on PostgreSQL). */
export function startBackupControl(): void {
  const config = getConfig();
  if (config.DATABASE_URL || controlSlot.get()) return;
  const socketPath = controlSocketPath(config.DATA_DIR);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      'DATA_DIR is too long a path for the backup socket: back up with the server stopped',
    );
    return;
  }
  const databaseDir = path.resolve(config.DATA_DIR, 'pglite');
  const server = createServer((socket) => serve(socket, databaseDir));
  // Bound under another name, made private, then renamed into place: at the known path the socket
  // is never open to others, and a socket left by a crashed server is replaced.
  const binding = `${socketPath}.${randomBytes(4).toString('hex')}`;
  server.on('error', (error) => logger.error({ err: error }, 'backup socket failed'));
  server.listen(binding, () => {
    try {
      chmodSync(binding, 0o600);
      renameSync(binding, socketPath);
    } catch (error) {
      logger.error({ err: error }, 'backup socket could not be set up');
      server.close();
      rmSync(binding, { force: true });
      return;
    }
    server.unref();
    controlSlot.set(server);
    const remove = () => {
      try {
        unlinkSync(socketPath);
      } catch {
        // already gone
      }
    };
    process.once('exit', remove);
    server.once('close', () => {
      process.off('exit', remove);
      remove();
      controlSlot.set(undefined);
    });
  });
}

function serve(socket: Socket, databaseDir: string): void {
  socket.on('error', () => {});
  let received = '';
  socket.setEncoding('utf8');
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end < 0) {
      if (received.length > 16_384) socket.destroy();
      return;
    }
    socket.off('data', onData);
    const parsed = requestSchema.safeParse(safeJson(received.slice(0, end)));
    if (!parsed.success) {
      reply(socket, { ok: false, error: 'Unknown request' });
      return;
    }
    answer(parsed.data, databaseDir).then(
      ({ header, body }) => reply(socket, header, body),
      (error: unknown) =>
        reply(socket, { ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  socket.on('data', onData);
}

async function answer(
  request: ControlRequest,
  databaseDir: string,
): Promise<{ header: Record<string, unknown>; body?: Buffer }> {
  if (request.op === 'snapshot') {
    const snapshot = await snapshotEmbeddedDatabase(databaseDir);
    logger.info({ bytes: snapshot.tarball.length, ms: Math.round(snapshot.ms) }, 'backup snapshot taken');
    return {
      header: {
        ok: true,
        bytes: snapshot.tarball.length,
        ms: snapshot.ms,
        takenAt: snapshot.takenAt.toISOString(),
      },
      body: snapshot.tarball,
    };
  }
  const { takenAt, bytes, archive, durationMs } = request;
  await recordBackup(getDb(), { takenAt: new Date(takenAt), bytes, archive, durationMs, driver: 'pglite' });
  return { header: { ok: true } };
}

function reply(socket: Socket, header: Record<string, unknown>, body?: Buffer): void {
  socket.write(`${JSON.stringify(header)}\n`);
  if (body) socket.write(body);
  socket.end();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Thrown when a server listens on the socket but could not serve the request. */
export class ControlError extends Error {}

/**
 * Sends one request to the server on `socketPath`; resolves to its header and body, or null when
 * no server listens there (no socket file, or one left by a server that stopped).
 */
async function ask(
  socketPath: string,
  request: ControlRequest,
): Promise<{ header: Record<string, unknown>; body: Buffer } | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(new ControlError(`The server's backup socket failed: ${error.message}`));
    });
    socket.on('close', (failed) => {
      if (failed || !connected) return;
      const all = Buffer.concat(chunks);
      const end = all.indexOf(10);
      const header =
        end < 0 ? null : (safeJson(all.subarray(0, end).toString('utf8')) as Record<string, unknown> | null);
      if (!header) reject(new ControlError('The server closed the backup socket without an answer'));
      else resolve({ header, body: all.subarray(end + 1) });
    });
  });
}

/** A snapshot from the server running on the embedded database, or null when none runs. */
export async function snapshotFromServer(dataDir: string): Promise<EmbeddedSnapshot | null> {
  const answered = await ask(controlSocketPath(dataDir), { op: 'snapshot' });
  if (!answered) return null;
  const { header, body } = answered;
  if (header.ok !== true)
    throw new ControlError(`The server could not take a snapshot: ${String(header.error)}`);
  if (body.length !== header.bytes)
    throw new ControlError(`The server sent ${body.length} of the snapshot's ${String(header.bytes)} bytes`);
  return { tarball: body, ms: Number(header.ms), takenAt: new Date(String(header.takenAt)) };
}

/** Asks the running server to note a finished backup; false when no server listens. */
export async function recordThroughServer(
  dataDir: string,
  backup: { takenAt: Date; bytes: number; archive: string; durationMs: number },
): Promise<boolean> {
  const answered = await ask(controlSocketPath(dataDir), {
    op: 'record',
    ...backup,
    takenAt: backup.takenAt.toISOString(),
  });
  if (answered && answered.header.ok !== true)
    throw new ControlError(`The server could not note the backup: ${String(answered.header.error)}`);
  return answered !== null;
}
