/** What the list says when its minimum price is above its maximum: no price satisfies both. */
export const PRICE_RANGE_MESSAGE = 'Minimum price is above the maximum.';

/**
 * Whether the price fields' values (as typed: strings, '' for none) are an impossible range. The
 * list stays valid (an empty page, as the API answers); the list says why it is empty.
 */
export function priceRangeInverted(priceMin: string, priceMax: string): boolean {
  if (priceMin.trim() === '' || priceMax.trim() === '') return false;
  const min = Number(priceMin);
  const max = Number(priceMax);
  return Number.isFinite(min) && Number.isFinite(max) && min > max;
}
