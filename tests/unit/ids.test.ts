import { describe, expect, it } from 'vitest';
import { isId, newId } from '@/lib/db/ids';

describe('ids', () => {
  it('are 24 lowercase hex characters, unique and ordered by creation second', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    const seconds = parseInt(ids[0]!.slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });

  it('recognises only well-formed ids', () => {
    expect(isId('507f1f77bcf86cd799439011')).toBe(true);
    expect(isId('507f1f77bcf86cd79943901')).toBe(false);
    expect(isId('zzzf1f77bcf86cd799439011')).toBe(false);
  });
});
