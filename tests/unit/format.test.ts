import { describe, expect, it } from 'vitest';
import { excerpt, formatDate, formatPrice } from '@/lib/core/format';
import { formatBytes } from '@/lib/core/format-bytes';

describe('formatPrice', () => {
  it('uses dollars and thousands separators', () => {
    expect(formatPrice(12345.67)).toBe('$12,345.67');
    expect(formatPrice(10_000_000)).toBe('$10,000,000');
    expect(formatPrice(1.5)).toBe('$1.50');
    expect(formatPrice(Number.NaN)).toBe('$0');
  });
});

describe('formatDate', () => {
  it('formats in the given locale and time zone', () => {
    expect(formatDate('2026-03-04T10:00:00.000Z', 'en-US', 'UTC')).toBe('Mar 4, 2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('excerpt', () => {
  it('cuts long texts at a word boundary', () => {
    expect(excerpt('short text')).toBe('short text');
    const cut = excerpt('word '.repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('formatBytes', () => {
  it('says a size in powers of 1024', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});
