/**
 * Made on first use, not when the module loads: the first Intl formatter of a page costs tens of
 * milliseconds on a phone, and pages that import this module for dates never format a price.
 */
let priceFormatter: Intl.NumberFormat | undefined;

/** Dollars with thousands separators: 12345.67 → "$12,345.67", 500 → "$500". */
export function formatPrice(value: number): string {
  const amount = Number.isFinite(value) ? value : 0;
  priceFormatter ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return priceFormatter.format(amount).replace(/\.(\d)$/, '.$10');
}

/**
 * One formatter per locale and time zone: making an Intl.DateTimeFormat costs far more than using
 * one (about 2 ms each on a throttled phone, and a list of ideas shows twenty dates).
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone,
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** A date in the given locale (the viewer's in the browser); UTC on the server for stable HTML. */
export function formatDate(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(locale ?? 'en-US', timeZone).format(date);
}

/** Plain text cut at a word boundary for descriptions (metadata, cards). */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `text` ending as a sentence: a full stop added unless it already ends with one (or ! or ?). */
export const asSentence = (text: string): string =>
  /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
