import 'server-only';
import type { Readable } from 'node:stream';

/** A stored file as the driver lists it. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded files live. Keys are relative paths such as `profile_images/{uid}`. Files pass
 * through as streams: a driver never needs a whole file in memory.
 */
export interface StorageDriver {
  /** What the operator is told (`local disk /srv/data/uploads`, `S3 bucket ideas`). */
  readonly description: string;
  /** Stores the bytes under `key`, replacing what was there; a reader never sees half a file. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are plain relative paths: no `..`, no absolute paths, no odd characters. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (!segments.length || segments.some((s) => !SEGMENT.test(s) || s.includes('..')) || key.length > 300) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
