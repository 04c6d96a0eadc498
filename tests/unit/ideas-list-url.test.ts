import { describe, expect, it } from 'vitest';
import { listHref, listSearch } from '@/lib/ideas/list-href';
import { readIdeaListQuery } from '@/lib/ideas/list-query';
import { LIST_DEFAULTS, listTitle, listViewHref, readIdeaListView } from '@/lib/ideas/list-view';

describe('list URLs', () => {
  it('applies changes in place, drops empty and default values, and goes back to page 1', () => {
    const current = 'search=solar&type=Service&page=3&limit=50';
    expect(listHref(current, { type: 'Product' }, LIST_DEFAULTS)).toBe(
      '/ideas?search=solar&type=Product&limit=50',
    );
    expect(listHref(current, { search: '  ' }, LIST_DEFAULTS)).toBe('/ideas?type=Service&limit=50');
    expect(listHref(current, { limit: 20 }, LIST_DEFAULTS)).toBe('/ideas?search=solar&type=Service');
    expect(listHref(current, { page: 4 }, LIST_DEFAULTS)).toBe(
      '/ideas?search=solar&type=Service&page=4&limit=50',
    );
    expect(listHref(current, { page: 1 }, LIST_DEFAULTS)).toBe('/ideas?search=solar&type=Service&limit=50');
    expect(listHref('', {}, LIST_DEFAULTS)).toBe('/ideas');
    expect(listHref('search=a+b', { priceMin: 10 })).toBe('/ideas?search=a+b&priceMin=10');
    expect(listSearch('/ideas?x=1')).toBe('x=1');
    expect(listSearch('/ideas')).toBe('');
  });

  it('writes a parsed query back as the page URL, and reading that URL gives the same query', () => {
    const search =
      'category=Tech&type=Service&priceMin=10&priceMax=500&requireNDA=Yes&search=solar&sort=price_asc&page=2&limit=50';
    const parsed = readIdeaListQuery(new URLSearchParams(search));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const href = listViewHref(parsed.query);
    expect(href).toBe(`/ideas?${search}`);
    const again = readIdeaListQuery(new URLSearchParams(listSearch(href)));
    expect(again).toEqual(parsed);
    expect(listViewHref({ ...parsed.query, page: 1, limit: 20, mine: true })).toContain('filter=my-ideas');
  });

  it('accepts an inverted price range (the API answers an empty page) and names a malformed value', () => {
    const inverted = readIdeaListQuery(new URLSearchParams('priceMin=2000&priceMax=1600'));
    expect(inverted).toMatchObject({ ok: true, query: { priceMin: 2000, priceMax: 1600 } });
    const bad = readIdeaListQuery(new URLSearchParams('limit=abc&type=Gadget'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['limit', 'type']);
  });

  it('reads the page URL with the API parser: my-ideas mode, and a clean URL for refused values', async () => {
    const mine = await readIdeaListView({ filter: 'my-ideas', search: 'solar' });
    expect(mine).toMatchObject({
      ok: true,
      view: { mode: 'mine', title: 'Browse My Ideas', href: '/ideas?filter=my-ideas&search=solar' },
    });
    if (mine.ok) expect(mine.view.publicHref).toBe('/ideas?search=solar');
    const refused = await readIdeaListView({ search: 'solar', page: '-3', type: 'Gadget', limit: '10' });
    expect(refused).toEqual({ ok: false, cleanHref: '/ideas?search=solar&limit=10' });
  });

  it('titles each mode once', () => {
    expect(listTitle('all', null)).toBe('Browse Ideas');
    expect(listTitle('mine', null)).toBe('Browse My Ideas');
    expect(listTitle('creator', 'Ada')).toBe("Browse Ada's Ideas");
    expect(listTitle('creator', null)).toBe("Browse Creator's Ideas");
  });
});
