/** The list's page. Its query string is the whole state of the list (filters, sort, page, size). */
export const LIST_PATH = '/ideas';

/** Parameters the list leaves out of its URLs when they hold these values. */
export type ListDefaults = Readonly<Record<string, string>>;

export type ListChanges = Readonly<Record<string, string | number | undefined>>;

/**
 * The list URL after `changes`: an empty or default value removes its parameter, other parameters
 * keep their place, and any change but a page change goes back to page 1. This only writes URLs;
 * reading them is the API's parser (`readIdeaListQuery`).
 */
export function listHref(current: string, changes: ListChanges, defaults: ListDefaults = {}): string {
  const params = new URLSearchParams(current);
  if (!('page' in changes)) params.delete('page');
  for (const [key, raw] of Object.entries(changes)) {
    const value = raw === undefined ? '' : String(raw).trim();
    if (value === '' || defaults[key] === value) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}

/** The query string of a list URL (without `?`). */
export const listSearch = (href: string) => href.split('?')[1] ?? '';
