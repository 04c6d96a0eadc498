const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `$12,500` / `$99.50`. */
export function formatPrice(value: number): string {
  return price.format(value);
}

export function formatDate(value: Date): string {
  return date.format(value);
}
