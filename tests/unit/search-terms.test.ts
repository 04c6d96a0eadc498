import { describe, expect, it } from 'vitest';
import { fuzzyTerms, MAX_FUZZY_WORDS } from '@/lib/ideas/search-terms';

describe('fuzzyTerms', () => {
  it('keeps words of 3+ letters that are no stop words, lower-cased', () => {
    expect(fuzzyTerms('The Gardn of a planer')).toEqual({
      groups: [['gardn', 'planer']],
      excluded: '',
      text: 'gardn planer',
    });
    expect(fuzzyTerms('e-bike 3d')).toEqual({ groups: [['bike']], excluded: '', text: 'bike' });
  });

  it('reads or, exclusions and phrases as websearch_to_tsquery does', () => {
    expect(fuzzyTerms('gardn OR "smart thermo" -tax -"open plan"')).toEqual({
      groups: [['gardn'], ['smart', 'thermo']],
      excluded: 'tax or "open plan"',
      text: 'gardn smart thermo',
    });
    expect(fuzzyTerms('the or gard')).toEqual({ groups: [['gard']], excluded: '', text: 'gard' });
  });

  it('has nothing to match for short words, symbols, only exclusions or long texts', () => {
    for (const search of ['to', '%%%', '\\_', '-garden', 'or', 'and the'])
      expect(fuzzyTerms(search)).toBeNull();
    const words = Array.from({ length: MAX_FUZZY_WORDS + 1 }, (_, i) => `word${i}`).join(' ');
    expect(fuzzyTerms(words)).toBeNull();
  });
});
