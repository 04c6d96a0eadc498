/**
 * A named place on `globalThis` holding one value per process. Next loads a module once per
 * bundle (each route, instrumentation, the server), and a database pool, a cache, a worker or a
 * listener list must still be one; the HTTP server (server.mjs) finds some of them by name to
 * close them on shutdown.
 */
export interface ProcessSlot<T> {
  get(): T | undefined;
  set(value: T | undefined): void;
  /** The value, made by `create` on first use. */
  getOrCreate(create: () => T): T;
}

export function processSlot<T>(name: string): ProcessSlot<T> {
  const store: Record<string, unknown> = globalThis;
  const slot: ProcessSlot<T> = {
    get: () => store[name] as T | undefined,
    set: (value) => {
      if (value === undefined) delete store[name];
      else store[name] = value;
    },
    getOrCreate: (create) => {
      if (!(name in store)) store[name] = create();
      return store[name] as T;
    },
  };
  return slot;
}

/** The one value of this process under `name`, made on first use. */
export function processSingleton<T>(name: string, create: () => T): T {
  return processSlot<T>(name).getOrCreate(create);
}
