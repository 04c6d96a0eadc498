import 'server-only';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { UnauthorizedError } from '@/lib/core/errors';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas, type Viewer } from '@/models';
import { IDEA_MESSAGES } from './messages';
import type { SearchHints } from './search-corrections';
import { searchParts, searchValues, type SearchParts } from './search';
import { listedFor } from './visibility';

/** What a list's conditions compare with, by name (absent: no such filter). */
export interface ListValues {
  viewerId?: string;
  /** Only the viewer's own ideas (`viewerId` is then set). */
  mine?: boolean;
  creator?: string;
  category?: string;
  type?: string;
  priceMin?: number;
  priceMax?: number;
  requireNDA?: boolean;
}

type BoundName = Exclude<keyof ListValues, 'mine'>;

/**
 * How a compared value enters the SQL: as itself, or as the placeholder of a statement built once
 * for every list with the same filters (list-paging.ts) and given the values at each call.
 */
export type Bind = (name: BoundName, values: ListValues) => unknown;

const asValue: Bind = (name, values) => values[name];
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** Which of a list's values are present: what its statements are built from, besides its order and reader. */
export interface ListPresence {
  present: BoundName[];
  mine: boolean;
}

export function presenceOf(values: ListValues): ListPresence {
  const present = (Object.keys(values) as (keyof ListValues)[]).filter(
    (name): name is BoundName => name !== 'mine' && values[name] !== undefined,
  );
  return { present, mine: values.mine === true };
}

/** The conditions of every list whose values `presence` names, each value a placeholder. */
export function conditionsFor(presence: ListPresence): SQL | undefined {
  // Only which values are present shapes the conditions: the placeholders stand for them.
  const present = Object.fromEntries(presence.present.map((name) => [name, true])) as ListValues;
  return listConditions({ ...present, mine: presence.mine || undefined }, asPlaceholder);
}

/** The values of a list query's conditions; `mine` needs a viewer. */
export function listValues(query: IdeaListQuery, viewer: Viewer | null): ListValues {
  if (query.mine && !viewer) throw new UnauthorizedError(IDEA_MESSAGES.signInForMine);
  return {
    viewerId: viewer?.id,
    mine: query.mine || undefined,
    creator: query.creator,
    category: query.category,
    type: query.type,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    requireNDA: query.requireNDA === undefined ? undefined : query.requireNDA === 'Yes',
  };
}

/** The conditions of a list: who may see the ideas and the filters asked for. */
export function listConditions(values: ListValues, bind: Bind = asValue): SQL | undefined {
  // A value or a placeholder, which Drizzle's comparisons take alike.
  const value = (name: BoundName) => bind(name, values) as never;
  const conditions: SQL[] = [listedFor(values.viewerId === undefined ? null : { id: value('viewerId') })];
  if (values.mine) conditions.push(eq(ideas.creatorId, value('viewerId')));
  if (values.creator !== undefined) conditions.push(eq(ideas.creatorId, value('creator')));
  if (values.category !== undefined) conditions.push(eq(ideas.category, value('category')));
  if (values.type !== undefined) conditions.push(eq(ideas.type, value('type')));
  if (values.priceMin !== undefined) conditions.push(gte(ideas.desiredPrice, value('priceMin')));
  if (values.priceMax !== undefined) conditions.push(lte(ideas.desiredPrice, value('priceMax')));
  if (values.requireNDA !== undefined) conditions.push(eq(ideas.requireNDA, value('requireNDA')));
  return and(...conditions);
}

/**
 * The conditions of a list or search, with their values: who may see the ideas and the filters
 * asked for. A search's candidates are chosen within them (list-paging.ts), read with its
 * `hints` (search-corrections.ts).
 */
export function filters(
  query: IdeaListQuery,
  viewer: Viewer | null,
  hints?: SearchHints,
): { where: SQL | undefined; search?: SearchParts } {
  const where = listConditions(listValues(query, viewer));
  const search = query.search ? searchParts(searchValues(query.search, viewer, hints)) : undefined;
  return { where, search };
}
