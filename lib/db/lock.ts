import 'server-only';
import { lstatSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Longest socket path bind() accepts on Linux (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;
const TAKEOVER_STALE_MS = 10_000;

type Probe = { alive: true; holder: string } | { alive: false };

/**
 * Asks whoever listens on the lock socket who they are. The kernel closes a listening socket when
 * its process dies, however it dies (kill -9, OOM, a container stopped): a dead holder refuses the
 * connection, whatever pid it had and whatever pid namespace it ran in.
 */
function probe(socketPath: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let said = '';
    const timer = setTimeout(() => socket.destroy(), 2000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (said += chunk));
    socket.on('connect', () => socket.end());
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ alive: true, holder: said.trim() || 'another process' });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.removeAllListeners('close');
      // ECONNREFUSED: a socket file nobody listens on; ENOTSOCK/ECONNRESET…: not a live lock either.
      if (error.code === 'ETIMEDOUT' || error.code === 'EAGAIN')
        resolve({ alive: true, holder: 'another process' });
      else resolve({ alive: false });
    });
  });
}

function listen(socketPath: string, whoAmI: string): Promise<Server | 'in-use'> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(whoAmI);
    });
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(error);
    });
    server.listen(socketPath, () => {
      server.unref();
      resolve(server);
    });
  });
}

/** Lock files written by earlier versions held a pid; one of a live process still counts. */
function legacyHolder(lockPath: string): string | null {
  try {
    if (!lstatSync(lockPath).isFile()) return null;
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) return null;
    process.kill(pid, 0);
    return `pid ${pid}`;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'another process' : null;
  }
}

/** A short-lived mutex around "remove the dead lock, take it": two starters never both take it. */
function takeoverMutex(lockPath: string): (() => void) | null {
  const mutex = `${lockPath}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(mutex).mtimeMs < TAKEOVER_STALE_MS) return null;
      rmdirSync(mutex);
      mkdirSync(mutex);
    } catch {
      return null;
    }
  }
  return () => rmdirSync(mutex);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockedError(dir: string, holder: string): DataDirLockedError {
  return new DataDirLockedError(
    `The database directory ${dir} is in use by another process (${holder}). ` +
      'Stop that process, or set DATA_DIR to another directory.',
  );
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * The lock is a Unix socket, `<dir>.lock`, that this process listens on while it holds the
 * directory: the kernel releases it when the process ends, so a restart after a crash (in a
 * container, a new PID namespace, with the same pid as before) takes it over at once, while a
 * live holder anywhere on the machine answers the probe and keeps it. The directory must be on a
 * local file system (a socket file on a network share does not reach the holder).
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const resolved = path.resolve(dir);
  const lockPath = `${resolved}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const relative = path.relative(process.cwd(), lockPath);
  const socketPath = Buffer.byteLength(lockPath) <= MAX_SOCKET_PATH ? lockPath : relative;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new DataDirLockedError(
      `The database directory path ${resolved} is too long to lock: use a shorter DATA_DIR.`,
    );
  }
  const whoAmI = `pid ${process.pid} on ${hostname()}`;

  const hold = (server: Server) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      server.close();
      try {
        unlinkSync(lockPath);
      } catch {
        // already gone
      }
    };
    process.once('exit', release);
    return release;
  };

  for (let attempt = 0; attempt < 50; attempt++) {
    const legacy = legacyHolder(lockPath);
    if (legacy) throw lockedError(resolved, legacy);
    const server = await listen(socketPath, whoAmI);
    if (server !== 'in-use') return hold(server);
    const answer = await probe(socketPath);
    if (answer.alive) throw lockedError(resolved, answer.holder);
    const unlockMutex = takeoverMutex(lockPath);
    if (!unlockMutex) {
      await sleep(50);
      continue;
    }
    try {
      // Checked again under the mutex: another starter may have taken it over meanwhile.
      const again = await probe(socketPath);
      if (again.alive) throw lockedError(resolved, again.holder);
      rmSync(lockPath, { force: true });
      const taken = await listen(socketPath, whoAmI);
      if (taken !== 'in-use') return hold(taken);
    } finally {
      unlockMutex();
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${resolved}.`);
}
