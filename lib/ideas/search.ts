import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { accessRequests, ideas, type Viewer } from '@/models';
import type { SearchHints } from './search-corrections';
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
  /** Few ideas hold the words in their titles and categories (search-corrections.ts, `fewPublicMatches`). */
  fewPublicMatches: boolean;
  /**
   * The rank of a matching idea, an integer, higher is better; equally good matches get the same
   * value, so recency decides. Computed with what is known of the ideas (`RankKnown`): whether
   * they match `exactPublicMatch` or `textMatch` (their texts need no second test), and whether
   * they match approximately (`approximate`, instead of a scan of the trigram index; `true`: they do).
   */
  rankOf: (known: RankKnown) => SQL;
}

/**
 * What is known of the ideas a rank is computed for. `publicMatched`: they match `exactPublicMatch`
 * (their title or category holds the words, or their title the search as typed), so their rank
 * is read from the title and category alone; the walk that finds them then reads nothing else.
 */
export type RankKnown =
  { publicMatched: true } | { publicMatched?: false; textMatched: boolean; approximate?: SQL | true };

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
  return gatedVisibleToId(viewer?.id);
}

/** `gatedVisibleTo` for a viewer's id, given as a value or a placeholder (none: anonymous). */
function gatedVisibleToId(viewerId: unknown): SQL {
  if (viewerId === undefined) return sql`(not ${ideas.requireNDA})`;
  return sql`(not ${ideas.requireNDA} or ${ideas.creatorId} = ${viewerId} or exists (select 1 from ${accessRequests} where ${accessRequests.ideaId} = ${outerIdeaId} and ${accessRequests.requesterId} = ${viewerId} and ${accessRequests.status} = 'approved'))`;
}

/** Partial title matching needs a run of 3 letters or digits, else no trigram can use the index. */
const PARTIAL_TITLE_TERM = /[\p{L}\p{N}]{3}/u;

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The title lower-cased (a stored column, also in the listing indexes by date). */
const title = sql`${ideas.titleLower}`;
/** Title and category as one text, the expression of the trigram index ideas_public_text_trgm_idx. */
const publicText = sql`lower(${ideas.title} || ' ' || ${ideas.category})`;
/** The title's and the category's lexemes (weights A and B of search_public). */
const titleLexemes = sql`ts_filter(${ideas.searchPublic}, '{a}')`;
const categoryLexemes = sql`ts_filter(${ideas.searchPublic}, '{b}')`;

/**
 * The rank of a match that no order reads, or of every match when nothing is looked for. A bare 0
 * in ORDER BY would name a column.
 */
export const unranked = sql`0::integer`;

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
const fuzzyMatch = (fuzzy: string[][][], text: SQL, bind: SearchBind) =>
  any(
    fuzzy.map((group, g) =>
      all(
        group.map((spellings, w) => {
          // A word that matches nothing also matches as any of its corrections (search-corrections.ts).
          const spelling = (k: number) => bind(fuzzyName(g, w, k), spellings[k]);
          if (spellings.length === 1) return sql`${spelling(0)} <% ${text}`;
          return any(spellings.map((_, k) => sql`${text} %> ${spelling(k)}`));
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
  values: SearchValues,
  bind: SearchBind,
  query: SQL,
  { titleLike, fuzzy, gatedVisible }: { titleLike?: SQL; fuzzy: Fuzzy | null; gatedVisible: SQL },
  known: RankKnown,
): SQL {
  // The searched words adjacent and in order (in any alternative), and any one of them.
  const phrase = sql`(${sql.join(
    values.phrases.map((text, i) => sql`phraseto_tsquery('english', ${bind(`phrase${i}`, text)})`),
    sql` || `,
  )})`;
  const someWord = sql`to_tsquery('english', ${bind('someWord', values.someWord)})`;

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
  // The ideas a walk finds by title and category rank by these alone (every one meets a branch,
  // or else the search as written matches them: the next branch's level).
  if (known.publicMatched) return caseOf(branches, LEVEL.categorySome);
  // The search as written matches the title and category, though none of its words alone does
  // (a token such as an address, which the parser keeps whole): some word of them, at least.
  branches.push(when(sql`${ideas.searchPublic} @@ ${query}`, LEVEL.categorySome));
  // An idea known to match approximately ranks so whatever its texts hold.
  if (known.approximate === true) return caseOf(branches, approximate);
  // Not in the public fields as written nor in the texts: matched approximately. (An idea found
  // by its texts needs no second test of them.)
  if (!known.textMatched) branches.push(sql`when not ${textMatch} then ${approximate}`);
  // Of the ideas whose texts hold a common word, few match approximately: one scan of the trigram
  // index finds them, instead of comparing the words with each one's title.
  if (fuzzy)
    branches.push(sql`when ${known.approximate ?? matchedBy(fuzzy(publicText))} then ${approximate}`);
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
 * Each value enters through `bind`: as itself, or as a placeholder of a statement built once per
 * shape of search (`searchShape`).
 */
export function searchParts(values: SearchValues, bind: SearchBind = asValue): SearchParts {
  const query = sql`websearch_to_tsquery('english', ${bind('term', values.term)})`;
  const gatedVisible = gatedVisibleToId(
    values.viewerId === undefined ? undefined : bind('viewerId', values.viewerId),
  );
  const { fuzzy: fuzzyWords } = values;
  const fuzzy: Fuzzy | null = fuzzyWords ? (text) => fuzzyMatch(fuzzyWords, text, bind) : null;
  const titleLike =
    values.titleLike === undefined ? undefined : sql`${title} like ${bind('titleLike', values.titleLike)}`;

  const branches = [sql`${ideas.searchPublic} @@ ${query}`];
  if (titleLike) branches.push(titleLike);
  const textMatch = sql`(${ideas.searchPrivate} @@ ${query} and ${gatedVisible})`;
  let notExcluded: SQL | undefined;
  if (values.excluded !== undefined) {
    const excluded = sql`websearch_to_tsquery('english', ${bind('excluded', values.excluded)})`;
    notExcluded = sql`(not ${ideas.searchPublic} @@ ${excluded} and not (${ideas.searchPrivate} @@ ${excluded} and ${gatedVisible}))`;
  }

  const rankOf = (known: RankKnown) =>
    values.phrases.length
      ? relevance(values, bind, query, { titleLike, fuzzy, gatedVisible }, known)
      : // No word to look for (only exclusions): all equal, the newest first.
        unranked;
  return {
    exactPublicMatch: any(branches),
    approximateMatch: fuzzy ? fuzzy(publicText) : undefined,
    textMatch,
    notExcluded,
    hasUnmatchedWord: values.hasUnmatchedWord,
    fewPublicMatches: values.fewPublicMatches,
    rankOf,
  };
}

/**
 * What a search compares ideas with, read from what was typed: the same for every search of the
 * same words whoever asks, except the viewer's id. `corrections` maps the searched words that
 * match nothing to the words of the public vocabulary one edit away (search-corrections.ts): such
 * a word matches approximately as any of them too.
 */
export interface SearchValues {
  /** The search as typed (websearch syntax). */
  term: string;
  /** Each alternative's words as a phrase (none: the search only excludes). */
  phrases: string[];
  /** Every word of every alternative, any one of them (`to_tsquery` syntax). */
  someWord: string;
  /** The LIKE pattern of titles holding the search as typed (partial matching), if it can use an index. */
  titleLike?: string;
  /** The excluded words and phrases (websearch syntax), if any. */
  excluded?: string;
  /** Per alternative, per word, its spellings: the word, then its corrections; null: no fuzzy match. */
  fuzzy: string[][][] | null;
  /** A word matches nothing as written (see `SearchParts.hasUnmatchedWord`). */
  hasUnmatchedWord: boolean;
  /** Few ideas hold the words in their titles and categories (see `SearchParts.fewPublicMatches`). */
  fewPublicMatches: boolean;
  /** The signed-in viewer, whose gated texts they may read count. */
  viewerId?: string;
}

/** A search read without hints: no word corrected, its plan left to PostgreSQL. */
const NO_HINTS: SearchHints = { corrections: new Map(), fewPublicMatches: false };

export function searchValues(
  term: string,
  viewer: Viewer | null,
  { corrections, fewPublicMatches }: SearchHints = NO_HINTS,
): SearchValues {
  const words = searchWords(term);
  const groups = fuzzyGroups(words);
  return {
    term,
    phrases: words.groups.map((group) => group.join(' ')),
    someWord: words.groups.flat().join(' | '),
    titleLike: PARTIAL_TITLE_TERM.test(term) ? likePattern(term) : undefined,
    excluded: words.excluded.length ? words.excluded.join(' or ') : undefined,
    fuzzy: groups && groups.map((group) => group.map((word) => [word, ...(corrections.get(word) ?? [])])),
    hasUnmatchedWord: corrections.size > 0,
    fewPublicMatches,
    viewerId: viewer?.id,
  };
}

/**
 * How a search's value enters its SQL: as itself, or as the placeholder `name` of a statement
 * built once for every search of the same shape (list-paging.ts).
 */
export type SearchBind = (name: string, value: unknown) => unknown;

const asValue: SearchBind = (_, value) => value;
export const asSearchPlaceholder: SearchBind = (name) => sql.placeholder(name);

const fuzzyName = (group: number, word: number, spelling: number) => `fuzzy${group}_${word}_${spelling}`;

/**
 * What the SQL of a search depends on besides its values: how many alternatives, words and
 * spellings, which optional parts it has, whether a viewer is signed in. Searches of the same
 * shape share one statement; the placeholders' names say where each value goes.
 */
export function searchShape(values: SearchValues): string {
  return JSON.stringify([
    values.phrases.length,
    values.fuzzy?.map((group) => group.map((spellings) => spellings.length)) ?? null,
    values.titleLike !== undefined,
    values.excluded !== undefined,
    values.hasUnmatchedWord,
    values.fewPublicMatches,
    values.viewerId !== undefined,
  ]);
}

/** Values of the shape `shape` (`searchShape`), all empty: what building its statement needs. */
export function shapeValues(shape: string): SearchValues {
  const [phrases, fuzzy, titleLike, excluded, hasUnmatchedWord, fewPublicMatches, signedIn] = JSON.parse(
    shape,
  ) as [number, number[][] | null, boolean, boolean, boolean, boolean, boolean];
  return {
    term: '',
    phrases: Array.from({ length: phrases }, () => ''),
    someWord: '',
    titleLike: titleLike ? '' : undefined,
    excluded: excluded ? '' : undefined,
    fuzzy:
      fuzzy && fuzzy.map((group) => group.map((spellings) => Array.from({ length: spellings }, () => ''))),
    hasUnmatchedWord,
    fewPublicMatches,
    viewerId: signedIn ? '' : undefined,
  };
}

/** The values of a search by their placeholders' names (`asSearchPlaceholder`). */
export function namedSearchValues(values: SearchValues): Record<string, unknown> {
  const named: Record<string, unknown> = { term: values.term, someWord: values.someWord };
  values.phrases.forEach((text, i) => (named[`phrase${i}`] = text));
  if (values.titleLike !== undefined) named.titleLike = values.titleLike;
  if (values.excluded !== undefined) named.excluded = values.excluded;
  if (values.viewerId !== undefined) named.viewerId = values.viewerId;
  values.fuzzy?.forEach((group, g) =>
    group.forEach((spellings, w) =>
      spellings.forEach((spelling, k) => (named[fuzzyName(g, w, k)] = spelling)),
    ),
  );
  return named;
}
