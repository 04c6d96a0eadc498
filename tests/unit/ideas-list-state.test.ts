import { describe, expect, it } from 'vitest';
import { apiParams, pageHref, readListState } from '@/components/ideas/list-state';
import { parseIdeaListQuery } from '@/lib/ideas/list-query';

describe('ideas list URL state', () => {
  it('reads a shareable URL and writes it back without defaults', () => {
    const state = readListState(
      new URLSearchParams(
        'category=Tech&type=Service&priceMin=10&priceMax=500&requireNDA=Yes&search=solar&sort=price_asc&page=2&limit=50',
      ),
    );
    expect(state).toMatchObject({
      category: 'Tech',
      type: 'Service',
      priceMin: '10',
      priceMax: '500',
      requireNDA: 'Yes',
      search: 'solar',
      sort: 'price_asc',
      page: 2,
      limit: 50,
    });
    expect(pageHref(state)).toBe(
      '/ideas?category=Tech&type=Service&priceMin=10&priceMax=500&requireNDA=Yes&search=solar&sort=price_asc&page=2&limit=50',
    );
    expect(pageHref(readListState({}))).toBe('/ideas');
  });

  it('drops values the list cannot use instead of failing', () => {
    const state = readListState({
      type: 'Gadget',
      requireNDA: 'maybe',
      page: '-3',
      limit: '7',
      priceMin: 'abc',
      sort: 'random',
      creator: 'nope',
    });
    expect(state).toMatchObject({
      type: '',
      requireNDA: '',
      page: 1,
      limit: 20,
      priceMin: '',
      sort: '',
      creator: '',
    });
  });

  it('maps modes to API parameters the API accepts, swapping an inverted price range', () => {
    const mine = readListState({ filter: 'my-ideas', priceMin: '900', priceMax: '100' });
    const params = apiParams(mine);
    expect(params.get('mine')).toBe('true');
    expect(params.get('priceMin')).toBe('100');
    expect(params.get('priceMax')).toBe('900');
    expect(() => parseIdeaListQuery(params)).not.toThrow();
    const creator = readListState({ creator: 'ABCDEFABCDEFABCDEFABCDEF', filter: 'my-ideas' });
    expect(creator.mine).toBe(false);
    expect(apiParams(creator).get('creator')).toBe('abcdefabcdefabcdefabcdef');
    expect(pageHref(creator)).toBe('/ideas?creator=abcdefabcdefabcdefabcdef');
  });
});
