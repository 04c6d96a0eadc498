import { DEFAULT_PAGE_SIZE, IDEA_SORTS, IDEA_TYPES, PAGE_SIZES } from '@/lib/validation/idea';

/** What the /ideas URL holds: filters, sort, page, page size and the mode (all, mine, one creator). */
export interface ListState {
  category: string;
  type: string;
  priceMin: string;
  priceMax: string;
  requireNDA: string;
  search: string;
  sort: string;
  page: number;
  limit: number;
  mine: boolean;
  creator: string;
}

export type FilterKey = 'category' | 'type' | 'priceMin' | 'priceMax' | 'requireNDA' | 'search';

export const EMPTY_FILTERS: Pick<ListState, FilterKey> = {
  category: '',
  type: '',
  priceMin: '',
  priceMax: '',
  requireNDA: '',
  search: '',
};

type Input = URLSearchParams | Record<string, string | string[] | undefined>;

function read(input: Input, name: string): string {
  const value = input instanceof URLSearchParams ? input.get(name) : input[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

const price = (v: string) => (v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0 ? v : '');

/** Reads the page URL, dropping values the list cannot use (so a hand-edited URL still renders). */
export function readListState(input: Input): ListState {
  const page = Number(read(input, 'page'));
  const limit = Number(read(input, 'limit'));
  const type = read(input, 'type');
  const nda = read(input, 'requireNDA');
  const sort = read(input, 'sort');
  const creator = read(input, 'creator');
  return {
    category: read(input, 'category').slice(0, 100),
    type: (IDEA_TYPES as readonly string[]).includes(type) ? type : '',
    priceMin: price(read(input, 'priceMin')),
    priceMax: price(read(input, 'priceMax')),
    requireNDA: nda === 'Yes' || nda === 'No' ? nda : '',
    search: read(input, 'search').slice(0, 200),
    sort: (IDEA_SORTS as readonly string[]).includes(sort) && sort !== 'newest' ? sort : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    mine: read(input, 'filter') === 'my-ideas' && !creator,
    creator: /^[0-9a-f]{24}$/i.test(creator) ? creator.toLowerCase() : '',
  };
}

function filterParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(EMPTY_FILTERS) as FilterKey[]) if (state[key]) params.set(key, state[key]);
  if (state.sort) params.set('sort', state.sort);
  return params;
}

/** The shareable page URL of a state (defaults left out). */
export function pageHref(state: ListState): string {
  const params = new URLSearchParams();
  if (state.mine) params.set('filter', 'my-ideas');
  if (state.creator) params.set('creator', state.creator);
  filterParams(state).forEach((value, key) => params.set(key, value));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  const query = params.toString();
  return query ? `/ideas?${query}` : '/ideas';
}

/** The GET /api/ideas parameters of a state. */
export function apiParams(state: ListState): URLSearchParams {
  const params = filterParams(state);
  let { priceMin, priceMax } = state;
  if (priceMin && priceMax && Number(priceMin) > Number(priceMax))
    [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin) params.set('priceMin', priceMin);
  if (priceMax) params.set('priceMax', priceMax);
  if (state.mine) params.set('mine', 'true');
  if (state.creator) params.set('creator', state.creator);
  params.set('page', String(state.page));
  params.set('limit', String(state.limit));
  return params;
}

export const hasFilters = (state: ListState) =>
  (Object.keys(EMPTY_FILTERS) as FilterKey[]).some((key) => state[key] !== '');
