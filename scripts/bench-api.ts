// `npm run bench:api [-- --ideas 100000] [--users 1000] [--duration 10] [--connections 10] [--explain] [--explain-only] [--reseed] [--skip-build]`
//
// Seeds N ideas across ~1,000 users into the database the server uses (PGlite in $DATA_DIR, or
// DATABASE_URL), builds when needed, starts the production server on a free 127.0.0.1 port and
// measures the ideas API with autocannon against a constant-JSON route (the framework's floor).
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApiToken } from '@/lib/auth/api-tokens';
import { getConfig } from '@/lib/config';
import { getDatabase, resultRows, setDatabase } from '@/lib/db';
import type { MaintenanceClient } from '@/lib/db/client';
import { newId } from '@/lib/db/ids';
import { migrateDatabase } from '@/lib/db/migrate';
import { explainListIdeas, parseIdeaListQuery } from '@/lib/ideas';
import { ideas, users, type NewIdeaRow, type NewUser } from '@/models';
import { freePort } from '@/lib/net/free-port';
import { buildIfNeeded, startServer, stopServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    ideas: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'explain-only': { type: 'boolean', default: false },
  },
});
const IDEAS = Number(args.ideas);
const USERS = Number(args.users);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const BENCH_EMAIL_DOMAIN = 'bench.example';

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

let seed = 42;
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

function ideaRow(creatorId: string, now: number): NewIdeaRow {
  const createdAt = new Date(now - Math.floor(random() * 3 * 365 * 24 * 3600 * 1000));
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

// Seeding and index builds take longer than a request's deadline: they use the maintenance client.
let bulk: MaintenanceClient | undefined;
const bulkDb = async () => (bulk ??= await getDatabase().maintenance()).db;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = resultRows<{ n: number | string }>(await (await bulkDb()).execute(query));
  return Number(row?.n ?? 0);
}

/** Bench users own every bench idea; a re-run with the same size reuses them. */
async function seedDatabase(): Promise<{ token: string; ids: string[] }> {
  const db = await bulkDb();
  const benchUsers = sql`select id from users where email like ${'bench-%@' + BENCH_EMAIL_DOMAIN}`;
  const existingUsers = await count(sql`select count(*) as n from (${benchUsers}) u`);
  const existingIdeas = existingUsers
    ? await count(sql`select count(*) as n from ideas where creator_id in (${benchUsers})`)
    : 0;
  if (args.reseed || existingUsers !== USERS || Math.abs(existingIdeas - IDEAS) > IDEAS * 0.05) {
    if (existingUsers) {
      console.log(`Removing the previous bench data (${existingUsers} users, ${existingIdeas} ideas)…`);
      await db.execute(sql`delete from ideas where creator_id in (${benchUsers})`);
      await db.execute(sql`delete from users where email like ${'bench-%@' + BENCH_EMAIL_DOMAIN}`);
    }
    const started = Date.now();
    const userRows: NewUser[] = Array.from({ length: USERS }, (_, i) => ({
      id: newId(),
      email: `bench-${i}@${BENCH_EMAIL_DOMAIN}`,
      displayName: `Bench User ${i}`,
      photoURL: '',
    }));
    for (let i = 0; i < userRows.length; i += 1000)
      await db.insert(users).values(userRows.slice(i, i + 1000));

    // Secondary indexes are dropped for the bulk load and rebuilt once afterwards (much faster).
    const indexDefs = resultRows<{ indexname: string; indexdef: string }>(
      await db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'ideas' and schemaname = current_schema() and indexname <> 'ideas_pkey'`,
      ),
    );
    const bulk = IDEAS >= 20_000;
    if (bulk)
      for (const { indexname } of indexDefs) await db.execute(sql.raw(`drop index if exists "${indexname}"`));
    const now = Date.now();
    const BATCH = 1000;
    for (let done = 0; done < IDEAS; done += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, IDEAS - done) }, () =>
        ideaRow(pick(userRows).id!, now),
      );
      await db.insert(ideas).values(batch);
      if ((done / BATCH) % 50 === 0)
        process.stdout.write(
          `\r  inserted ${done.toLocaleString('en-US')} / ${IDEAS.toLocaleString('en-US')} ideas`,
        );
    }
    process.stdout.write(
      `\r  inserted ${IDEAS.toLocaleString('en-US')} ideas in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    if (bulk) {
      const indexStarted = Date.now();
      if (getDatabase().driver === 'postgres') await db.execute(sql`set maintenance_work_mem = '256MB'`);
      for (const { indexdef } of indexDefs) await db.execute(sql.raw(indexdef));
      console.log(
        `  rebuilt ${indexDefs.length} indexes in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`,
      );
    }
    await db.execute(sql`vacuum analyze ideas`);
    await db.execute(sql`analyze users`);
  } else {
    console.log(
      `Reusing ${existingIdeas.toLocaleString('en-US')} bench ideas across ${existingUsers} users.`,
    );
  }
  const [first] = resultRows<{ id: string }>(
    await db.execute(sql`select id from users where email = ${'bench-0@' + BENCH_EMAIL_DOMAIN}`),
  );
  const { token } = await createApiToken(first!.id, 'bench');
  const ids = resultRows<{ id: string }>(
    await db.execute(sql`select id from ideas tablesample system (1) limit 200`),
  ).map((r) => r.id);
  return { token, ids };
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------

interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  paths: string[];
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(base: string, scenario: Scenario, duration: number): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        setupRequest: (request) => ({ ...request, path: scenario.paths[next++ % scenario.paths.length]! }),
      },
    ],
  });
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Each route is printed with the floor measured just before it, so load drifting on a shared machine cancels out. */
function printTable(rows: { route: Measured; floor: Measured }[], label: string): void {
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${DURATION} s per route (floor: ${Math.max(2, DURATION / 2)} s just before each)\n`,
  );
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'floor req/s',
    'floor p99 ms',
    'floor ÷ route (req/s)',
    'non-2xx',
    'errors',
  ];
  const lines = rows.map(({ route: r, floor }) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(0),
    r.p99.toFixed(0),
    floor.rps.toFixed(0),
    floor.p99.toFixed(0),
    (floor.rps / r.rps).toFixed(2),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  console.log(row(header));
  console.log(
    '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|',
  );
  for (const line of lines) console.log(row(line));
}

async function main(): Promise<void> {
  const config = getConfig();
  const label = config.DATABASE_URL
    ? `PostgreSQL (${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
    : `PGlite (${path.resolve(config.DATA_DIR, 'pglite')})`;
  console.log(`Database: ${label}`);
  const handle = getDatabase();
  await migrateDatabase(handle);
  const { token, ids } = await seedDatabase();
  const total = await count(sql`select count(*) as n from ideas`);
  await bulk?.close();
  console.log(`The database holds ${total.toLocaleString('en-US')} ideas.`);

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
      'page=2000',
    ]) {
      const plan = await explainListIdeas(parseIdeaListQuery(new URLSearchParams(q)), null);
      console.log(
        `\n--- EXPLAIN /api/ideas?${q}\n[count]\n${plan.count.join('\n')}\n[page]\n${plan.page.join('\n')}`,
      );
    }
  }
  await handle.close();
  setDatabase(undefined);
  if (args['explain-only']) return;

  buildIfNeeded({ skip: args['skip-build'] });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the production server on ${base}…`);
  const server = await startServer(port);
  try {
    const body = JSON.stringify({
      title: 'Bench idea with a long enough title',
      category: 'Tech',
      type: 'Product',
      problemDescription: 'A problem description long enough to pass.',
      solutionDescription: 'A solution description long enough to pass.',
      protectionStatus: 'None',
      requireNDA: false,
      desiredPrice: 1234.5,
      contactPreference: 'Email',
    });
    const scenarios: Scenario[] = [
      { name: 'floor: GET /api/ping (constant JSON)', paths: ['/api/ping'] },
      { name: 'list: GET /api/ideas', paths: ['/api/ideas'] },
      { name: 'filtered: category + price range + NDA', paths: filtered.map((q) => `/api/ideas?${q}`) },
      {
        name: 'search: GET /api/ideas?search=…',
        paths: searches.map((s) => `/api/ideas?search=${encodeURIComponent(s)}`),
      },
      { name: 'detail: GET /api/ideas/{id}', paths: ids.map((id) => `/api/ideas/${id}`) },
      {
        name: 'create: POST /api/ideas (bearer)',
        method: 'POST',
        paths: ['/api/ideas'],
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      },
    ];
    const [floorScenario, ...routes] = scenarios;
    const results: { route: Measured; floor: Measured }[] = [];
    await measure(base, floorScenario!, 2); // warm-up
    for (const scenario of routes) {
      await measure(base, scenario, 2); // warm-up
      const floor = await measure(base, floorScenario!, Math.max(2, DURATION / 2));
      const measured = await measure(base, scenario, DURATION);
      console.log(
        `  ${scenario.name}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms (floor ${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms)`,
      );
      results.push({ route: measured, floor });
    }
    printTable(results, label);
  } finally {
    await stopServer(server);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
