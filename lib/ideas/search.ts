import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { accessRequests, ideas, type Viewer } from '@/models';
import { fuzzyGroups, searchWords } from './search-terms';

export interface SearchParts {
  /** Selects the ideas whose title or category holds the words, or whose title holds the search as typed. */
  exactPublicMatch: SQL;
  /** Selects the ideas whose title and category match the words approximately; none: undefined. */
  approximateMatch?: SQL;
  /** Selects the ideas whose texts match, where the viewer may read them. */
  textMatch: SQL;
  /** Leaves out the ideas holding an excluded word (`-word`) where the viewer could see it; none: undefined. */
  notExcluded?: SQL;
  /**
   * A word of the search matches nothing as written (a typo, a word nobody uses): its exact and
   * text matches are few or none, found in their GIN indexes (see list-paging.ts).
   */
  hasUnmatchedWord: boolean;
  /** An integer, higher is better; equally good matches get the same value, so recency decides. */
  rank: SQL;
  /**
   * `rank` with what is known of the idea: it matches `textMatch` (its texts need no second test),
   * and whether it matches approximately (`approximate`, instead of a scan of the trigram index;
   * `true`: it does).
   */
  rankOf: (known: { textMatched: boolean; approximate?: SQL | true }) => SQL;
}

/**
 * `ideas.id` of the outer query, always table-qualified: inside a subquery on access_requests a
 * bare "id" would name the request's id.
 */
const outerIdeaId = sql`${sql.identifier('ideas')}.${sql.identifier('id')}`;

/**
 * SQL: the viewer may read the idea's gated texts (it is not gated, or they created it, or they
 * hold an approved access request). The partial unique index of open requests answers the EXISTS.
 */
export function gatedVisibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return sql`(not ${ideas.requireNDA})`;
  return sql`(not ${ideas.requireNDA} or ${ideas.creatorId} = ${viewer.id} or exists (select 1 from ${accessRequests} where ${accessRequests.ideaId} = ${outerIdeaId} and ${accessRequests.requesterId} = ${viewer.id} and ${accessRequests.status} = 'approved'))`;
}

/** Partial title matching needs a run of 3 letters or digits, else no trigram can use the index. */
const PARTIAL_TITLE_TERM = /[\p{L}\p{N}]{3}/u;

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const title = sql`lower(${ideas.title})`;
/** Title and category as one text, the expression of the trigram index ideas_public_text_trgm_idx. */
const publicText = sql`lower(${ideas.title} || ' ' || ${ideas.category})`;
/** The title's and the category's lexemes (weights A and B of search_public). */
const titleLexemes = sql`ts_filter(${ideas.searchPublic}, '{a}')`;
const categoryLexemes = sql`ts_filter(${ideas.searchPublic}, '{b}')`;

const any = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;
const all = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` and `)})`;

/**
 * Typo-tolerant prefix matching, never of the gated texts: each word of an alternative must be
 * word-similar (`text %> word`: some extent of the text shares at least
 * pg_trgm.word_similarity_threshold, 0.6 by default, of the word's trigrams) to the text. At 0.6
 * every prefix of 3+ letters matches ('gard' scores 0.8 against 'garden') and so does a longer word
 * with a letter missing or wrong ('gardn' 0.67), while other words do not ('gardn' and 'guard'
 * 0.22); the default needs no SET on each connection. Against `publicText`, all words of a search
 * are conditions on one index, so PostgreSQL intersects them inside one index scan.
 *
 * A word alone is written `word <% text`: the bitmap scan of the trigram index then tests it as a
 * filter, after the cheaper conditions (an exact match already found is not compared). A word with
 * corrections, an OR of spellings, is written as the index's own operator (`text %> word`): in the
 * commuted form the OR was tested twice per row, as the scan's recheck and again as a filter
 * (`serrvice`: 47 → 39 ms at 100k ideas), while `%>` on a word alone is the recheck, before the
 * other conditions (`organic`: 3.5 → 8.7 ms).
 */
const fuzzyMatch = (groups: string[][], text: SQL, corrections: ReadonlyMap<string, string[]>) =>
  any(
    groups.map((group) =>
      all(
        group.map((word) => {
          // A word that matches nothing also matches as any of its corrections (search-corrections.ts).
          const spellings = [word, ...(corrections.get(word) ?? [])];
          if (spellings.length === 1) return sql`${word} <% ${text}`;
          return any(spellings.map((spelling) => sql`${text} %> ${spelling}`));
        }),
      ),
    ),
  );

/** The approximate match of a search's words against a text. */
type Fuzzy = (text: SQL) => SQL;

/** The relevance levels, best first (see `searchParts`). */
const LEVEL = {
  titlePhrase: 11,
  titleAll: 10,
  titleSome: 9,
  categoryPhrase: 8,
  categoryAll: 7,
  categorySome: 6,
  titlePart: 5,
  titleApproximate: 4,
  publicApproximate: 3,
  textPhrase: 2,
  textAll: 1,
  none: 0,
} as const;

/**
 * The idea is one of those `condition` selects, found by an index scan (a hashed subplan). Inside
 * the subquery, `condition`'s columns name its own scan of ideas.
 */
const matchedBy = (condition: SQL) =>
  sql`${outerIdeaId} in (select ${ideas.id} from ${ideas} where ${condition})`;

const level = (value: number) => sql.raw(String(value));
const when = (condition: SQL, value: number) => sql`when ${condition} then ${level(value)}`;
const caseOf = (branches: SQL[], otherwise: number | SQL) =>
  sql`(case ${sql.join(branches, sql` `)} else ${typeof otherwise === 'number' ? level(otherwise) : otherwise} end)`;

/**
 * The level of a matching idea. The tests are ordered so that each idea meets few of them: most
 * matches of a common word are in the texts only, and for them the title and category checks end
 * at one test of search_public; a typo matches no text, and its matches skip the text checks.
 */
function relevance(
  groups: string[][],
  query: SQL,
  {
    titleLike,
    fuzzy,
    gatedVisible,
    textMatched,
    approximateKnown,
  }: {
    titleLike?: SQL;
    fuzzy: Fuzzy | null;
    gatedVisible: SQL;
    textMatched: boolean;
    approximateKnown?: SQL | true;
  },
): SQL {
  // The searched words adjacent and in order (in any alternative), and any one of them.
  const phrase = sql`(${sql.join(
    groups.map((group) => sql`phraseto_tsquery('english', ${group.join(' ')})`),
    sql` || `,
  )})`;
  const someWord = sql`to_tsquery('english', ${groups.flat().join(' | ')})`;

  // Some word in title and category together is some word in one of them: categorySome at least.
  const exactPublic = caseOf(
    [
      when(sql`${titleLexemes} @@ ${phrase}`, LEVEL.titlePhrase),
      when(sql`${titleLexemes} @@ ${query}`, LEVEL.titleAll),
      when(sql`${titleLexemes} @@ ${someWord}`, LEVEL.titleSome),
      when(sql`${categoryLexemes} @@ ${phrase}`, LEVEL.categoryPhrase),
      when(sql`${categoryLexemes} @@ ${query}`, LEVEL.categoryAll),
    ],
    LEVEL.categorySome,
  );
  // Words similar to the title are similar to title and category together.
  const approximate = fuzzy
    ? caseOf([when(fuzzy(title), LEVEL.titleApproximate)], LEVEL.publicApproximate)
    : level(LEVEL.none);
  const textMatch = sql`(${ideas.searchPrivate} @@ ${query} and ${gatedVisible})`;

  const branches = [sql`when ${ideas.searchPublic} @@ ${someWord} then ${exactPublic}`];
  // Tested on the candidate's own title: a search ranks at most a few thousand candidates, while
  // the ideas whose titles hold a short part ('kit' in every 'kitchen') grow with the table.
  if (titleLike) branches.push(when(titleLike, LEVEL.titlePart));
  // An idea known to match approximately ranks so whatever its texts hold.
  if (approximateKnown === true) return caseOf(branches, approximate);
  // Not in the public fields as written nor in the texts: matched approximately. (An idea found
  // by its texts needs no second test of them.)
  if (!textMatched) branches.push(sql`when not ${textMatch} then ${approximate}`);
  // Of the ideas whose texts hold a common word, few match approximately: one scan of the trigram
  // index finds them, instead of comparing the words with each one's title.
  if (fuzzy) branches.push(sql`when ${approximateKnown ?? matchedBy(fuzzy(publicText))} then ${approximate}`);
  // The rest match in texts the viewer may read.
  branches.push(when(sql`${ideas.searchPrivate} @@ ${phrase}`, LEVEL.textPhrase));
  return caseOf(branches, LEVEL.textAll);
}

/**
 * Where an idea matches: full-text search (websearch syntax, English stemming) over title and
 * category for everyone and over the idea texts only where the viewer may read them, partial
 * matching of titles, and typo-tolerant prefix matching of titles and categories. Every branch has
 * a GIN index (search_public, search_private, the two trigram indexes).
 *
 * How well it matches is a level; the levels, best first:
 *   the title holds the words as a phrase (adjacent and in order), all of them, some of them;
 *   the same for the category;
 *   the title holds the search as typed (a part of it: 'therm' in 'Smart thermostat'), all words
 *   approximately (prefixes, typos), title and category together all words approximately;
 *   the texts (problem, solution, notes) hold the words as a phrase, all of them.
 * A word found as written in the title or category is surer than a guessed one, so exact public
 * matches come before approximate ones. But a buyer names what they look for in a few words and
 * expects ideas titled with them first: an approximate title or category match ranks above a
 * match in the texts only. Long pasted phrases are matched by full-text search alone and are still
 * found in the texts. An idea's level is its best field's; ties go to the newest (the caller's
 * `created_at desc`), so the levels are integers, never scores that differ by a hair.
 *
 * The texts of an NDA-gated idea neither match nor rank for a viewer who may not read them, and
 * `-word` excludes an idea wherever the viewer could see the word, never because of a hidden text.
 *
 * `corrections` maps the searched words that match nothing to the words of the public vocabulary
 * one edit away (search-corrections.ts): such a word matches approximately as any of them too.
 */
export function searchParts(
  term: string,
  viewer: Viewer | null,
  corrections: ReadonlyMap<string, string[]> = new Map(),
): SearchParts {
  const query = sql`websearch_to_tsquery('english', ${term})`;
  const gatedVisible = gatedVisibleTo(viewer);
  const words = searchWords(term);
  const groups = fuzzyGroups(words);
  const fuzzy: Fuzzy | null = groups ? (text) => fuzzyMatch(groups, text, corrections) : null;
  const titleLike = PARTIAL_TITLE_TERM.test(term) ? sql`${title} like ${likePattern(term)}` : undefined;

  const branches = [sql`${ideas.searchPublic} @@ ${query}`];
  if (titleLike) branches.push(titleLike);
  const textMatch = sql`(${ideas.searchPrivate} @@ ${query} and ${gatedVisible})`;
  let notExcluded: SQL | undefined;
  if (words.excluded.length) {
    const excluded = sql`websearch_to_tsquery('english', ${words.excluded.join(' or ')})`;
    notExcluded = sql`(not ${ideas.searchPublic} @@ ${excluded} and not (${ideas.searchPrivate} @@ ${excluded} and ${gatedVisible}))`;
  }

  const rankOf = ({ textMatched, approximate }: { textMatched: boolean; approximate?: SQL | true }) =>
    words.groups.length
      ? relevance(words.groups, query, {
          titleLike,
          fuzzy,
          gatedVisible,
          textMatched,
          approximateKnown: approximate,
        })
      : // No word to look for (only exclusions): all equal, the newest first. A bare 0 in ORDER BY
        // would name a column.
        sql`0::integer`;
  return {
    exactPublicMatch: any(branches),
    approximateMatch: fuzzy ? fuzzy(publicText) : undefined,
    textMatch,
    notExcluded,
    hasUnmatchedWord: corrections.size > 0,
    rank: rankOf({ textMatched: false }),
    rankOf,
  };
}
