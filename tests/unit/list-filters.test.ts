import { describe, expect, it } from 'vitest';
import { activeFilters } from '@/components/ideas/active-filters';
import { countQuery } from '@/components/ideas/use-live-count';
import type { ListValues } from '@/components/ideas/use-list-draft';

const none: ListValues = {
  search: '',
  category: '',
  type: '',
  priceMin: '',
  priceMax: '',
  requireNDA: '',
  sort: '',
  limit: '',
};

describe('the phone filter sheet', () => {
  it('names each active filter once, prices in dollars, leaving out sort and page size', () => {
    expect(activeFilters(none)).toEqual([]);
    expect(
      activeFilters({
        ...none,
        search: ' garden ',
        category: 'Home',
        type: 'Service',
        requireNDA: 'No',
        priceMin: '1500',
        priceMax: '80000',
        sort: 'oldest',
        limit: '50',
      }).map((filter) => filter.label),
    ).toEqual(['Search: garden', 'Home', 'Service', 'No NDA', 'From $1,500', 'Up to $80,000']);
    expect(activeFilters({ ...none, requireNDA: 'Yes' })).toEqual([
      { key: 'requireNDA', label: 'NDA required' },
    ]);
  });

  it('counts the pending filters in the same view: mode kept, page and sort left out, one idea asked', () => {
    const href = '/ideas?filter=my-ideas&category=Tech&sort=price_asc&page=3&limit=50';
    expect(countQuery(href, { ...none, type: 'Product', sort: 'oldest', limit: '10' })).toBe(
      'type=Product&mine=true&limit=1',
    );
    expect(countQuery('/ideas?creator=abc&search=old', { ...none, search: 'new' })).toBe(
      'creator=abc&search=new&limit=1',
    );
    expect(countQuery('/ideas', none)).toBe('limit=1');
  });
});
