// `npm run bench:api [-- --ideas 100000] [--users 1000] [--duration 10] [--connections 10] [--runs 1]
//   [--workload realistic|fixed|both] [--routes list,filtered,search,detail,create] [--explain]
//   [--explain-only] [--explain-workload N] [--reseed] [--seed-order creation|random] [--skip-build]
//   [--api-cache-seconds N] [--cpu-prof DIR] [--ceilings]`
//
// Seeds N ideas across ~1,000 users into the database the server uses (PGlite in $DATA_DIR, or
// DATABASE_URL; COPY on PostgreSQL), builds when needed, starts the production server on a free
// 127.0.0.1 port and measures the ideas API with autocannon against a constant-JSON route (the
// framework's floor), --runs times; with several runs it also prints the per-route medians. Then
// it prints the plan of the query behind the slowest read route.
//
// Workloads: `realistic` (the default, the table the targets apply to) sends thousands of distinct
// requests: searches of one to three words of the seeded vocabulary (a tenth with a typo), random
// categories, types, NDA and price ranges, pages 1–50 and cursors, every sort; half the requests
// carry a bearer token (of ten members), half are anonymous; the server keeps no anonymous replies
// (API_CACHE_SECONDS=0, unless --api-cache-seconds says otherwise). `fixed` repeats nine searches
// and a few lists, anonymously, with the anonymous replies kept as the server is configured: the
// figures "with the anonymous cache". `both` prints the two tables, one server each.
//
// `--ceilings` also measures, against the same floor, the least work a route of the ideas API
// does: one statement that finds nothing (`GET /api/ideas/{unknown id}`, a 404) and a list page of
// one idea (`GET /api/ideas?limit=1`). No route that reads the database can pass their share of
// the floor on the same host.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { createApiToken } from '@/lib/identity';
import { getConfig } from '@/lib/core/config';
import { getDatabase, setDatabase } from '@/lib/db';
import type { MaintenanceClient } from '@/lib/db/client';
import { newId } from '@/lib/core/ids';
import { migrateDatabase } from '@/lib/db/migrate';
import { cursorForPage, explainGetIdea, explainListIdeas, parseIdeaListQuery } from '@/lib/ideas';
import { recordMissingReceipts } from '@/lib/protection';
import { ideas, users, type NewIdeaRow, type NewUser } from '@/models';
import { freePort } from '@/lib/platform/net';
import { buildIfNeeded, idleProbe, startServer, stopServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    ideas: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '1' },
    explain: { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'api-cache-seconds': { type: 'string' },
    'explain-only': { type: 'boolean', default: false },
    workload: { type: 'string', default: 'realistic' },
    routes: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'explain-workload': { type: 'string' },
    'seed-order': { type: 'string', default: 'creation' },
    ceilings: { type: 'boolean', default: false },
  },
});
if (!['creation', 'random'].includes(args['seed-order']!))
  throw new Error('--seed-order takes creation or random');
/**
 * `creation` stores the ideas as a real table fills, oldest first (created_at and ids increasing);
 * `random` stores them in random order of creation (the planner then sees no correlation between
 * created_at and the table's order). Changing it needs --reseed.
 */
const CREATION_ORDER = args['seed-order'] === 'creation';
const WORKLOADS = ['realistic', 'fixed', 'both'] as const;
type WorkloadArg = (typeof WORKLOADS)[number];
if (!WORKLOADS.includes(args.workload as WorkloadArg))
  throw new Error('--workload takes realistic, fixed or both');
const WORKLOAD = args.workload as WorkloadArg;
const IDEAS = Number(args.ideas);
const USERS = Number(args.users);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of 1 or more');
const BENCH_EMAIL_DOMAIN = 'bench.example';
/** The title of the ideas the create route sends: they are removed before the next reads. */
const CREATED_TITLE = 'Bench idea with a long enough title';
const BENCH_EMAILS = `bench-%@${BENCH_EMAIL_DOMAIN}`;
/** Memory for each index build on PostgreSQL: the GIN indexes over the texts sort far more than the 64 MB default. */
const MAINTENANCE_WORK_MEM = '1GB';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

const ADJECTIVES = (
  'smart solar portable eco wireless modular compact automatic shared local digital reusable quiet foldable organic remote ' +
  'personal mobile community instant hybrid electric wooden inflatable heated cooled waterproof handheld wearable voice ' +
  'magnetic bamboo vertical floating underground rooftop mini family senior pocket rapid silent cloud social neighbourhood ' +
  'rural urban seasonal refillable biodegradable recycled adaptive tactile offline virtual edible'
).split(' ');
const NOUNS = (
  'charger garden planner tracker thermostat kitchen bicycle backpack tutor marketplace scanner lamp bottle wallet budget ' +
  'clinic stroller drone translator recycler greenhouse playground workshop library pharmacy locker fridge oven helmet ' +
  'umbrella tent boat scooter printer camera speaker keyboard desk chair mattress pillow blanket feeder aquarium compost ' +
  'battery inverter heater fan filter purifier sensor alarm lock doorbell mailbox shelf cart'
).split(' ');
const SUFFIXES = [
  'app',
  'kit',
  'service',
  'network',
  'platform',
  'station',
  'system',
  'subscription',
  'box',
  'club',
  'rental',
  'exchange',
  'studio',
  'lab',
  'hub',
];
const COMMON =
  'people need better ways to manage their time money and health while small businesses cities and families want simple tools'.split(
    ' ',
  );
const SYLLABLES = 'ka no ti ra me lu so pe vi da mo re ta ni gu be li fa zo ku'.split(' ');
/** A pool of 4,000 made-up words drawn with a skewed (Zipf-like) frequency, like real vocabulary. */
const RARE = Array.from(
  { length: 4000 },
  (_, i) => SYLLABLES[i % 20]! + SYLLABLES[Math.floor(i / 20) % 20]! + SYLLABLES[Math.floor(i / 400) % 20]!,
);
const CATEGORIES = [
  'Health',
  'Baby',
  'Home',
  'Tech',
  'Business',
  'Education',
  'Finance',
  'Food & Drink',
  'Travel',
  'Entertainment',
  'Sports & Fitness',
  'Environment',
  'Fashion',
  'Other',
];

const SEED = 42;
let seed = SEED;
const random = () => {
  // Deterministic xorshift so runs are comparable.
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return ((seed >>> 0) % 1_000_000) / 1_000_000;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const word = () => (random() < 0.5 ? pick(COMMON) : RARE[Math.floor(RARE.length * random() ** 3)]!);
const sentence = (words: number) => Array.from({ length: words }, word).join(' ');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const SEEDED_SPAN_MS = 3 * 365 * 24 * 3600 * 1000;
/** Rows generated since the generator restarted at the seed. */
let generated = 0;

function ideaRow(creatorId: string, now: number): NewIdeaRow {
  // Three years of ideas; in creation order each is a little newer than the one before (the
  // random draw is made either way, so both orders hold the same texts).
  const offset = Math.floor(random() * SEEDED_SPAN_MS);
  const createdAt = new Date(
    CREATION_ORDER ? now - SEEDED_SPAN_MS + Math.floor((generated * SEEDED_SPAN_MS) / IDEAS) : now - offset,
  );
  generated++;
  return {
    id: newId(),
    title: `${cap(pick(ADJECTIVES))} ${pick(NOUNS)} ${pick(SUFFIXES)}`,
    category: pick(CATEGORIES),
    type: random() < 0.6 ? 'Product' : 'Service',
    problemDescription: cap(sentence(20 + Math.floor(random() * 20))) + '.',
    solutionDescription: cap(sentence(20 + Math.floor(random() * 20))) + '.',
    protectionStatus: pick(['None', 'Patent', 'Trademark', 'Copyright', 'Trade Secret'] as const),
    requireNDA: random() < 0.3,
    desiredPrice: Math.round((1 + random() * random() * 200_000) * 100) / 100,
    contactPreference: pick(['Email', 'Phone', 'Messaging'] as const),
    additionalNotes: random() < 0.5 ? cap(sentence(8)) + '.' : '',
    photos: [],
    creatorId,
    createdAt,
    updatedAt: createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

const IDEA_COLUMNS = getTableColumns(ideas);

/** One field in COPY's text format: `\\N` is null, and backslash, tab and line breaks are escaped. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = Array.isArray(value)
    ? `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
    : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!);
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const progress = (done: number, since: number) =>
  process.stdout.write(
    `\r  ${done.toLocaleString('en-US')} / ${IDEAS.toLocaleString('en-US')} ideas (${seconds(since)})`,
  );

/**
 * The ideas as COPY text in chunks of 1,000 rows. The rows come from the same generator as the
 * INSERT path, so both drivers hold the same data for the same seed.
 */
function* ideaCopyChunks(userIds: string[], now: number, since: number): Generator<string> {
  const CHUNK = 1000;
  for (let done = 0; done < IDEAS; done += CHUNK) {
    const lines: string[] = [];
    for (let i = 0; i < Math.min(CHUNK, IDEAS - done); i++) {
      const row = ideaRow(pick(userIds), now);
      lines.push(Object.values(row).map(copyField).join('\t'));
    }
    if (done % 50_000 === 0) progress(done, since);
    yield lines.join('\n') + '\n';
  }
}

/** COPY's column list: the generator's fields in its order; generated columns are never listed. */
function copyColumns(sample: NewIdeaRow): string {
  return (Object.keys(sample) as (keyof NewIdeaRow)[]).map((key) => `"${IDEA_COLUMNS[key].name}"`).join(', ');
}

/**
 * Replaces the bench data in ONE transaction (indexes dropped, rows loaded, indexes rebuilt): an
 * interrupted run leaves the previous data and every index as they were, so the next run's size
 * check can never reuse a half-seeded or index-less table.
 */
async function reseed(
  { db, sql: conn }: MaintenanceClient,
  previous: { users: number; ideas: number },
): Promise<void> {
  // The maintenance client is one connection, so BEGIN … COMMIT spans every statement below.
  if (conn.options.max !== 1) throw new Error('Seeding needs a single-connection client');
  const driver = getDatabase().driver;
  const started = Date.now();
  try {
    await conn.unsafe('begin');
    // Removed while the indexes still stand: deleting each user looks its ideas up by creator.
    if (previous.users) {
      console.log(`Removing the previous bench data (${previous.users} users, ${previous.ideas} ideas)…`);
      const removing = Date.now();
      await conn`delete from ideas where creator_id in (select id from users where email like ${BENCH_EMAILS})`;
      await conn`delete from users where email like ${BENCH_EMAILS}`;
      console.log(`  removed in ${seconds(removing)}`);
    }
    // Secondary indexes and the foreign keys of the ideas are dropped for the bulk load and
    // restored once afterwards: one index build and one join instead of a million updates and checks.
    const indexDefs = await conn<{ indexname: string; indexdef: string }[]>`
      select indexname, indexdef from pg_indexes
      where tablename = 'ideas' and schemaname = current_schema() and indexname <> 'ideas_pkey'`;
    // A statistics target set on an index's column (migration 0023) is the index's own: it goes
    // with the dropped index and is set again on the rebuilt one.
    const statisticsTargets = await conn<{ indexname: string; column: number; target: number }[]>`
      select c.relname as indexname, a.attnum as column, a.attstattarget as target
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_index i on i.indexrelid = c.oid
      where i.indrelid = 'ideas'::regclass and a.attstattarget >= 0`;
    const foreignKeys = await conn<{ name: string; definition: string }[]>`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'ideas'::regclass and contype = 'f'`;
    for (const { indexname } of indexDefs) await conn.unsafe(`drop index "${indexname}"`);
    for (const { name } of foreignKeys) await conn.unsafe(`alter table ideas drop constraint "${name}"`);

    const userRows: NewUser[] = Array.from({ length: USERS }, (_, i) => ({
      id: newId(),
      email: `bench-${i}@${BENCH_EMAIL_DOMAIN}`,
      displayName: `Bench User ${i}`,
      photoURL: '',
    }));
    for (let i = 0; i < userRows.length; i += 1000)
      await db.insert(users).values(userRows.slice(i, i + 1000));
    const userIds = userRows.map((u) => u.id!);

    const now = Date.now();
    const loading = Date.now();
    // The generator restarts at the seed (after the row that names COPY's columns): the same seed
    // gives the same data on either driver.
    const sample = ideaRow(userIds[0]!, now);
    seed = SEED;
    generated = 0;
    if (driver === 'postgres') {
      const copy = await conn.unsafe(`copy ideas (${copyColumns(sample)}) from stdin`).writable();
      await pipeline(Readable.from(ideaCopyChunks(userIds, now, loading)), copy);
    } else {
      // PGlite's wire bridge answers COPY FROM STDIN with nothing (the statement never completes),
      // so the embedded database is loaded with multi-row INSERTs.
      const BATCH = 1000;
      for (let done = 0; done < IDEAS; done += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, IDEAS - done) }, () =>
          ideaRow(pick(userIds), now),
        );
        await db.insert(ideas).values(batch);
        if (done % 50_000 === 0) progress(done, loading);
      }
    }
    const loadMs = Date.now() - loading;
    process.stdout.write(
      `\r  loaded ${IDEAS.toLocaleString('en-US')} ideas in ${seconds(loading)} (${Math.round(
        IDEAS / (loadMs / 1000),
      ).toLocaleString('en-US')} rows/s, ${driver === 'postgres' ? 'COPY' : 'INSERT'})\n`,
    );

    const indexing = Date.now();
    if (driver === 'postgres') {
      await conn.unsafe(`set local maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
      // B-tree builds split the table scan and sort across workers (GIN builds stay serial on
      // PostgreSQL 15); on a 2-core machine one worker plus the leader uses both cores.
      await conn.unsafe(
        `set local max_parallel_maintenance_workers = ${Math.max(1, availableParallelism() - 1)}`,
      );
    }
    for (const { indexname, indexdef } of indexDefs) {
      const building = Date.now();
      await conn.unsafe(indexdef);
      console.log(`  built ${indexname} in ${seconds(building)}`);
    }
    for (const { indexname, column, target } of statisticsTargets)
      await conn.unsafe(`alter index "${indexname}" alter column ${column} set statistics ${target}`);
    console.log(`  rebuilt ${indexDefs.length} indexes in ${seconds(indexing)}`);
    const checking = Date.now();
    for (const { name, definition } of foreignKeys)
      await conn.unsafe(`alter table ideas add constraint "${name}" ${definition}`);
    console.log(`  restored ${foreignKeys.length} foreign key(s) in ${seconds(checking)}`);
    await conn`analyze ideas`;
    await conn`analyze users`;
    await conn.unsafe('commit');
  } catch (error) {
    await conn.unsafe('rollback').catch(() => {});
    throw error;
  }
  console.log(`  seeded in ${seconds(started)} in all`);
}

/** Index names the schema declares that the table lacks (left by an older, non-transactional seeding). */
async function missingIndexes(client: postgres.Sql): Promise<string[]> {
  const present = new Set(
    (
      await client<{ indexname: string }[]>`
        select indexname from pg_indexes where tablename = 'ideas' and schemaname = current_schema()`
    ).map((r) => r.indexname),
  );
  return getTableConfig(ideas)
    .indexes.map((i) => i.config.name)
    .filter((name): name is string => !!name && !present.has(name));
}

/**
 * Removes the ideas the create route added: thousands of identical ideas, the newest of the table,
 * would otherwise be the first rows every later search and list walks past (a search for the
 * newest 2,000 matches of a word read through ~20,000 of them). Every run measures the seeded data.
 */
async function removeCreatedIdeas(client: postgres.Sql): Promise<void> {
  const removed = await client`
    delete from ideas where title = ${CREATED_TITLE}
      and creator_id in (select id from users where email like ${BENCH_EMAILS})`;
  if (removed.count) {
    await client`vacuum analyze ideas`;
    console.log(`  removed the ${removed.count.toLocaleString('en-US')} ideas the create route added`);
  }
}

/** Bench users own every bench idea; a re-run with the same size reuses them. */
const BEARER_MEMBERS = 10;

async function seedDatabase(): Promise<{ token: string; tokens: string[]; ids: string[] }> {
  const maintenance = await getDatabase().maintenance();
  try {
    const client = maintenance.sql;
    await removeCreatedIdeas(client);
    const [existing] = await client<{ users: string; ideas: string }[]>`
      select (select count(*) from users where email like ${BENCH_EMAILS}) as users,
             (select count(*) from ideas where creator_id in (select id from users where email like ${BENCH_EMAILS})) as ideas`;
    const previous = { users: Number(existing?.users ?? 0), ideas: Number(existing?.ideas ?? 0) };
    if (args.reseed || previous.users !== USERS || Math.abs(previous.ideas - IDEAS) > IDEAS * 0.05) {
      await reseed(maintenance, previous);
    } else {
      console.log(
        `Reusing ${previous.ideas.toLocaleString('en-US')} bench ideas across ${previous.users} users.`,
      );
    }
    const missing = await missingIndexes(client);
    if (missing.length)
      console.warn(
        `Warning: the ideas table lacks ${missing.join(', ')}; plans and figures will not be representative (migrate a fresh database).`,
      );
    // Seeded ideas get their authorship receipts before anything is measured: otherwise the
    // server's receipts job would record them in the background during the first measurements.
    const receipting = Date.now();
    const receipts = await recordMissingReceipts(1000);
    if (receipts)
      console.log(
        `Recorded the receipts of ${receipts.toLocaleString('en-US')} ideas in ${seconds(receipting)}.`,
      );
    // Every run starts from a vacuumed, analyzed table: the visibility map (index-only counts) and
    // the statistics do not depend on whether the previous run seeded, created ideas or was stopped.
    const vacuuming = Date.now();
    await client`vacuum analyze ideas`;
    console.log(`Vacuumed and analyzed the ideas in ${seconds(vacuuming)}.`);

    // Ten members call with bearer tokens: their own ideas (listed or not) count for them.
    const members = await client<{ id: string }[]>`
      select id from users where email like ${BENCH_EMAILS} order by email limit ${BEARER_MEMBERS}`;
    const tokens: string[] = [];
    for (const member of members) tokens.push((await createApiToken(member.id, 'bench')).token);
    const ids = (await client<{ id: string }[]>`select id from ideas tablesample system (2) limit 1000`).map(
      (r) => r.id,
    );
    return { token: tokens[0]!, tokens, ids };
  } finally {
    await maintenance.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------

type TargetKey = 'list' | 'filtered' | 'search' | 'detail' | 'create';
/** The least work a route of the ideas API does (`--ceilings`): measured, with no target of its own. */
type CeilingKey = 'unknown idea' | 'page of one';
type RouteKey = TargetKey | CeilingKey;

/** The share of the floor's req/s each route must reach; every route's p99 must stay within MAX_P99_RATIO × the floor's. */
const TARGET_PERCENT: Record<TargetKey, number> = {
  list: 70,
  filtered: 60,
  search: 40,
  detail: 80,
  create: 60,
};
const MAX_P99_RATIO = 3;

interface Scenario {
  key?: RouteKey;
  name: string;
  method?: 'GET' | 'POST';
  paths: string[];
  headers?: Record<string, string>;
  /** Per request, in turn: the authorization header of the request (undefined: anonymous). */
  bearers?: (string | undefined)[];
  body?: string;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds per request of the server process (PGlite's worker included). */
  serverMs: number;
  /** CPU milliseconds per request of PostgreSQL's processes (0 with PGlite: inside the server). */
  databaseMs: number;
}

/** One route of one run, next to the floor measured just before it. */
interface RouteResult extends Measured {
  key: RouteKey;
  name: string;
  floorRps: number;
  floorP99: number;
  floorServerMs: number;
  percentOfFloor: number;
  p99Ratio: number;
}

/**
 * Where each scenario's next request is in its list of paths: a measurement continues where the
 * warm-up (or the run before) stopped, so no request is measured twice before the list is used up.
 */
const nextPath = new WeakMap<Scenario, number>();

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU milliseconds a process has used (user and system), from /proc; 0 where there is none. With
 * `reaped`, also those of its children that have ended and that it has waited for.
 */
function processCpuMs(pid: number | string, reaped = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = reaped ? Number(fields[13]) + Number(fields[14]) : 0;
    return (Number(fields[11]) + Number(fields[12]) + children) * CLOCK_TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds used so far by the PostgreSQL server processes of this machine. A connection
 * that closes during a phase (a pool's idle connection, after 30 s) ends its process and takes its
 * time along; the server's main process, which waits for it, counts that time among its
 * children's from then on.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(pid, true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The server whose CPU each measurement reads. */
let serverPid: number | undefined;

async function measure(base: string, scenario: Scenario, duration: number): Promise<Measured> {
  let next = nextPath.get(scenario) ?? 0;
  const cpuBefore = { server: serverPid ? processCpuMs(serverPid) : 0, database: postgresCpuMs() };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        setupRequest: (request) => {
          const i = next++;
          nextPath.set(scenario, next);
          const path = scenario.paths[i % scenario.paths.length]!;
          const bearer = scenario.bearers?.[i % scenario.bearers.length];
          return bearer
            ? { ...request, path, headers: { ...request.headers, authorization: bearer } }
            : { ...request, path };
        },
      },
    ],
  });
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverMs: ((serverPid ? processCpuMs(serverPid) : 0) - cpuBefore.server) / requests,
    databaseMs: (postgresCpuMs() - cpuBefore.database) / requests,
  };
}

function routeResult(scenario: Scenario & { key: RouteKey }, route: Measured, floor: Measured): RouteResult {
  return {
    ...route,
    key: scenario.key,
    name: scenario.name,
    floorRps: floor.rps,
    floorP99: floor.p99,
    floorServerMs: floor.serverMs,
    percentOfFloor: (route.rps / floor.rps) * 100,
    p99Ratio: route.p99 / floor.p99,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Per route, the median of every figure over the runs (each taken on its own); failures are summed. */
function medians(runs: RouteResult[][]): RouteResult[] {
  return runs[0]!.map((first, i) => {
    const of = (
      field: keyof Measured | 'floorRps' | 'floorP99' | 'floorServerMs' | 'percentOfFloor' | 'p99Ratio',
    ) => median(runs.map((run) => run[i]![field]));
    return {
      key: first.key,
      name: first.name,
      rps: of('rps'),
      p50: of('p50'),
      p99: of('p99'),
      floorRps: of('floorRps'),
      floorP99: of('floorP99'),
      floorServerMs: of('floorServerMs'),
      serverMs: of('serverMs'),
      databaseMs: of('databaseMs'),
      percentOfFloor: of('percentOfFloor'),
      p99Ratio: of('p99Ratio'),
      non2xx: runs.reduce((sum, run) => sum + run[i]!.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run[i]!.errors, 0),
    };
  });
}

const hasTarget = (key: RouteKey): key is TargetKey => key in TARGET_PERCENT;
const targetOf = (key: RouteKey): number | undefined => (hasTarget(key) ? TARGET_PERCENT[key] : undefined);

/** Whether a route meets its targets, and if not, which ones it misses; a ceiling has none. */
function verdict(r: RouteResult): string {
  const target = targetOf(r.key);
  if (target === undefined) return '—';
  const missed = [
    r.percentOfFloor < target ? 'req/s' : '',
    r.p99Ratio > MAX_P99_RATIO ? 'p99' : '',
    r.non2xx + r.errors > 0 ? 'failures' : '',
  ].filter(Boolean);
  return missed.length ? `no (${missed.join(', ')})` : 'yes';
}

/** Each route is printed with the floor measured just before it, so load drifting on a shared machine cancels out. */
function printTable(rows: RouteResult[], title: string): void {
  console.log(`\n${title}\n`);
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'floor req/s',
    'floor p99 ms',
    '% of floor',
    'p99 ÷ floor p99',
    'target',
    'met',
    'non-2xx',
    'errors',
    'server CPU ms/req (floor)',
    'PostgreSQL CPU ms/req',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(0),
    r.p99.toFixed(0),
    r.floorRps.toFixed(0),
    r.floorP99.toFixed(0),
    `${r.percentOfFloor.toFixed(1)} %`,
    r.p99Ratio.toFixed(2),
    targetOf(r.key) === undefined ? '—' : `≥ ${targetOf(r.key)} %, ≤ ${MAX_P99_RATIO}`,
    verdict(r),
    String(r.non2xx),
    String(r.errors),
    `${r.serverMs.toFixed(2)} (${r.floorServerMs.toFixed(2)})`,
    r.databaseMs.toFixed(2),
  ]);
  const textColumns = new Set([0, 8, 9]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    '| ' +
    cells.map((c, i) => (textColumns.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') +
    ' |';
  console.log(row(header));
  console.log(
    '|' +
      widths.map((w, i) => (textColumns.has(i) ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') +
      '|',
  );
  for (const line of lines) console.log(row(line));
}

/** The query string of a route's first path, as the API parses it. */
const firstQuery = (scenario: Scenario) => new URLSearchParams(scenario.paths[0]!.split('?')[1] ?? '');

async function explainList(query: URLSearchParams): Promise<string> {
  const plan = await explainListIdeas(parseIdeaListQuery(query), null);
  return `[count]\n${plan.count.join('\n')}\n[page]\n${plan.page.join('\n')}`;
}

// ---------------------------------------------------------------------------------------------
// Workloads
// ---------------------------------------------------------------------------------------------

/** The realistic workload draws from its own generator, so it is the same whatever was seeded. */
function generator(start: number) {
  let state = start;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
  const one = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, one, between };
}

const SEARCH_PHRASES = 1500;
const PATHS_PER_ROUTE = 6000;
const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;

/**
 * Distinct searches a visitor might type: one, two or three words of the seeded vocabulary (title
 * words, category names, words of the texts, common and rare), a tenth of them with a typo (a
 * letter dropped, doubled or replaced), a few as a quoted phrase or with an excluded word.
 */
function searchPhrases(count: number): string[] {
  const { next, one, between } = generator(7);
  const rare = () => RARE[Math.floor(RARE.length * next() ** 2)]!;
  const vocabulary = () => {
    const r = next();
    if (r < 0.3) return one(ADJECTIVES);
    if (r < 0.55) return one(NOUNS);
    if (r < 0.62) return one(SUFFIXES);
    if (r < 0.7) return one(CATEGORIES).split(' ')[0]!.toLowerCase();
    if (r < 0.8) return one(COMMON);
    return rare();
  };
  const typo = (w: string) => {
    if (w.length < 4) return w;
    const at = between(1, w.length - 2);
    const r = next();
    if (r < 0.33) return w.slice(0, at) + w.slice(at + 1);
    if (r < 0.66) return w.slice(0, at) + w[at] + w.slice(at);
    return w.slice(0, at) + one([...'aeioulnrst']) + w.slice(at + 1);
  };
  const phrases = new Set<string>();
  while (phrases.size < count) {
    const r = next();
    const words = Array.from({ length: r < 0.5 ? 1 : r < 0.85 ? 2 : 3 }, vocabulary);
    if (next() < 0.1) {
      const i = between(0, words.length - 1);
      words[i] = typo(words[i]!);
    }
    const shape = next();
    let phrase = words.join(' ');
    if (words.length > 1 && shape < 0.05) phrase = `"${phrase}"`;
    else if (shape > 0.97) phrase = `${phrase} -${one(NOUNS)}`;
    phrases.add(phrase);
  }
  return [...phrases];
}

/** A price range of a visitor: a lower bound, an upper bound or both. */
function priceRange(g: ReturnType<typeof generator>): Record<string, string> {
  const low = Math.round(g.next() ** 2 * 50_000);
  const high = low + Math.round(1000 + g.next() ** 2 * 150_000);
  const r = g.next();
  if (r < 0.25) return { priceMin: String(low) };
  if (r < 0.5) return { priceMax: String(high) };
  return { priceMin: String(low), priceMax: String(high) };
}

/** Category, type, NDA and price filters; at least one of them with `atLeastOne`. */
function randomFilters(g: ReturnType<typeof generator>, atLeastOne: boolean): Record<string, string> {
  for (;;) {
    const filters: Record<string, string> = {};
    if (g.next() < 0.6) filters.category = g.one(CATEGORIES);
    if (g.next() < 0.3) filters.type = g.one(['Product', 'Service']);
    if (g.next() < 0.4) filters.requireNDA = g.one(['Yes', 'No']);
    if (g.next() < 0.5) Object.assign(filters, priceRange(g));
    if (!atLeastOne || Object.keys(filters).length) return filters;
  }
}

interface RealisticPaths {
  list: string[];
  filtered: string[];
  search: string[];
  cursorQueries: URLSearchParams[];
}

/**
 * The requests of the realistic workload: pages 1–50 of the list in every sort, of filtered lists
 * and of searches (some searches filtered, most ranked by relevance); a tenth of the lists continue
 * from a cursor (filled in by `withCursors` from the database, as a client paging would hold).
 */
function realisticPaths(): RealisticPaths {
  const g = generator(11);
  const phrases = searchPhrases(SEARCH_PHRASES);
  const page = () => String(g.between(1, 50));
  const path = (params: Record<string, string>) => `/api/ideas?${new URLSearchParams(params)}`;
  const cursorQueries: URLSearchParams[] = [];
  const listPath = (filters: Record<string, string>) => {
    const sort = g.one(SORTS);
    const params = { ...filters, ...(sort === 'newest' && g.next() < 0.5 ? {} : { sort }) };
    if (g.next() < 0.1) {
      cursorQueries.push(new URLSearchParams(params));
      return `cursor:${cursorQueries.length - 1}`;
    }
    return path({ ...params, page: page() });
  };
  const list = Array.from({ length: PATHS_PER_ROUTE }, () => listPath({}));
  const filtered = Array.from({ length: PATHS_PER_ROUTE }, () => listPath(randomFilters(g, true)));
  const search = Array.from({ length: PATHS_PER_ROUTE }, (_, i) => {
    const params: Record<string, string> = {
      search: phrases[i % phrases.length]!,
      ...(g.next() < 0.3 ? randomFilters(g, true) : {}),
    };
    if (g.next() < 0.2) params.sort = g.one(SORTS);
    // Most visitors read the first pages of a search; some page deep.
    params.page = g.next() < 0.5 ? String(g.between(1, 3)) : page();
    return path(params);
  });
  return { list, filtered, search, cursorQueries };
}

/** Replaces each `cursor:N` by a request for a deep page (2–50) of query N by its cursor. */
async function withCursors(paths: RealisticPaths): Promise<void> {
  const g = generator(13);
  const cursors: (string | null)[] = [];
  for (const params of paths.cursorQueries) {
    const query = new URLSearchParams(params);
    query.set('cursor', 'start');
    const target = g.between(2, 50);
    cursors.push(await cursorForPage(parseIdeaListQuery(query), null, target));
  }
  const fill = (list: string[]) =>
    list.map((entry) => {
      if (!entry.startsWith('cursor:')) return entry;
      const n = Number(entry.slice('cursor:'.length));
      const query = new URLSearchParams(paths.cursorQueries[n]);
      query.set('cursor', cursors[n] ?? 'start');
      return `/api/ideas?${query}`;
    });
  paths.list = fill(paths.list);
  paths.filtered = fill(paths.filtered);
}

/** One request in two anonymous, the others with the bearer token of one of ten members in turn. */
const halfBearers = (tokens: string[]) => tokens.flatMap((token) => [undefined, `Bearer ${token}`]);

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

/**
 * EXPLAIN ANALYZE of the first `n` requests of the realistic list, filtered and search routes
 * (anonymous): the spread of their database time, and the plan of the slowest.
 */
async function explainWorkload(paths: RealisticPaths, n: number): Promise<void> {
  const timeOf = (lines: string[]) => Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
  const planningOf = (lines: string[]) => Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
  for (const [route, list] of Object.entries({
    list: paths.list,
    filtered: paths.filtered,
    search: paths.search,
  })) {
    const sample = list.filter((p) => !p.startsWith('cursor:')).slice(0, n);
    const timed: { path: string; ms: number; planning: number; plan: string }[] = [];
    for (const p of sample) {
      const query = parseIdeaListQuery(new URLSearchParams(p.split('?')[1]));
      const plan = await explainListIdeas(query, null);
      timed.push({
        path: decodeURIComponent(p),
        // A search counts its candidates with the page (the count statement runs past the last page only).
        ms: (route === 'search' ? 0 : timeOf(plan.count)) + timeOf(plan.page),
        planning: (route === 'search' ? 0 : planningOf(plan.count)) + planningOf(plan.page),
        plan: `[count]\n${plan.count.join('\n')}\n[page]\n${plan.page.join('\n')}`,
      });
    }
    timed.sort((a, b) => a.ms - b.ms);
    const at = (q: number) => timed[Math.min(timed.length - 1, Math.floor(q * timed.length))]!.ms.toFixed(1);
    const sum = timed.reduce((total, t) => total + t.ms, 0);
    const planning = timed.reduce((total, t) => total + t.planning, 0);
    console.log(
      `\n${route}: ${timed.length} requests, database time (count + page) mean ${(sum / timed.length).toFixed(1)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)} ms; planning mean ${(planning / timed.length).toFixed(1)} ms`,
    );
    const slowestTenth = timed.slice(-Math.ceil(timed.length / 10)).reduce((total, t) => total + t.ms, 0);
    console.log(
      `  the slowest tenth: ${((100 * slowestTenth) / (sum || 1)).toFixed(0)} % of the database time`,
    );
    for (const t of timed.slice(-15)) console.log(`  ${t.ms.toFixed(1)} ms  ${t.path}`);
    console.log(`--- EXPLAIN (ANALYZE, BUFFERS) ${timed.at(-1)!.path}\n${timed.at(-1)!.plan}`);
  }
}

interface Table {
  title: string;
  workload: 'realistic' | 'fixed';
  routes: (Scenario & { key: RouteKey })[];
  summary: RouteResult[];
}

async function main(): Promise<void> {
  const config = getConfig();
  const label = config.DATABASE_URL
    ? `PostgreSQL (${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
    : `PGlite (${path.resolve(config.DATA_DIR, 'pglite')})`;
  console.log(`Database: ${label}`);
  const handle = getDatabase();
  await migrateDatabase(handle);
  const { token, tokens, ids } = await seedDatabase();
  const [total] = await handle.sql<{ n: string }[]>`select count(*) as n from ideas`;
  console.log(`The database holds ${Number(total?.n ?? 0).toLocaleString('en-US')} ideas.`);

  // Title words (each in ~2% of titles), a phrase, an AND, parts of words, and words of the texts.
  const searches = [
    'solar',
    'garden planner',
    'tracker',
    '"smart thermostat"',
    'therm',
    'budget -wallet',
    'recycl',
    RARE[40]!,
    RARE[400]!,
  ];
  const filtered = [
    'category=Tech&priceMin=100&priceMax=5000&requireNDA=No',
    'category=Home&priceMin=50&priceMax=20000&requireNDA=Yes',
    'category=Finance&priceMin=1000&priceMax=100000&requireNDA=No',
  ];
  if (args.explain || args['explain-only']) {
    for (const q of [
      '',
      filtered[0]!,
      'search=solar',
      'search=garden planner',
      'search=therm',
      'search=gardn',
      'search=gard',
      'search=people money',
      `search=${RARE[3]!} ${RARE[77]!}&category=Tech`,
      'page=2000',
    ]) {
      console.log(`\n--- EXPLAIN /api/ideas?${q}\n${await explainList(new URLSearchParams(q))}`);
    }
    // Page 2,000 by keyset paging: its cursor is found once, then the page starts inside the index.
    const deepCursor = await cursorForPage(
      parseIdeaListQuery(new URLSearchParams('cursor=start')),
      null,
      2000,
    );
    if (deepCursor)
      console.log(
        `\n--- EXPLAIN /api/ideas?cursor=… (page 2000)\n${await explainList(new URLSearchParams({ cursor: deepCursor }))}`,
      );
    if (ids[0])
      console.log(`\n--- EXPLAIN /api/ideas/${ids[0]}\n${(await explainGetIdea(ids[0])).join('\n')}`);
  }
  const realistic = realisticPaths();
  if (args['explain-workload']) await explainWorkload(realistic, Number(args['explain-workload']));
  if (WORKLOAD !== 'fixed' && !args['explain-only']) await withCursors(realistic);
  // The server opens the database itself (PGlite allows one process per data directory).
  await handle.close();
  setDatabase(undefined);
  if (args['explain-only']) return;

  const body = JSON.stringify({
    title: CREATED_TITLE,
    category: 'Tech',
    type: 'Product',
    problemDescription: 'A problem description long enough to pass.',
    solutionDescription: 'A solution description long enough to pass.',
    protectionStatus: 'None',
    requireNDA: false,
    desiredPrice: 1234.5,
    contactPreference: 'Email',
  });
  const create: Scenario & { key: RouteKey } = {
    key: 'create',
    name: 'create: POST /api/ideas (bearer)',
    method: 'POST',
    paths: ['/api/ideas'],
    headers: { 'content-type': 'application/json' },
    bearers: (WORKLOAD === 'fixed' ? [token] : tokens).map((t) => `Bearer ${t}`),
    body,
  };
  const fixedRoutes: (Scenario & { key: RouteKey })[] = [
    { key: 'list', name: 'list: GET /api/ideas', paths: ['/api/ideas'] },
    {
      key: 'filtered',
      name: 'filtered: category + price range + NDA',
      paths: filtered.map((q) => `/api/ideas?${q}`),
    },
    {
      key: 'search',
      name: 'search: GET /api/ideas?search=…',
      paths: searches.map((s) => `/api/ideas?search=${encodeURIComponent(s)}`),
    },
    {
      key: 'detail',
      name: 'detail: GET /api/ideas/{id}',
      paths: ids.slice(0, 200).map((id) => `/api/ideas/${id}`),
    },
    { ...create, bearers: [`Bearer ${token}`] },
  ];
  const bearers = halfBearers(tokens);
  const realisticRoutes: (Scenario & { key: RouteKey })[] = [
    { key: 'list', name: 'list: pages 1–50, every sort, cursors', paths: realistic.list, bearers },
    {
      key: 'filtered',
      name: 'filtered: category, type, NDA, price range',
      paths: realistic.filtered,
      bearers,
    },
    {
      key: 'search',
      name: `search: ${SEARCH_PHRASES.toLocaleString('en-US')} phrases, some filtered`,
      paths: realistic.search,
      bearers,
    },
    {
      key: 'detail',
      name: `detail: ${ids.length} ideas`,
      paths: ids.map((id) => `/api/ideas/${id}`),
      bearers,
    },
    create,
  ];
  const ceilings: (Scenario & { key: RouteKey })[] = [
    {
      key: 'unknown idea',
      name: 'ceiling: one statement, GET /api/ideas/{unknown id} (404)',
      // Ids of the stored shape that no idea has (new ones).
      paths: ids.map(() => `/api/ideas/${newId()}`),
    },
    {
      key: 'page of one',
      name: 'ceiling: a page of one idea, GET /api/ideas?limit=1',
      paths: Array.from({ length: 50 }, (_, i) => `/api/ideas?limit=1&page=${i + 1}`),
    },
  ];
  const only = args.routes?.split(',').map((r) => r.trim());
  const chosen = (routes: (Scenario & { key: RouteKey })[]) =>
    only ? routes.filter((r) => only.includes(r.key)) : routes;

  buildIfNeeded({ skip: args['skip-build'] });
  const cacheSeconds = args['api-cache-seconds'];
  const setup = `${CONNECTIONS} connections, ${DURATION} s per route (floor: ${Math.max(2, DURATION / 2)} s just before each)`;
  const tables: Table[] = [];
  if (WORKLOAD !== 'fixed') {
    const seconds = cacheSeconds ?? '0';
    const routes = [...chosen(realisticRoutes), ...(args.ceilings ? ceilings : [])];
    const title = `realistic workload, anonymous replies kept ${seconds} s — ${label}: ${setup}`;
    tables.push({
      title,
      workload: 'realistic',
      routes,
      summary: await measureTable(routes, seconds, title),
    });
  }
  if (WORKLOAD !== 'realistic') {
    const routes = chosen(fixedRoutes);
    const title = `with the anonymous cache (fixed workload, ${cacheSeconds === undefined ? 'API_CACHE_SECONDS as configured' : `${cacheSeconds} s`}) — ${label}: ${setup}`;
    tables.push({
      title,
      workload: 'fixed',
      routes,
      summary: await measureTable(routes, cacheSeconds, title),
    });
  }
  for (const table of tables) printTable(table.summary, table.title);

  // The slowest read route of the first table, by its (median) share of the floor: the plan worth reading first.
  const [first] = tables;
  const reads = first?.summary.filter((r) => r.key !== 'create' && targetOf(r.key) !== undefined) ?? [];
  if (!first || !reads.length) return;
  const slowest = reads.reduce((a, b) => (b.percentOfFloor < a.percentOfFloor ? b : a));
  const scenario = first.routes.find((r) => r.key === slowest.key)!;
  const explained = scenario.key === 'detail' ? `/api/ideas/${ids[0]}` : scenario.paths[0]!;
  console.log(
    `\nSlowest read route: ${slowest.name} (${slowest.percentOfFloor.toFixed(1)} % of floor)\n--- EXPLAIN (ANALYZE, BUFFERS) ${decodeURIComponent(explained)} (anonymous)`,
  );
  try {
    console.log(
      scenario.key === 'detail'
        ? (await explainGetIdea(ids[0]!)).join('\n')
        : await explainList(firstQuery(scenario)),
    );
  } finally {
    await getDatabase().close();
  }
}

/** Starts a server keeping anonymous replies `cacheSeconds` (undefined: as configured) and measures the routes --runs times. */
async function measureTable(
  routes: (Scenario & { key: RouteKey })[],
  cacheSeconds: string | undefined,
  title: string,
): Promise<RouteResult[]> {
  const config = getConfig();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n${title}\nStarting the production server on ${base}…`);
  if (cacheSeconds !== undefined) console.log(`The server keeps anonymous replies for ${cacheSeconds} s.`);
  const server = await startServer(
    port,
    cacheSeconds === undefined ? {} : { API_CACHE_SECONDS: cacheSeconds },
    {
      cpuProfileDir: args['cpu-prof'],
    },
  );
  // autocannon stops without waiting for its last requests: a slow route's leftovers would load
  // the floor measured next (and fail when the server stops), so every phase starts when they are done.
  const probe = idleProbe(server, config.DATABASE_URL);
  serverPid = server.pid;
  const floorScenario: Scenario = { name: 'floor: GET /api/ping (constant JSON)', paths: ['/api/ping'] };
  const runs: RouteResult[][] = [];
  const floorSeconds = Math.max(2, DURATION / 2);
  try {
    await measure(base, floorScenario, 2); // warm-up
    for (let run = 1; run <= RUNS; run++) {
      const results: RouteResult[] = [];
      for (const scenario of routes) {
        await measure(base, scenario, 2); // warm-up
        let waited = await probe.wait();
        const floor = await measure(base, floorScenario, floorSeconds);
        const result = routeResult(scenario, await measure(base, scenario, DURATION), floor);
        waited += await probe.wait();
        // PGlite is the server's alone while it runs: its created ideas go when the next bench starts.
        if (scenario.method === 'POST' && config.DATABASE_URL) {
          const client = postgres(config.DATABASE_URL, { max: 1, onnotice: () => {} });
          await removeCreatedIdeas(client).finally(() => client.end());
        }
        console.log(
          `  ${scenario.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (floor ${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms); CPU per request: server ${result.serverMs.toFixed(2)} ms (floor ${floor.serverMs.toFixed(2)}), PostgreSQL ${result.databaseMs.toFixed(2)} ms` +
            (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : '') +
            (waited >= 1000 ? `; ${(waited / 1000).toFixed(1)} s for abandoned requests to finish` : ''),
        );
        results.push(result);
      }
      printTable(results, `Run ${run} of ${RUNS} — ${title}`);
      runs.push(results);
    }
  } finally {
    await probe.wait();
    await probe.close();
    await stopServer(server);
  }
  if (runs.length === 1) return runs[0]!;
  const summary = medians(runs);
  printTable(summary, `Medians of ${runs.length} runs — ${title}`);
  return summary;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
