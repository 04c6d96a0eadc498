import { describe, expect, it } from 'vitest';
import { fuzzyGroups, MAX_FUZZY_WORDS, searchWords } from '@/lib/ideas/search-terms';

const fuzzy = (search: string) => fuzzyGroups(searchWords(search));

describe('searchWords', () => {
  it('reads or, exclusions and phrases as websearch_to_tsquery does, keeping every word in order', () => {
    expect(searchWords('gardn OR "smart thermo" -tax -"open plan"')).toEqual({
      groups: [['gardn'], ['smart', 'thermo']],
      excluded: ['tax', '"open plan"'],
    });
    expect(searchWords('The Solar panels of a 3d e-bike')).toEqual({
      groups: [['the', 'solar', 'panels', 'of', 'a', '3d', 'e', 'bike']],
      excluded: [],
    });
    expect(searchWords('or -garden %%%')).toEqual({ groups: [], excluded: ['garden'] });
  });
});

describe('fuzzyGroups', () => {
  it('keeps words of 3+ letters that are no stop words, lower-cased', () => {
    expect(fuzzy('The Gardn of a planer')).toEqual([['gardn', 'planer']]);
    expect(fuzzy('e-bike 3d')).toEqual([['bike']]);
  });

  it('keeps the alternatives of or, without the excluded words', () => {
    expect(fuzzy('gardn OR "smart thermo" -tax -"open plan"')).toEqual([['gardn'], ['smart', 'thermo']]);
    expect(fuzzy('the or gard')).toEqual([['gard']]);
  });

  it('has nothing to match for short words, symbols, only exclusions or long texts', () => {
    for (const search of ['to', '%%%', '\\_', '-garden', 'or', 'and the']) expect(fuzzy(search)).toBeNull();
    const words = Array.from({ length: MAX_FUZZY_WORDS + 1 }, (_, i) => `word${i}`).join(' ');
    expect(fuzzy(words)).toBeNull();
  });
});
