import type { SelectOption } from '@/components/ui/select';
import type { ListValues } from './use-list-draft';

type SortState = Pick<ListValues, 'search' | 'sort'>;

const BY_DATE_AND_PRICE: SelectOption[] = [
  { value: 'oldest', label: 'Oldest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

// The empty value is the list's default order: relevance while searching, else newest first.
const SEARCHING: SelectOption[] = [
  { value: '', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
  ...BY_DATE_AND_PRICE,
];
const BROWSING: SelectOption[] = [{ value: '', label: 'Newest' }, ...BY_DATE_AND_PRICE];

const searching = ({ search }: SortState) => search.trim() !== '';

/** The Sort choices: 'Relevance' is offered (and the default) only while a search is typed or active. */
export const sortOptions = (state: SortState) => (searching(state) ? SEARCHING : BROWSING);

/** The option showing the URL's `sort` ('relevance' is the default while searching, newest otherwise). */
export function sortValue(state: SortState): string {
  if (state.sort === 'relevance') return '';
  return state.sort === 'newest' && !searching(state) ? '' : state.sort;
}
