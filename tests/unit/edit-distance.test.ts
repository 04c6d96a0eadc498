import { describe, expect, it } from 'vitest';
import { editDistance } from '@/lib/ideas/edit-distance';

describe('editDistance', () => {
  it('counts one edit for a letter missing, added, wrong, or two adjacent letters swapped', () => {
    expect(editDistance('invoce', 'invoice', 2)).toBe(1);
    expect(editDistance('rceipt', 'receipt', 2)).toBe(1);
    expect(editDistance('irnvoice', 'invoice', 2)).toBe(1);
    expect(editDistance('compist', 'compost', 2)).toBe(1);
    expect(editDistance('reciept', 'receipt', 2)).toBe(1);
    expect(editDistance('thermsotat', 'thermostat', 2)).toBe(1);
    expect(editDistance('receipt', 'receipt', 2)).toBe(0);
  });

  it('counts further edits, and stops past the most asked for', () => {
    expect(editDistance('recpit', 'receipt', 2)).toBe(2);
    expect(editDistance('recpit', 'receipt', 1)).toBe(2);
    expect(editDistance('garden', 'guard', 5)).toBe(3);
    expect(editDistance('garden', 'guard', 1)).toBe(2);
    // Lengths too far apart are not compared.
    expect(editDistance('gardenia', 'garden', 1)).toBe(2);
  });

  it('counts an accented letter as one letter', () => {
    expect(editDistance('cafe', 'café', 1)).toBe(1);
    expect(editDistance('crème', 'creme', 1)).toBe(1);
  });
});
