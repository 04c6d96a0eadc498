import 'server-only';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { UnauthorizedError } from '@/lib/core/errors';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { ideas, type Viewer } from '@/models';
import { IDEA_MESSAGES } from './messages';
import { outerIdeaId } from './record-columns';
import { searchParts, type SearchParts } from './search';
import { listedFor } from './visibility';

/**
 * A search ranks at most the SEARCH_CANDIDATES newest ideas matching in their title or category
 * and as many matching in their texts only. Ranking visits every candidate, and a common word is
 * in a good part of all texts: without the cap a search costs more the bigger the marketplace.
 * Levels tie often (one word: every title holding it), and ties go to the newest, so the pages a
 * buyer reads are exactly those of an uncapped search; deep pages of very common words end at
 * the cap. Each side is read newest first inside the filters (the created_at index, or a GIN
 * index and a top-N sort when matches are few).
 */
export const SEARCH_CANDIDATES = 2000;

function searchCandidates(search: SearchParts, scope: SQL): SQL {
  const newest = (match: SQL) =>
    sql`(select ${ideas.id} from ${ideas} where ${and(scope, match, search.notExcluded)} order by ${ideas.createdAt} desc limit ${SEARCH_CANDIDATES})`;
  // One IN over a union, which PostgreSQL joins by primary key (an OR of two INs reads the table).
  return sql`${outerIdeaId} in (${newest(search.publicMatch)} union ${newest(search.textMatch)})`;
}

export function filters(
  query: IdeaListQuery,
  viewer: Viewer | null,
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
  let search: SearchParts | undefined;
  if (query.search) {
    search = searchParts(query.search, viewer);
    conditions.push(searchCandidates(search, and(...conditions)!));
  }
  return { where: conditions.length ? and(...conditions) : undefined, search };
}
