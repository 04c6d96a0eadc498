import { formatPrice } from '@/lib/core/format';
import type { ListKey, ListValues } from './use-list-draft';

export interface ActiveFilter {
  key: ListKey;
  label: string;
}

const price = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? formatPrice(Number(text)) : text;

/** The filters set in `values`, each as a chip would name it. */
export function activeFilters(values: ListValues): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (key: ListKey, label: string) => values[key].trim() !== '' && chips.push({ key, label });
  add('search', `Search: ${values.search.trim()}`);
  add('category', values.category);
  add('type', values.type);
  add('requireNDA', values.requireNDA === 'Yes' ? 'NDA required' : 'No NDA');
  add('priceMin', `From ${price(values.priceMin)}`);
  add('priceMax', `Up to ${price(values.priceMax)}`);
  return chips;
}
