import { cache } from 'react';
import { listHref, type ListDefaults } from '@/lib/ideas/list-href';
import { findUserById } from '@/lib/identity';
import { DEFAULT_PAGE_SIZE } from '@/lib/validation/idea';
import { readIdeaListQuery, type IdeaListQuery } from './list-query';

export const LIST_DEFAULTS: ListDefaults = { page: '1', limit: String(DEFAULT_PAGE_SIZE) };

/** The filters, in the order the list writes them into its URL. */
const FILTER_PARAMS = ['category', 'type', 'priceMin', 'priceMax', 'requireNDA', 'search', 'sort'] as const;

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** What one /ideas URL shows: the API query, the mode and its title, and its canonical URLs. */
export interface IdeaListView {
  query: IdeaListQuery;
  mode: 'all' | 'mine' | 'creator';
  creatorName: string | null;
  title: string;
  /** This view's URL with defaults left out. */
  href: string;
  /** The same view for everyone (`filter=my-ideas` left out): the canonical URL. */
  publicHref: string;
}

export type IdeaListViewResult = { ok: true; view: IdeaListView } | { ok: false; cleanHref: string };

function toSearchParams(params: PageSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v);
  return search;
}

/** The page URL of a query: `filter=my-ideas` for `mine`, defaults left out. */
export function listViewHref(query: IdeaListQuery): string {
  const changes: Record<string, string | number | undefined> = {
    creator: query.creator,
    filter: query.mine && !query.creator ? 'my-ideas' : undefined,
  };
  for (const key of FILTER_PARAMS) changes[key] = query[key];
  changes.page = query.page;
  changes.limit = query.limit;
  return listHref('', changes, LIST_DEFAULTS);
}

export function listTitle(mode: IdeaListView['mode'], creatorName: string | null): string {
  if (mode === 'creator') return `Browse ${creatorName ?? 'Creator'}'s Ideas`;
  return mode === 'mine' ? 'Browse My Ideas' : 'Browse Ideas';
}

async function readView(search: string): Promise<IdeaListViewResult> {
  const page = new URLSearchParams(search);
  // The page says `filter=my-ideas` where the API says `mine=true`; a creator wins over both.
  const mine = page.get('filter') === 'my-ideas' || page.get('mine') === 'true';
  page.delete('filter');
  page.delete('mine');
  if (mine && !page.get('creator')) page.set('mine', 'true');
  // The page numbers its pages; keyset cursors are the API's.
  page.delete('cursor');
  const result = readIdeaListQuery(page);
  if (!result.ok) {
    // A hand-edited URL with a value the API refuses: the same view without that parameter.
    const clean = new URLSearchParams(search);
    for (const name of Object.keys(result.errors)) {
      clean.delete(name);
      if (name === 'mine') clean.delete('filter');
    }
    return { ok: false, cleanHref: listHref(clean.toString(), { page: clean.get('page') ?? undefined }) };
  }
  const query = result.query;
  const mode = query.creator ? 'creator' : query.mine ? 'mine' : 'all';
  const creatorName = query.creator ? ((await findUserById(query.creator))?.displayName ?? null) : null;
  return {
    ok: true,
    view: {
      query,
      mode,
      creatorName,
      title: listTitle(mode, creatorName),
      href: listViewHref(query),
      publicHref: listViewHref({ ...query, mine: false }),
    },
  };
}

const readViewOnce = cache(readView);

/** Reads an /ideas URL once per request (metadata and page share it). */
export function readIdeaListView(params: PageSearchParams): Promise<IdeaListViewResult> {
  return readViewOnce(toSearchParams(params).toString());
}
