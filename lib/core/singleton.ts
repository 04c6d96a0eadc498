/**
 * One value per process, kept on `globalThis` under `name`: Next loads a module once per bundle
 * (each route, instrumentation, the server), and a database pool, a cache or a worker must still
 * be one. The value is made on first use.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const store: Record<string, unknown> = globalThis;
  if (!(name in store)) store[name] = create();
  return store[name] as T;
}

/** The value kept under `name`, if one was made (for shutdown and tests). */
export function existingSingleton<T>(name: string): T | undefined {
  const store: Record<string, unknown> = globalThis;
  return store[name] as T | undefined;
}

/** Forgets the value kept under `name`: the next `processSingleton` makes a new one. */
export function dropSingleton(name: string): void {
  const store: Record<string, unknown> = globalThis;
  delete store[name];
}
