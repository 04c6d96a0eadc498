import 'server-only';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { UnauthorizedError } from '@/lib/core/errors';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas, type Viewer } from '@/models';
import { IDEA_MESSAGES } from './messages';
import { searchParts, type SearchParts } from './search';
import { listedFor } from './visibility';

export { SEARCH_CANDIDATES } from './list-paging';

/**
 * The conditions of a list: who may see the ideas and the filters asked for. A search's
 * candidates are chosen within them (list-paging.ts); `corrections` are those of its words that
 * match nothing (search-corrections.ts).
 */
export function filters(
  query: IdeaListQuery,
  viewer: Viewer | null,
  corrections?: ReadonlyMap<string, string[]>,
): { where: SQL | undefined; search?: SearchParts } {
  const conditions: SQL[] = [listedFor(viewer)];
  if (query.mine) {
    if (!viewer) throw new UnauthorizedError(IDEA_MESSAGES.signInForMine);
    conditions.push(eq(ideas.creatorId, viewer.id));
  }
  if (query.creator) conditions.push(eq(ideas.creatorId, query.creator));
  if (query.category) conditions.push(eq(ideas.category, query.category));
  if (query.type) conditions.push(eq(ideas.type, query.type));
  if (query.priceMin !== undefined) conditions.push(gte(ideas.desiredPrice, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(ideas.desiredPrice, query.priceMax));
  if (query.requireNDA) conditions.push(eq(ideas.requireNDA, query.requireNDA === 'Yes'));
  const search = query.search ? searchParts(query.search, viewer, corrections) : undefined;
  return { where: and(...conditions), search };
}
