import { describe, expect, it } from 'vitest';
import { initials } from '@/components/ui/avatar';
import { fieldAria } from '@/components/ui/field';
import { retryDelay } from '@/components/ideas/server-check';

describe('ui helpers', () => {
  it('initials: first and last word, one letter for one word, ? for none', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace   brewster hopper ')).toBe('GH');
    expect(initials('maya')).toBe('M');
    expect(initials('élodie durand')).toBe('ÉD');
    expect(initials('   ')).toBe('?');
  });

  it('fieldAria points the control at its hint and error, and marks it invalid only with an error', () => {
    expect(fieldAria('title')).toEqual({
      id: 'title',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(fieldAria('title', 'Too short', true)).toEqual({
      id: 'title',
      'aria-invalid': true,
      'aria-describedby': 'title-hint title-error',
    });
    expect(fieldAria('email', undefined, true)['aria-describedby']).toBe('email-hint');
  });

  it('the list retries after 1 s, 2 s and 3 s', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 3000]);
  });
});
