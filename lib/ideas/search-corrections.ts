import 'server-only';
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
 * The vocabulary is read with one statement and kept in memory per database handle, read again
 * after every write announced in this process (exact on the embedded database, whose one process
 * makes every write), and on PostgreSQL, where other instances write too, also once it is older
 * than VOCABULARY_TTL_MS. A search only needs it when it has a word of CORRECTED_WORD_MIN letters
 * or more; a word it holds as written is matched as it is, so a search whose words the titles
 * and categories hold costs a lookup in memory and nothing else.
 */

/** Shorter words are one edit away from too many others ('card', 'cart', 'care', 'hard'…). */
export const CORRECTED_WORD_MIN = 5;
/** A word corrected in a search is searched with at most this many of its corrections (the commonest). */
const MAX_CORRECTIONS = 3;
/** Suggestions ('Did you mean') may be further off than corrections: two edits for words of this length. */
const TWO_EDITS_MIN = 6;
/** A suggestion may correct shorter words too, one edit away. */
const SUGGESTED_WORD_MIN = 4;
const VOCABULARY_TTL_MS = 30_000;

interface VocabularyWord {
  /** The word's lexeme under English stemming ('invoices': 'invoic'). */
  stem: string;
  /** How many listed ideas hold it: the commoner of equally close words is the likelier meant. */
  ideas: number;
}

interface Vocabulary {
  words: Map<string, VocabularyWord>;
  /** The words by length in code points: a word one edit away is at most one letter longer or shorter. */
  byLength: Map<number, string[]>;
  stems: Set<string>;
  generation: number;
  readAt: number;
}

interface VocabularyState {
  vocabulary?: Vocabulary;
  reading?: Promise<Vocabulary>;
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

async function readVocabulary(generation: number): Promise<Vocabulary> {
  const readAt = Date.now();
  // Words split as full-text search's parser does for plain words (letters and digits); stop words
  // have no lexeme (ts_lexize answers none) and are left out, as search leaves them out.
  const rows = resultRows<{ word: string; stem: string | null; ideas: number | string }>(
    await getDb().execute(sql`
      select word, (ts_lexize('english_stem', word))[1] as stem, count(*) as ideas
      from (
        select distinct ${ideas.id} as id, word
        from ${ideas}, regexp_split_to_table(lower(${ideas.title} || ' ' || ${ideas.category}), '[^[:alnum:]]+') as word
        where ${listedIdea}
      ) public_words
      where length(word) >= 3
      group by word`),
  );
  const words = new Map<string, VocabularyWord>();
  const byLength = new Map<number, string[]>();
  const stems = new Set<string>();
  for (const row of rows) {
    if (!row.stem) continue;
    words.set(row.word, { stem: row.stem, ideas: Number(row.ideas) });
    stems.add(row.stem);
    const length = letters(row.word);
    const same = byLength.get(length) ?? [];
    same.push(row.word);
    byLength.set(length, same);
  }
  return { words, byLength, stems, generation, readAt };
}

/** The vocabulary, read again first when a write was announced since (or, on PostgreSQL, it expired). */
async function vocabulary(): Promise<Vocabulary> {
  const state = vocabularyState();
  const generation = vocabularies().generation;
  const kept = state.vocabulary;
  const expired =
    kept !== undefined && getDatabase().driver !== 'pglite' && Date.now() - kept.readAt > VOCABULARY_TTL_MS;
  if (kept && kept.generation === generation && !expired) return kept;
  // Concurrent searches share one read.
  if (!state.reading) {
    state.reading = readVocabulary(generation).finally(() => {
      state.reading = undefined;
    });
    void state.reading.then(
      (read) => {
        if (!state.vocabulary || read.generation >= state.vocabulary.generation) state.vocabulary = read;
      },
      () => {},
    );
  }
  return state.reading;
}

/** The words of a search worth correcting: long enough, no stop word, each once. */
function candidateWords(search: string, min: number): string[] {
  const words = searchWords(search).groups.flat();
  return [...new Set(words.filter((word) => letters(word) >= min && !isStopWord(word)))];
}

/**
 * Of `words` (none in the vocabulary as written), those matching nothing: no vocabulary word has
 * their lexeme ('invoices' is 'invoice' for full-text search), and no text of a listed idea that
 * anyone may read holds them (a word some description holds is no typo; gated texts are left
 * out so that the answer is the same for everyone).
 */
async function unmatched(words: string[], known: Vocabulary): Promise<string[]> {
  if (!words.length) return [];
  const rows = resultRows<{ word: string; stem: string | null; in_texts: boolean }>(
    await getDb().execute(sql`
      select word, (ts_lexize('english_stem', word))[1] as stem,
        exists (
          select 1 from ${ideas}
          where ${ideas.searchPrivate} @@ plainto_tsquery('english', word) and ${listedIdea} and not ${ideas.requireNDA}
        ) as in_texts
      from unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) as word`),
  );
  return rows
    .filter((row) => row.stem !== null && !known.stems.has(row.stem) && !row.in_texts)
    .map((row) => row.word);
}

/** The vocabulary's words at most `max` edits from `word`, closest first, then the commonest. */
function nearWords(word: string, known: Vocabulary, max: number): { word: string; distance: number }[] {
  const length = letters(word);
  const found: { word: string; distance: number; ideas: number }[] = [];
  for (let other = length - max; other <= length + max; other++) {
    for (const candidate of known.byLength.get(other) ?? []) {
      const distance = editDistance(word, candidate, max);
      if (distance <= max)
        found.push({ word: candidate, distance, ideas: known.words.get(candidate)!.ideas });
    }
  }
  return found.sort((a, b) => a.distance - b.distance || b.ideas - a.ideas || a.word.localeCompare(b.word));
}

/**
 * The corrections of a search's words: each word of CORRECTED_WORD_MIN letters or more that
 * matches nothing (see `unmatched`) maps to the vocabulary's words one edit away (a letter
 * inserted, deleted, replaced, or two adjacent letters swapped), the commonest first. Empty when
 * every word is in the vocabulary as written, without any statement once the vocabulary is read.
 */
export async function searchCorrections(search: string): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  const words = candidateWords(search, CORRECTED_WORD_MIN);
  if (!words.length) return corrections;
  const known = await vocabulary();
  const unknown = words.filter((word) => !known.words.has(word));
  for (const word of await unmatched(unknown, known)) {
    const near = nearWords(word, known, 1).slice(0, MAX_CORRECTIONS);
    if (near.length)
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
  const words = candidateWords(search, SUGGESTED_WORD_MIN);
  if (!words.length) return null;
  const known = await vocabulary();
  let suggestion = search;
  let changed = false;
  for (const word of await unmatched(
    words.filter((word) => !known.words.has(word)),
    known,
  )) {
    const [best] = nearWords(word, known, letters(word) >= TWO_EDITS_MIN ? 2 : 1);
    if (!best) continue;
    // The word as typed, wherever it stands as a whole word, in any case.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');
    suggestion = suggestion.replace(pattern, best.word);
    changed = true;
  }
  return changed ? suggestion : null;
}
