import 'server-only';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { getDatabase, getDb, resultRows } from '@/lib/db';
import { processSingleton } from '@/lib/core/singleton';
import { onChange } from '@/lib/events';
import { ideas } from '@/models';
import { editDistance } from './edit-distance';
import { isStopWord, searchWords } from './search-terms';
import { listedIdea } from './visibility';

/**
 * Typo correction from the public vocabulary: the words of the titles and categories of the listed
 * ideas, never of their texts (a word of a gated text must not be given away by a suggestion).
 *
 * Only a word that matches nothing is corrected, and the common search (words that titles and
 * categories hold) must cost nothing more, so a search's words of CORRECTED_WORD_MIN letters or
 * more are first looked up in the vocabulary kept in memory, even an outdated one: a word found
 * there is matched as written. The others are looked up in the full-text indexes (one statement:
 * 'invoices' matches 'invoice', and a word some description holds is no typo), and what was found
 * is kept as the vocabulary is. Only a word found nowhere waits for a current vocabulary and is
 * corrected.
 *
 * The vocabulary is read with one statement and kept per database handle; it is current until the
 * next write announced in this process (exact on the embedded database, whose one process makes
 * every write), and on PostgreSQL, where other instances write too, for VOCABULARY_TTL_MS. A read
 * that was slow (a million ideas: 1.5 s of the server's thread) is repeated at most once per
 * VOCABULARY_KEEP_FACTOR of its durations, whatever was written meanwhile.
 */

/** Shorter words are one edit away from too many others ('card', 'cart', 'care', 'hard'…). */
export const CORRECTED_WORD_MIN = 5;
/** A word corrected in a search is searched with at most this many of its corrections (the commonest). */
const MAX_CORRECTIONS = 3;
/** Suggestions ('Did you mean') may be further off than corrections: two edits for words of this length. */
const TWO_EDITS_MIN = 6;
/** A suggestion may correct shorter words too, one edit away. */
const SUGGESTED_WORD_MIN = 4;
/** Words of the vocabulary: shorter ones are never corrected to. */
const VOCABULARY_WORD_MIN = 3;
const VOCABULARY_TTL_MS = 30_000;
/** A read of the vocabulary this slow or slower is kept for at least this many times its duration. */
const SLOW_READ_MS = 100;
const VOCABULARY_KEEP_FACTOR = 10;
/** Titles split between two turns of the event loop: other requests go on while a large vocabulary is read. */
const SPLIT_BATCH = 10_000;

interface Vocabulary {
  /** Each word with how many listed ideas hold it: the commoner of equally close words is likelier meant. */
  words: Map<string, number>;
  /** The words by length in code points: a word one edit away is at most one letter longer or shorter. */
  byLength: Map<number, string[]>;
  /** Searched words and how many ideas hold them or their forms, as counted so far (`fewPublicMatches`). */
  publicMatches?: Map<string, number>;
  generation: number;
  /** When its read began, and how long it took (ms). */
  readAt: number;
  readMs: number;
}

/** Words looked up in the database, and whether some listed idea holds them as written. */
interface LookedUp {
  found: Map<string, boolean>;
  generation: number;
  readAt: number;
  /** Never slow enough to be kept past a write (see vocabularyIsCurrent). */
  readMs: 0;
}

interface VocabularyState {
  vocabulary?: Vocabulary;
  reading?: Promise<Vocabulary>;
  lookedUp?: LookedUp;
}

const vocabularies = () =>
  processSingleton('ideaVocabulary', () => ({
    generation: 0,
    byHandle: new WeakMap<object, VocabularyState>(),
  }));

onChange('idea-vocabulary', () => {
  vocabularies().generation++;
});

function vocabularyState(): VocabularyState {
  const { byHandle } = vocabularies();
  const db = getDb();
  let state = byHandle.get(db);
  if (!state) byHandle.set(db, (state = {}));
  return state;
}

const letters = (word: string) => [...word].length;
/** Words as a search reads them (search-terms.ts): runs of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

async function readVocabulary(generation: number): Promise<Vocabulary> {
  const readAt = Date.now();
  // The texts are split here rather than in SQL: regexp_split_to_table over every listed idea
  // costs the database several times what sending the short texts does.
  const rows = resultRows<{ text: string }>(
    await getDb().execute(
      sql`select lower(${ideas.title} || ' ' || ${ideas.category}) as text from ${ideas} where ${listedIdea}`,
    ),
  );
  const words = new Map<string, number>();
  for (const [index, { text }] of rows.entries()) {
    if (index > 0 && index % SPLIT_BATCH === 0) await nextTurn();
    const own = new Set<string>();
    for (const [word] of text.matchAll(WORD))
      if (letters(word) >= VOCABULARY_WORD_MIN && !isStopWord(word)) own.add(word);
    for (const word of own) words.set(word, (words.get(word) ?? 0) + 1);
  }
  const byLength = new Map<number, string[]>();
  for (const word of words.keys()) {
    const length = letters(word);
    const same = byLength.get(length) ?? [];
    same.push(word);
    byLength.set(length, same);
  }
  return { words, byLength, generation, readAt, readMs: Date.now() - readAt };
}

/**
 * Whether `kept` may serve searches at `now`: read since the last write announced (`generation`)
 * and, unless the database is embedded, within VOCABULARY_TTL_MS; or read slowly and recently
 * enough that reading it again would take more than a tenth of the server's time. A vocabulary a
 * little behind costs a correction of a word listed seconds ago, never a word shown to a viewer
 * who may not see it: a correction only widens matching among the ideas the viewer may see.
 */
export function vocabularyIsCurrent(
  kept: Pick<Vocabulary, 'generation' | 'readAt' | 'readMs'> | undefined,
  { now, generation, embedded }: { now: number; generation: number; embedded: boolean },
): boolean {
  if (!kept) return false;
  const age = now - kept.readAt;
  if (kept.readMs >= SLOW_READ_MS && age < kept.readMs * VOCABULARY_KEEP_FACTOR) return true;
  return kept.generation === generation && (embedded || age <= VOCABULARY_TTL_MS);
}

const isCurrent = <T extends Pick<Vocabulary, 'generation' | 'readAt' | 'readMs'>>(
  kept: T | undefined,
): kept is T =>
  vocabularyIsCurrent(kept, {
    now: Date.now(),
    generation: vocabularies().generation,
    embedded: getDatabase().driver === 'pglite',
  });

/** The current vocabulary, read again first when a write was announced since (or, on PostgreSQL, it expired). */
async function currentVocabulary(): Promise<Vocabulary> {
  const state = vocabularyState();
  if (isCurrent(state.vocabulary)) return state.vocabulary;
  // Concurrent searches share one read.
  if (!state.reading) {
    const reading = readVocabulary(vocabularies().generation);
    state.reading = reading;
    void reading.then(
      (read) => {
        if (!state.vocabulary || read.generation >= state.vocabulary.generation) state.vocabulary = read;
        state.reading = undefined;
      },
      () => {
        state.reading = undefined;
      },
    );
  }
  return state.reading;
}

/** The words of a search worth correcting: long enough, no stop word, each once. */
function candidateWords(search: string, min: number): string[] {
  const words = searchWords(search).groups.flat();
  return [...new Set(words.filter((word) => letters(word) >= min && !isStopWord(word)))];
}

/** Words looked up are kept up to this many, then forgotten together. */
const LOOKED_UP_MAX = 10_000;

/**
 * The words looked up so far, kept as the vocabulary is (until the next write announced and, on
 * PostgreSQL, for VOCABULARY_TTL_MS): searches repeat their words, and a word of the texts only
 * cost one or two statements at every search that held it.
 */
function lookedUpWords(): LookedUp {
  const state = vocabularyState();
  if (!isCurrent(state.lookedUp))
    state.lookedUp = {
      found: new Map(),
      generation: vocabularies().generation,
      readAt: Date.now(),
      readMs: 0,
    };
  return state.lookedUp;
}

/** How many of the newest readable texts are looked through for a word before its index is asked. */
const NEWEST_TEXTS = 2000;

/**
 * Of `words`, those matching nothing as written: no listed idea's title or category holds their
 * lexeme ('invoices' is 'invoice' for full-text search), and no text of a listed idea that anyone
 * may read holds it (gated texts are left out so that the answer is the same for everyone).
 *
 * PostgreSQL cannot know how rare a word it has no statistics for: it guesses a fraction of a
 * percent and reads the table in order to find one, which for a misspelt word means every row
 * (seen: 110 ms at 100,000 ideas). So a common word is found among the newest texts, and the
 * rest, rare or absent, are looked up in the full-text indexes alone, where a rare word is short.
 */
async function unmatched(words: string[]): Promise<string[]> {
  const known = lookedUpWords();
  const unknown = words.filter((word) => !known.found.has(word));
  if (unknown.length) {
    const rare = await notAmongNewestTexts(unknown);
    const missing = new Set(rare.length ? await notInIndexes(rare) : []);
    if (known.found.size + unknown.length > LOOKED_UP_MAX) known.found.clear();
    for (const word of unknown) known.found.set(word, !missing.has(word));
  }
  return words.filter((word) => known.found.get(word) === false);
}

const readableByAnyone = sql`${listedIdea} and not ${ideas.requireNDA}`;

/**
 * Of `words`, those that none of the newest readable texts holds: each a walk of the listing index
 * that stops at the first text holding it (a common word: after a few rows).
 */
async function notAmongNewestTexts(words: string[]): Promise<string[]> {
  const newest = sql`(select ${ideas.searchPrivate} as texts from ${ideas} where ${readableByAnyone}
    order by ${ideas.createdAt} desc nulls last, ${ideas.id} desc nulls last limit ${sql.raw(String(NEWEST_TEXTS))}) newest`;
  const lookups = words.map(
    (word) =>
      sql`select ${word}::text as word, exists (select 1 from ${newest} where newest.texts @@ plainto_tsquery('english', ${word})) as found`,
  );
  const rows = resultRows<{ word: string; found: boolean }>(
    await getDb().execute(sql.join(lookups, sql` union all `)),
  );
  return rows.filter((row) => !row.found).map((row) => row.word);
}

/**
 * Of `words`, those that neither the titles and categories nor the readable texts hold, asked of
 * the GIN indexes only: the transaction's planner may neither scan the table nor walk a btree in
 * the hope of an early match.
 */
async function notInIndexes(words: string[]): Promise<string[]> {
  // One select per word, its query a constant: a query computed per row of a list of words would
  // be tested against every idea instead of being looked up in the index.
  const lookups = words.map((word) => {
    const query = sql`plainto_tsquery('english', ${word})`;
    return sql`select ${word}::text as word,
      exists (select 1 from ${ideas} where ${ideas.searchPublic} @@ ${query} and ${listedIdea})
      or exists (select 1 from ${ideas} where ${ideas.searchPrivate} @@ ${query} and ${readableByAnyone}) as found`;
  });
  const rows = await getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return resultRows<{ word: string; found: boolean }>(
      await tx.execute(sql.join(lookups, sql` union all `)),
    );
  });
  return rows.filter((row) => !row.found).map((row) => row.word);
}

/**
 * The words of a search (of `min` letters or more) that match nothing: those the vocabulary kept in
 * memory holds (even an outdated one; it is read once first) match as written, without any
 * statement.
 */
async function unmatchedWords(search: string, min: number): Promise<string[]> {
  const words = candidateWords(search, min);
  if (!words.length) return [];
  const kept = vocabularyState().vocabulary ?? (await currentVocabulary());
  return unmatched(words.filter((word) => !kept.words.has(word)));
}

/** The vocabulary's words at most `max` edits from `word`, closest first, then the commonest. */
function nearWords(word: string, known: Vocabulary, max: number): { word: string; distance: number }[] {
  const length = letters(word);
  const found: { word: string; distance: number; ideas: number }[] = [];
  for (let other = length - max; other <= length + max; other++) {
    for (const candidate of known.byLength.get(other) ?? []) {
      const distance = editDistance(word, candidate, max);
      if (distance <= max) found.push({ word: candidate, distance, ideas: known.words.get(candidate)! });
    }
  }
  return found.sort((a, b) => a.distance - b.distance || b.ideas - a.ideas || a.word.localeCompare(b.word));
}

/**
 * The corrections of a search's words: each word of CORRECTED_WORD_MIN letters or more that
 * matches nothing maps to the vocabulary's words one edit away (a letter inserted, deleted,
 * replaced, or two adjacent letters swapped), the commonest first, or to none. Empty, without any
 * statement, when the vocabulary in memory holds every such word as written.
 */
export async function searchCorrections(search: string): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  const words = await unmatchedWords(search, CORRECTED_WORD_MIN);
  if (!words.length) return corrections;
  const known = await currentVocabulary();
  for (const word of words) {
    const near = nearWords(word, known, 1).slice(0, MAX_CORRECTIONS);
    corrections.set(
      word,
      near.map((n) => n.word),
    );
  }
  return corrections;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * 'Did you mean': the search with each word that matches nothing replaced by the closest word of
 * the vocabulary (one edit away, or two for words of TWO_EDITS_MIN letters or more; the commonest
 * of equally close words), or null when no word has one. Only words of titles and categories of
 * listed ideas are ever suggested.
 */
export async function suggestedSearch(search: string): Promise<string | null> {
  const words = await unmatchedWords(search, SUGGESTED_WORD_MIN);
  if (!words.length) return null;
  const known = await currentVocabulary();
  let suggestion = search;
  let changed = false;
  for (const word of words) {
    const [best] = nearWords(word, known, letters(word) >= TWO_EDITS_MIN ? 2 : 1);
    if (!best) continue;
    // The word as typed, wherever it stands as a whole word, in any case.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');
    suggestion = suggestion.replace(pattern, best.word);
    changed = true;
  }
  return changed ? suggestion : null;
}

/** What a search is read with besides its words (`searchHints`). */
export interface SearchHints {
  /** Its words that match nothing, each with the vocabulary's words one edit away (`searchCorrections`). */
  corrections: ReadonlyMap<string, string[]>;
  /** Few listed ideas hold its words in their titles and categories (`fewPublicMatches`). */
  fewPublicMatches: boolean;
}

/** A search's corrections and whether its public matches are few: what its statement is built with. */
export async function searchHints(search: string): Promise<SearchHints> {
  const corrections = await searchCorrections(search);
  return { corrections, fewPublicMatches: fewPublicMatches(search) };
}

/**
 * A search's public matches are few: the vocabulary kept in memory (even an outdated one) says that
 * fewer than FEW_PUBLIC_MATCHES listed ideas hold its words in their titles and categories. The
 * newest of them are then found in the GIN indexes and sorted, rather than by walking a listing
 * index by date until SEARCH_CANDIDATES of them turn up: a walk for a word 1,800 ideas hold reads
 * all of them (100,000 ideas: 32 ms against 9). PostgreSQL cannot tell: it takes the title's and
 * the lexemes' matches for different ideas, and counts the same ideas twice.
 *
 * A word counts the ideas holding a word of the vocabulary that contains it (the title's partial
 * matches: 'bamboo' in 'minibamboo') or that begins as it does but for its last letters (the forms
 * full-text search takes for one: 'organic', 'organizer'). False without a vocabulary yet, or when
 * an alternative of the search has no word of three letters or more (nothing to count).
 */
export function fewPublicMatches(search: string): boolean {
  const known = vocabularyState().vocabulary;
  if (!known) return false;
  const counted = (known.publicMatches ??= new Map());
  let total = 0;
  for (const group of searchWords(search).groups) {
    const words = group.filter((word) => letters(word) >= VOCABULARY_WORD_MIN && !isStopWord(word));
    if (!words.length) return false;
    // Every word of an alternative must match: it matches at most what its rarest word does.
    total += Math.min(
      ...words.map((word) => {
        let ideas = counted.get(word);
        if (ideas === undefined) {
          if (counted.size >= LOOKED_UP_MAX) counted.clear();
          counted.set(word, (ideas = ideasHolding(word, known.words)));
        }
        return ideas;
      }),
    );
  }
  return total < FEW_PUBLIC_MATCHES;
}

/** Fewer public matches than this are found in the GIN indexes and sorted (see `fewPublicMatches`). */
export const FEW_PUBLIC_MATCHES = 4000;

/** How many listed ideas hold a word containing `word` or another form of it, or more (an idea holding two counts twice). */
function ideasHolding(word: string, words: Map<string, number>): number {
  const chars = [...word];
  const stem = chars.slice(0, Math.max(4, chars.length - 3)).join('');
  let ideas = 0;
  for (const [other, count] of words) if (other.includes(word) || other.startsWith(stem)) ideas += count;
  return ideas;
}
