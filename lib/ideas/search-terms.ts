import 'server-only';

/**
 * Words of 3 or more letters in PostgreSQL's English stop list. Full-text search drops them, so a
 * title need not contain them to match; the fuzzy match leaves them out for the same reason.
 */
const STOP_WORDS = new Set(
  (
    'myself our ours ourselves you your yours yourself yourselves him his himself she her hers herself its ' +
    'itself they them their theirs themselves what which who whom this that these those are was were been ' +
    'being have has had having does did doing the and but because until while for with about against ' +
    'between into through during before after above below from down out off over under again further then ' +
    'once here there when where why how all any both each few more most other some such nor not only own ' +
    'same than too very can will just don should now'
  ).split(' '),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** Shorter words share their few trigrams with too many unrelated words to be matched loosely. */
const MIN_FUZZY_WORD = 3;
/** Each word is two index scans; longer searches (pasted text) are matched by full-text search only. */
export const MAX_FUZZY_WORDS = 6;

const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;
const WORD = /[\p{L}\p{N}]+/gu;

export interface SearchWords {
  /** Alternatives (websearch `or`), each the searched words in their order, lower-cased; none empty. */
  groups: string[][];
  /** The excluded words and phrases (`-word`, `-"a phrase"`) in websearch syntax. */
  excluded: string[];
}

/** Reads a search the way `websearch_to_tsquery` does (`or`, `-word`, `"phrase"`) into its words. */
export function searchWords(search: string): SearchWords {
  const groups: string[][] = [[]];
  const excluded: string[] = [];
  for (const [, minus, phrase, bare] of search.matchAll(TOKEN)) {
    const negated = minus === '-' || (bare !== undefined && bare.startsWith('-') && bare.length > 1);
    if (negated) {
      excluded.push(phrase !== undefined ? `"${phrase}"` : bare!.slice(1));
      continue;
    }
    const text = phrase ?? bare ?? '';
    if (phrase === undefined && text.toLowerCase() === 'or') {
      groups.push([]);
      continue;
    }
    for (const [word] of text.toLowerCase().matchAll(WORD)) groups.at(-1)!.push(word);
  }
  return { groups: groups.filter((group) => group.length > 0), excluded };
}

/**
 * The words of a search's alternatives that a typo-tolerant, prefix-matching comparison with titles
 * and categories uses; null when there are none, or too many.
 */
export function fuzzyGroups({ groups }: SearchWords): string[][] | null {
  const kept = groups
    .map((group) => group.filter((word) => [...word].length >= MIN_FUZZY_WORD && !STOP_WORDS.has(word)))
    .filter((group) => group.length > 0);
  const count = kept.reduce((n, group) => n + group.length, 0);
  return count === 0 || count > MAX_FUZZY_WORDS ? null : kept;
}
