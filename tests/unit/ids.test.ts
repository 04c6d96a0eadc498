import { describe, expect, it } from 'vitest';
import { isId, newId } from '@/lib/core/ids';
import { isUserId, normalizeUserId } from '@/lib/validation/user-id';

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

  it('user ids are ours or Firebase uids: 1 to 128 characters without control characters', () => {
    for (const id of [
      '507f1f77bcf86cd799439011',
      'Fb9uKq2LrT0aWcXy7ZpQeRs1Vn42',
      'a',
      'u'.repeat(128),
      'imported-user_1',
    ])
      expect(isUserId(id), id).toBe(true);
    for (const id of ['', 'u'.repeat(129), 'a\u0000b', 'line\nbreak']) expect(isUserId(id), id).toBe(false);
    expect(normalizeUserId('507F1F77BCF86CD799439011')).toBe('507f1f77bcf86cd799439011');
    expect(normalizeUserId('Fb9uKq2LrT0aWcXy7ZpQeRs1Vn42')).toBe('Fb9uKq2LrT0aWcXy7ZpQeRs1Vn42');
  });
});
