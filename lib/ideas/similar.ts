import 'server-only';
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { siteUrl } from '@/lib/core/config';
import { JsonText } from '@/lib/core/json-text';
import { NotFoundError } from '@/lib/core/errors';
import { getDb } from '@/lib/db';
import { ideas, type Viewer } from '@/models';
import { ideaJson, type PhotoBase } from './idea-json';
import { IDEA_MESSAGES } from './messages';
import { findIdeaRecord } from './queries';
import type { IdeaDTO } from './types';
import { canOpenIdea, listedIdea } from './visibility';

/**
 * Similar ideas: other listed ideas that share words of the idea's title, or its category, ranked
 * by how much of the title they share. Only public fields are compared (title, category, type:
 * `search_public` holds title and category and nothing of the NDA-gatable texts), so a gated
 * idea is found and ranked exactly as an anonymous visitor could tell, and each answer is the
 * anonymous view of the idea (gated texts and photos left out).
 *
 * The candidates are read through indexes, never the whole table: the newest ideas whose title or
 * category holds one of the title's words (GIN on search_public) and the newest of the same
 * category (the listing index by category). Their rank, best first:
 *   - the words of the title they share (stemmed: 'gardens' shares 'garden'), one point each;
 *   - the trigram similarity of the two titles (0 to 1: close spellings, shared word parts);
 *   - half a point for the same category, a tenth for the same type;
 * so an idea sharing a word of the title ranks above any idea that shares none, and within or
 * near the category comes first. Ties go to the newest.
 */

/** Candidates read per way of finding them. */
const WORD_CANDIDATES = 200;
const CATEGORY_CANDIDATES = 100;

const ref = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const chosenId = ref('chosen', 'id');
const chosenRank = ref('chosen', 'rank');

function similarQuery(id: string, limit: number, base: PhotoBase) {
  const self = ref('src', 'id');
  const category = ref('src', 'category');
  const words = ref('src', 'words');
  const query = ref('src', 'query');
  const newest = sql`order by ${ideas.createdAt} desc, ${ideas.id} desc`;
  const others = sql`${listedIdea} and ${ideas.id} <> ${self}`;
  // The title's lexemes (search_public's weight A), as `search_public` stemmed them; those made of
  // letters and digits only go into the query ('e-mail' is there as 'e' and 'mail' too).
  const titleWords = (vector: SQL | Column) =>
    sql`array(select w from unnest(tsvector_to_array(ts_filter(${vector}, '{a}'))) w where w ~ '^[[:alnum:]]+$')`;
  const shared = sql`cardinality(array(select unnest(${titleWords(ideas.searchPublic)}) intersect select unnest(${words})))`;
  const rank = sql`(${shared} + similarity(lower(${ideas.title}), ${ref('src', 'title')}) + case when ${ideas.category} = ${category} then 0.5 else 0 end + case when ${ideas.type} = ${ref('src', 'type')} then 0.1 else 0 end)`;
  const chosen = sql`(with src0 as (
      select ${ideas.id} as id, ${ideas.category} as category, ${ideas.type} as type, lower(${ideas.title}) as title,
        ${titleWords(ideas.searchPublic)} as words
      from ${ideas} where ${ideas.id} = ${id}),
    src as (select src0.*, case when cardinality(src0.words) > 0 then to_tsquery('simple', array_to_string(src0.words, ' | ')) end as query from src0),
    candidates as (
      (select ${ideas.id} as id from ${ideas}, src where ${ideas.searchPublic} @@ ${query} and ${others} ${newest} limit ${sql.raw(String(WORD_CANDIDATES))})
      union
      (select ${ideas.id} as id from ${ideas}, src where ${ideas.category} = ${category} and ${others} ${newest} limit ${sql.raw(String(CATEGORY_CANDIDATES))}))
    select ${ideas.id} as id, ${rank} as rank
    from candidates join ${ideas} on ${ideas.id} = candidates.id, src
    order by rank desc, ${ideas.createdAt} desc, ${ideas.id} desc
    limit ${limit}) as chosen`;
  return getDb()
    .select({ json: ideaJson(null, base) })
    .from(chosen)
    .innerJoin(ideas, eq(ideas.id, chosenId))
    .orderBy(sql`${chosenRank} desc`, sql`${ideas.createdAt} desc`, sql`${ideas.id} desc`);
}

async function similarJson(id: string, limit: number, base: PhotoBase): Promise<string[]> {
  const rows = await similarQuery(id.toLowerCase(), limit, base);
  return rows.map((row) => row.json);
}

/** Throws 'Idea not found' unless `viewer` (null: anonymous) may open the idea. */
async function ensureVisible(id: string, viewer: Viewer | null): Promise<void> {
  const record = await findIdeaRecord(id, viewer?.id);
  if (!record || !canOpenIdea(record, viewer)) throw new NotFoundError(IDEA_MESSAGES.notFound);
}

/**
 * Up to `limit` ideas similar to the idea `id`, each as anyone sees it, for the API (absolute
 * addresses) as the JSON text `{"ideas":[…]}`; 404 when `viewer` may not open the idea itself.
 */
export async function similarIdeasReply(id: string, viewer: Viewer | null, limit: number): Promise<JsonText> {
  await ensureVisible(id, viewer);
  const found = await similarJson(id, limit, siteUrl());
  return new JsonText(`{"ideas":[${found.join(',')}]}`);
}

/** The same for the idea page (site-relative addresses); 404 unless anyone may open the idea. */
export async function similarIdeas(id: string, limit: number): Promise<IdeaDTO[]> {
  await ensureVisible(id, null);
  return (await similarJson(id, limit, '')).map((json) => JSON.parse(json) as IdeaDTO);
}
