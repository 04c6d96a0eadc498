import type { OnlineUser } from '@/lib/platform/presence';

export interface PresenceState {
  /** 'live' once the first list arrived; 'reconnecting' while the stream is down. */
  status: 'connecting' | 'live' | 'reconnecting';
  users: OnlineUser[];
}

/**
 * The page's one EventSource to /api/presence, shared by every component that shows presence.
 * The browser reconnects a dropped stream by itself; when it gives up (the server answered an
 * error, e.g. while restarting) a new EventSource is opened with a growing delay.
 */
let state: PresenceState = { status: 'connecting', users: [] };
const subscribers = new Set<() => void>();
let source: EventSource | null = null;
let users = 0;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Listeners of the stream's other events (sendToUser on the server): message, access, notifications… */
const eventListeners = new Map<string, Set<(data: unknown) => void>>();

function listen(stream: EventSource, name: string) {
  stream.addEventListener(name, (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as unknown;
    for (const listener of eventListeners.get(name) ?? []) listener(data);
  });
}

function update(next: PresenceState) {
  state = next;
  for (const notify of subscribers) notify();
}

function open() {
  const stream = new EventSource('/api/presence');
  source = stream;
  stream.addEventListener('online', (event) => {
    attempt = 0;
    const data = JSON.parse((event as MessageEvent<string>).data) as { users: OnlineUser[] };
    update({ status: 'live', users: data.users });
  });
  for (const name of eventListeners.keys()) listen(stream, name);
  stream.onerror = () => {
    if (source !== stream) return;
    if (state.status === 'live') update({ ...state, status: 'reconnecting' });
    if (stream.readyState !== EventSource.CLOSED) return;
    stream.close();
    source = null;
    const delay = Math.min(30_000, 1000 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      if (users > 0) open();
    }, delay);
  };
}

function close() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
}

/** Holds the stream open while at least one caller needs it; returns the release function. */
export function retainPresenceStream(): () => void {
  users += 1;
  if (users === 1 && !source) open();
  return () => {
    users -= 1;
    if (users === 0) close();
  };
}

/** Closes the stream for good (logout): the server then marks the user offline after the grace period. */
export function stopPresence(): void {
  users = 0;
  close();
}

export function subscribePresence(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function presenceSnapshot(): PresenceState {
  return state;
}

const SERVER_STATE: PresenceState = { status: 'connecting', users: [] };
export function presenceServerSnapshot(): PresenceState {
  return SERVER_STATE;
}

/**
 * Calls `listener` with the data of every `name` event the stream delivers to this user (the
 * server's sendToUser), keeping the stream open meanwhile; returns the unsubscribe function.
 */
export function onServerEvent(name: string, listener: (data: unknown) => void): () => void {
  let listeners = eventListeners.get(name);
  if (!listeners) {
    listeners = new Set();
    eventListeners.set(name, listeners);
    if (source) listen(source, name);
  }
  listeners.add(listener);
  const release = retainPresenceStream();
  return () => {
    listeners.delete(listener);
    release();
  };
}
