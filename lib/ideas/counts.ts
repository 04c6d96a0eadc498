import 'server-only';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { getDatabase, getDb, preparedStatements, resultRows } from '@/lib/db';
import { processSingleton } from '@/lib/core/singleton';
import { onChange } from '@/lib/events';
import type { IdeaListQuery } from '@/lib/validation/idea';
import { isUserId, normalizeUserId } from '@/lib/validation/user-id';
import { ideas, type Viewer } from '@/models';
import { conditionsFor, presenceOf, type ListPresence, type ListValues } from './list-filters';
import { listedIdea } from './visibility';

export async function countIdeas(where: SQL | undefined): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(ideas).where(where);
  return Number(row?.n ?? 0);
}

/** The SQL counts of lists, one statement per set of values present (a `ListPresence` as JSON text). */
const listCounts = preparedStatements((db, text: string) =>
  db
    .select({ n: count() })
    .from(ideas)
    .where(conditionsFor(JSON.parse(text) as ListPresence))
    .prepare(`list_count_${text}`),
);

/** How many ideas a list without a search has, counted by SQL. */
export async function countList(values: ListValues): Promise<number> {
  const [row] = await listCounts(JSON.stringify(presenceOf(values))).execute({ ...values });
  return Number(row?.n ?? 0);
}

/**
 * Counting a result means visiting every matching row, which dominates a list request on a big
 * table. Two memories answer instead, both forgotten at every write through this process:
 *
 * - The listing's tallies (`Tallies`): the prices of the listed ideas, sorted, per category, type
 *   and NDA, and the few unlisted ideas by creator. Any combination of those filters (a price
 *   range included) is counted from them with binary searches, exactly, whoever asks: a viewer's
 *   total adds their own unlisted ideas. One statement reads them (in the background; meanwhile
 *   totals are counted by SQL), again after a write, and every COUNT_CACHE_TTL_MS on PostgreSQL.
 * - Totals of other filters (a creator's ideas) kept per filter for COUNT_CACHE_TTL_MS, one
 *   computation shared by concurrent requests.
 *
 * The embedded database has a single process, so its totals stay exact. On PostgreSQL several
 * instances may write, so only totals of at least COUNT_CACHE_MIN come from memory (they may lag
 * other instances' writes by up to the TTL); smaller ones are cheap and always counted.
 */
const COUNT_CACHE_MIN = 1000;
const countCacheMinimum = () => (getDatabase().driver === 'pglite' ? 0 : COUNT_CACHE_MIN);
const COUNT_CACHE_TTL_MS = 30_000;
const COUNT_CACHE_MAX_KEYS = 1000;
const countCache = () =>
  processSingleton('ideaCounts', () => new Map<string, { value: Promise<number>; expires: number }>());

/** The prices of the listed ideas of one category, type and NDA setting, ascending. */
interface Bucket {
  category: string;
  type: string;
  requireNDA: boolean;
  prices: Float64Array;
}

interface UnlistedIdea {
  category: string;
  type: string;
  requireNDA: boolean;
  price: number;
}

interface Tallies {
  buckets: Bucket[];
  /** The unlisted ideas by creator: they count for their creator only. */
  unlisted: Map<string, UnlistedIdea[]>;
  /** The change generation they were read in, and when (PostgreSQL: kept for COUNT_CACHE_TTL_MS). */
  generation: number;
  readAt: number;
}

/**
 * Tallies pay off once counting the listing costs: they are read only after a SQL count of the
 * tallied filters found at least this many ideas. A small listing is counted by SQL, and no
 * background read competes with the requests for the embedded database's one connection.
 */
const TALLY_MIN_TOTAL = 1000;

interface TallyState {
  /** A SQL count found the listing big enough for tallies (TALLY_MIN_TOTAL). */
  worthReading?: boolean;
  tallies?: Tallies;
  reading?: Promise<void>;
  /** When the last read started, and how long it took: reads are spaced out while writes keep coming. */
  lastReadAt: number;
  lastReadMs: number;
}

/** The writes announced so far, and the tallies of each database handle (tests and scripts replace the handle). */
const tallyStates = () =>
  processSingleton('ideaTallies', () => ({ generation: 0, byHandle: new WeakMap<object, TallyState>() }));

const changeGeneration = () => tallyStates().generation;

function tallyState(): TallyState {
  const { byHandle } = tallyStates();
  const db = getDb();
  let state = byHandle.get(db);
  if (!state) byHandle.set(db, (state = { lastReadAt: 0, lastReadMs: 0 }));
  return state;
}

// Any write to ideas, by any domain, makes the kept totals stale.
onChange('idea-counts', () => {
  countCache().clear();
  tallyStates().generation++;
});

/** The listing read as tallies: one row per bucket, its prices as one text (compact on any driver). */
async function readTallies(generation: number): Promise<Tallies> {
  const readAt = Date.now();
  const rows = resultRows<{
    category: string;
    type: string;
    require_nda: boolean;
    creator_id: string | null;
    prices: string;
  }>(
    await getDb().execute(sql`
      select ${ideas.category} as category, ${ideas.type} as type, ${ideas.requireNDA} as require_nda,
        case when ${listedIdea} then null else ${ideas.creatorId} end as creator_id,
        string_agg(${ideas.desiredPrice}::text, ',' order by ${ideas.desiredPrice}) as prices
      from ${ideas}
      group by 1, 2, 3, 4`),
  );
  const buckets: Bucket[] = [];
  const unlisted = new Map<string, UnlistedIdea[]>();
  for (const row of rows) {
    const prices = Float64Array.from(row.prices.split(','), Number);
    const { category, type } = row;
    const requireNDA = row.require_nda;
    if (row.creator_id === null) {
      buckets.push({ category, type, requireNDA, prices });
      continue;
    }
    const own = unlisted.get(row.creator_id) ?? [];
    for (const price of prices) own.push({ category, type, requireNDA, price });
    unlisted.set(row.creator_id, own);
  }
  return { buckets, unlisted, generation, readAt };
}

/** The index of the first price at least `value` (`strict`: above it). */
function lowerBound(prices: Float64Array, value: number, strict: boolean): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (strict ? prices[middle]! <= value : prices[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The filters the tallies answer: category, type, NDA and price. Searches, `mine` and `creator`
 * are counted by SQL.
 */
const tallied = (query: IdeaListQuery) => !query.search && !query.mine && !query.creator;

function countFromTallies(tallies: Tallies, query: IdeaListQuery, viewer: Viewer | null): number {
  const nda = query.requireNDA === undefined ? undefined : query.requireNDA === 'Yes';
  const matches = (idea: { category: string; type: string; requireNDA: boolean }) =>
    (query.category === undefined || idea.category === query.category) &&
    (query.type === undefined || idea.type === query.type) &&
    (nda === undefined || idea.requireNDA === nda);
  const inRange = (price: number) =>
    (query.priceMin === undefined || price >= query.priceMin) &&
    (query.priceMax === undefined || price <= query.priceMax);
  let n = 0;
  for (const bucket of tallies.buckets) {
    if (!matches(bucket)) continue;
    const from = query.priceMin === undefined ? 0 : lowerBound(bucket.prices, query.priceMin, false);
    const to =
      query.priceMax === undefined ? bucket.prices.length : lowerBound(bucket.prices, query.priceMax, true);
    if (to > from) n += to - from;
  }
  if (viewer) {
    for (const idea of tallies.unlisted.get(viewer.id) ?? []) if (matches(idea) && inRange(idea.price)) n++;
  }
  return n;
}

/** The tallies when they are current (read since the last write, and recently on PostgreSQL); else starts reading them. */
function currentTallies(startRead = tallyState().worthReading === true): Tallies | undefined {
  const state = tallyState();
  const { tallies } = state;
  const now = Date.now();
  const shared = getDatabase().driver !== 'pglite';
  const current = tallies && tallies.generation === changeGeneration();
  const age = tallies ? now - tallies.readAt : Infinity;
  // On PostgreSQL they are read again before they expire, so that requests never wait for them.
  if (startRead && !state.reading && (!current || (shared && age > COUNT_CACHE_TTL_MS / 2))) {
    // While writes keep coming, reads are spaced out: each is quickly out of date.
    if (now - state.lastReadAt >= 4 * state.lastReadMs) {
      const generation = changeGeneration();
      state.lastReadAt = now;
      state.reading = readTallies(generation)
        .then(
          (read) => {
            state.lastReadMs = Date.now() - now;
            if (read.generation === changeGeneration()) state.tallies = read;
          },
          () => {
            state.lastReadMs = Date.now() - now;
          },
        )
        .finally(() => {
          state.reading = undefined;
        });
    }
  }
  return current && (!shared || age < COUNT_CACHE_TTL_MS) ? tallies : undefined;
}

/** Reads the tallies now and counts from them (tests compare them with SQL's counts). */
export async function countFromFreshTallies(query: IdeaListQuery, viewer: Viewer | null): Promise<number> {
  return countFromTallies(await readTallies(changeGeneration()), query, viewer);
}

/** Resolves once the tallies are current (tests: the next list is counted from them). */
export async function talliesRead(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    currentTallies(true);
    const { reading, tallies } = tallyState();
    if (!reading && tallies?.generation === changeGeneration()) return;
    await (reading ?? new Promise((resolve) => setTimeout(resolve, 5)));
  }
}

/**
 * What a count depends on: the filters and who asks (their own unlisted ideas count for them);
 * not the paging or the order. Cheaper than compiling the statement to tell counts apart.
 */
export const countKey = (query: IdeaListQuery, viewer: Viewer | null) =>
  JSON.stringify({
    ...query,
    page: undefined,
    limit: undefined,
    sort: undefined,
    cursor: undefined,
    viewer: viewer?.id,
  });

/**
 * The exact number of ideas `viewer` finds with the filters of `query`; `countBySql` counts them
 * where memory cannot.
 */
export function countListed(
  countBySql: () => Promise<number>,
  query: IdeaListQuery,
  viewer: Viewer | null,
): Promise<number> {
  if (tallied(query)) {
    const tallies = currentTallies();
    if (tallies) {
      const n = countFromTallies(tallies, query, viewer);
      if (n >= countCacheMinimum()) return Promise.resolve(n);
    }
  }
  const counted = cachedCount(countBySql, countKey(query, viewer));
  if (tallied(query) && !tallyState().worthReading) {
    const state = tallyState();
    void counted.then(
      (n) => {
        if (n >= TALLY_MIN_TOTAL) state.worthReading = true;
      },
      () => {},
    );
  }
  return counted;
}

function cachedCount(countBySql: () => Promise<number>, key: string): Promise<number> {
  const cache = countCache();
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = countBySql();
  if (cache.size >= COUNT_CACHE_MAX_KEYS) cache.delete(cache.keys().next().value!);
  const entry = { value, expires: Date.now() + COUNT_CACHE_TTL_MS };
  cache.set(key, entry);
  value.then(
    (n) => {
      if (n < countCacheMinimum() && cache.get(key) === entry) cache.delete(key);
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return value;
}

/** How many listed ideas the member has (what their profile says). */
export async function countIdeasByCreator(userId: string): Promise<number> {
  if (!isUserId(userId)) return 0;
  return countIdeas(and(eq(ideas.creatorId, normalizeUserId(userId)), listedIdea));
}
