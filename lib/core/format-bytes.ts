// Its own module, not format.ts: the client chunks that format prices and dates (the idea list)
// carry every function of the modules they import, and they never show a size.

/** A size for people: 1.4 MB, 820 KB (powers of 1024, as `du -h`). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
