import 'server-only';
/** Where uploaded files live. Keys are relative paths such as `profile_images/{uid}`. */
export interface StorageDriver {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
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
