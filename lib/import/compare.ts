import 'server-only';
/** Value equality as stored: dates by instant, arrays element by element. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
    );
  }
  return (a ?? null) === (b ?? null);
}

/** The columns of `wanted` whose value differs from `row`'s (undefined in `wanted` means "leave as is"). */
export function changedColumns<T extends object>(row: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const value = wanted[key];
    if (value !== undefined && !sameValue(row[key], value)) changes[key] = value;
  }
  return changes;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first text PostgreSQL cannot store as given (a NUL character or invalid
 * Unicode), or null. Such records are reported instead of being altered.
 */
export function unstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    if (value.includes('\0')) return `${path || 'value'} contains a NUL character`;
    if (LONE_SURROGATE.test(value)) return `${path || 'value'} contains invalid Unicode`;
    return null;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableText(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
