// npm run bench:web [-- --runs 3] [--public-only] [--save DIR] [--baseline REV]: Lighthouse (mobile profile) on /,
// /ideas and an idea's page of the production server with demo content, and on the signed-in
// /messages, /deals and /create-idea (with a session cookie), each beside the framework's floor (a
// bare App Router app with the same next/react, scripts/web-floor.ts) measured in the same run.
// --baseline REV also builds that commit's sources and measures its pages in the same run.
// --viewer-parts-only skips the floor and Lighthouse: only the signed-in pages' placeholders.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { VIEWER_HINT_COOKIE } from '@/lib/identity/auth/viewer-hint';
import { freePort } from '@/lib/platform/net';
import { ensureBuild } from './ensure-build.mjs';
import { formatViewerParts, measureViewerParts, type ViewerPartsResult } from './viewer-parts';
import { startFloor } from './web-floor';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'public-only': { type: 'boolean', default: false },
    save: { type: 'string' },
    baseline: { type: 'string' },
    'viewer-parts-only': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

/** DESIGN.md section 12: budgets relative to the floor of the same run. */
const TARGET = {
  public: { performance: -3, tbtMs: 100, mainThread: 1.5, jsKb: 25 },
  signedIn: { tbtMs: 200, jsKb: 60 },
  accessibility: 100,
  bestPractices: 100,
};

/** The demo's creator who has conversations and access requests (lib/demo). */
const DEMO_ACCOUNT = { email: 'maya@demo.ideas', password: 'demo-password' };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's main-thread work breakdown, in ms: the tasks of its unthrottled trace scaled by
   * the mobile profile's 4× CPU slowdown (the saved trace's tasks add up to a quarter of it).
   */
  mainThread: number;
  scriptMs: number;
  styleLayoutMs: number;
  consoleErrors: string[];
}

interface Page {
  name: string;
  url: string;
  kind: 'floor' | 'public' | 'signed-in';
  cookie?: string;
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** GET with retries: a keep-alive socket the server closed while Lighthouse ran fails once. */
async function get(url: string | URL, cookie?: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    } catch (error) {
      if (attempt >= 3) throw new Error(`GET ${String(url)} failed`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The scripts the page's HTML loads, each gzipped as the server sends it. */
async function firstLoadJs(page: Page): Promise<{ files: number; gzip: number }> {
  const reply = await get(page.url, page.cookie);
  if (reply.status !== 200) throw new Error(`${page.name} answered ${reply.status}`);
  const html = await reply.text();
  // `noModule` scripts (legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (m) => !/\snomodule/i.test(m[0]),
  );
  const sources = [...new Set(tags.map((m) => m[1]!))];
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(
      await (await get(new URL(src.replaceAll('&amp;', '&'), page.url))).arrayBuffer(),
    );
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, gzip };
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { description?: string; group?: string; duration?: number }[] };
    }
  >;
}

function lighthouse(page: Page, saveAs?: string): Run {
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    page.url,
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (page.cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`lighthouse failed on ${page.url}: ${result.stderr.toString().slice(-2000)}`);
  if (saveAs) writeFileSync(saveAs, result.stdout);
  const report = JSON.parse(result.stdout.toString()) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const breakdown = report.audits['mainthread-work-breakdown'];
  const group = (name: string) =>
    (breakdown?.details?.items ?? [])
      .filter((i) => i.group === name)
      .reduce((s, i) => s + (i.duration ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    mainThread: breakdown?.numericValue ?? Number.NaN,
    scriptMs: group('scriptEvaluation'),
    styleLayoutMs: group('styleLayout'),
    consoleErrors: (report.audits['errors-in-console']?.details?.items ?? []).map(
      (i) => i.description ?? '?',
    ),
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): try that run again. */
function lighthouseWithRetries(page: Page, saveAs?: string): Run {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(page, saveAs);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  run failed, again: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
      );
    }
  }
}

/** Signs in through next-auth's credentials form, as the browser does; returns the Cookie header. */
async function signIn(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  keep(
    await fetch(`${base}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
      body: new URLSearchParams({ csrfToken, email, password }),
    }),
  );
  if (![...jar.keys()].some((name) => name.endsWith('session-token')))
    throw new Error(`signing in as ${email} failed`);
  // With the viewer hint already sent, proxy.ts sets no cookie: a cookie in Chromium's own jar
  // would take the place of Lighthouse's extra Cookie header, and the session with it.
  jar.set(VIEWER_HINT_COOKIE, '1');
  return header();
}

/** Signed-in pages whose viewer parts are polled: home, an idea of another creator, /deals, /messages. */
async function viewerPages(base: string, cookie: string): Promise<{ name: string; url: string }[]> {
  const { viewer } = (await (await get(`${base}/api/viewer`, cookie)).json()) as {
    viewer: { id: string } | null;
  };
  const { ideas } = (await (await get(`${base}/api/ideas?limit=50`)).json()) as {
    ideas: { _id: string; creator: string; requireNDA: boolean }[];
  };
  const other = ideas.find((idea) => idea.creator !== viewer?.id && idea.requireNDA) ?? ideas[0];
  if (!viewer || !other) throw new Error('no signed-in viewer or idea to poll');
  return [
    { name: '/', url: `${base}/` },
    { name: '/ideas/{id}', url: `${base}/ideas/${other._id}` },
    { name: '/deals', url: `${base}/deals` },
    { name: '/messages', url: `${base}/messages` },
  ];
}

type Medians = Omit<Run, 'consoleErrors'> & { js: { files: number; gzip: number } };

function medians(results: Run[], js: { files: number; gzip: number }): Medians {
  const m = (pick: (r: Run) => number) => median(results.map(pick));
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: m((r) => r.cls),
    mainThread: m((r) => r.mainThread),
    scriptMs: m((r) => r.scriptMs),
    styleLayoutMs: m((r) => r.styleLayoutMs),
    js,
  };
}

const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;
const kb = (bytes: number) => bytes / 1024;

function row(page: Page, m: Medians, floor: Medians): string {
  const isFloor = page.kind === 'floor';
  const rel = (text: string, delta: string) => (isFloor ? text : `${text} (${delta})`);
  return [
    page.name.padEnd(22),
    rel(String(m.performance), signed(m.performance - floor.performance)).padStart(9),
    String(m.accessibility).padStart(4),
    String(m.bestPractices).padStart(4),
    `${(m.lcp / 1000).toFixed(2)} s`.padStart(7),
    rel(`${Math.round(m.tbt)}`, signed(m.tbt - floor.tbt)).padStart(13),
    rel(`${Math.round(m.mainThread)}`, `${(m.mainThread / floor.mainThread).toFixed(2)}×`).padStart(13),
    `${Math.round(m.scriptMs)}/${Math.round(m.styleLayoutMs)}`.padStart(12),
    m.cls.toFixed(3).padStart(6),
    rel(`${kb(m.js.gzip).toFixed(1)}`, signed(kb(m.js.gzip - floor.js.gzip), 1)).padStart(15),
  ].join('  ');
}

function misses(page: Page, m: Medians, floor: Medians): string[] {
  const out: string[] = [];
  const miss = (ok: boolean, text: string) => ok || out.push(`${page.name}: ${text}`);
  const jsOver = kb(m.js.gzip - floor.js.gzip);
  if (page.kind === 'public') {
    const t = TARGET.public;
    miss(
      m.performance >= floor.performance + t.performance,
      `performance ${m.performance} < floor ${floor.performance} − 3`,
    );
    miss(
      m.tbt <= floor.tbt + t.tbtMs,
      `TBT ${Math.round(m.tbt)} ms > floor ${Math.round(floor.tbt)} + ${t.tbtMs} ms`,
    );
    miss(
      m.mainThread <= floor.mainThread * t.mainThread,
      `main thread ${(m.mainThread / floor.mainThread).toFixed(2)}× the floor's > ${t.mainThread}×`,
    );
    miss(jsOver <= t.jsKb, `first-load JS floor + ${jsOver.toFixed(1)} KB > + ${t.jsKb} KB`);
    miss(m.cls === 0, `CLS ${m.cls.toFixed(3)} > 0`);
  } else if (page.kind === 'signed-in') {
    const t = TARGET.signedIn;
    miss(
      m.tbt <= floor.tbt + t.tbtMs,
      `TBT ${Math.round(m.tbt)} ms > floor ${Math.round(floor.tbt)} + ${t.tbtMs} ms`,
    );
    miss(jsOver <= t.jsKb, `first-load JS floor + ${jsOver.toFixed(1)} KB > + ${t.jsKb} KB`);
  }
  if (page.kind !== 'floor') {
    miss(
      m.accessibility >= TARGET.accessibility,
      `accessibility ${m.accessibility} < ${TARGET.accessibility}`,
    );
    miss(
      m.bestPractices >= TARGET.bestPractices,
      `best practices ${m.bestPractices} < ${TARGET.bestPractices}`,
    );
  }
  return out;
}

interface App {
  base: string;
  pages: Page[];
  cookie?: string;
  stop: () => Promise<void>;
}

/**
 * Seeds the demo content into a throwaway data directory and starts the production server of the
 * app in `dir` (this checkout, or the baseline's); `suffix` names its pages in the table.
 */
async function startApp(dir: string, suffix: string): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideas-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    AUTH_SECRET: 'bench-web-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
  };
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`Seeding demo content into ${dataDir} ...`);
    const seed = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/seed-demo.ts'],
      { cwd: dir, env, stdio: 'inherit' },
    );
    if (seed.status !== 0) throw new Error('the demo seed failed');
    server = spawn(process.execPath, ['server.mjs'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, server);
    const list = (await (await fetch(`${base}/api/ideas?requireNDA=No&limit=1`)).json()) as {
      ideas: { _id: string }[];
    };
    const id = list.ideas[0]?._id;
    if (!id) throw new Error('no idea to measure');
    const pages: Page[] = [
      { name: `/${suffix}`, url: `${base}/`, kind: 'public' },
      { name: `/ideas${suffix}`, url: `${base}/ideas`, kind: 'public' },
      { name: `/ideas/{id}${suffix}`, url: `${base}/ideas/${id}`, kind: 'public' },
    ];
    let cookie: string | undefined;
    if (!values['public-only']) {
      cookie = await signIn(base, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      for (const name of ['/messages', '/deals', '/create-idea'])
        pages.push({ name: `${name}${suffix}`, url: `${base}${name}`, kind: 'signed-in', cookie });
    }
    return { base, pages, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The sources of `rev` (`git archive`, no change to this repository) in a temporary directory,
 * with this checkout's node_modules, built for production.
 */
function buildBaseline(rev: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideas-bench-baseline-'));
  const archive = spawnSync('git', ['archive', '--format=tar', rev], {
    cwd: root,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive ${rev} failed: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error('unpacking the baseline failed');
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  console.log(`Building the baseline ${rev} in ${dir} ...`);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_PRIVATE_OUTPUT_TRACE_ROOT: '/',
  } as NodeJS.ProcessEnv;
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `the baseline did not build:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`,
    );
  }
  return dir;
}

async function main() {
  ensureBuild();
  if (values.save) mkdirSync(values.save, { recursive: true });
  const baselineDir = values.baseline ? buildBaseline(values.baseline) : undefined;
  if (values['viewer-parts-only']) return viewerPartsOnly(baselineDir);
  const floor = await startFloor(root);
  const apps: App[] = [];
  try {
    apps.push(await startApp(root, ''));
    if (baselineDir) apps.push(await startApp(baselineDir, ' (before)'));
    const pages: Page[] = [{ name: 'floor', url: floor.url, kind: 'floor' }];
    // This checkout's pages, each followed by the baseline's.
    const [current, baseline] = apps;
    current!.pages.forEach((page, i) => {
      pages.push(page);
      const before = baseline?.pages[i];
      if (before) pages.push(before);
    });
    // A deployed site has been visited before: the first render fills the cache.
    for (const page of pages) await get(page.url, page.cookie);
    // Every run measures the floor and then each page, so a busy moment of the host touches both.
    const results = new Map<Page, Run[]>(pages.map((p) => [p, []]));
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        process.stdout.write(`Lighthouse ${page.name} run ${i + 1}/${runs} ...\n`);
        const saveAs = values.save
          ? path.join(values.save, `${page.name.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${i + 1}.json`)
          : undefined;
        results.get(page)!.push(lighthouseWithRetries(page, saveAs));
      }
    }
    const measured = new Map<Page, Medians>();
    for (const page of pages) {
      const errors = [...new Set(results.get(page)!.flatMap((r) => r.consoleErrors))];
      if (errors.length) console.log(`  console errors on ${page.name}: ${errors.join(' | ')}`);
      measured.set(page, medians(results.get(page)!, await firstLoadJs(page)));
    }
    const viewerParts = await pollViewerParts(apps);
    const floorMedians = measured.get(pages[0]!)!;
    console.log(
      `\nMedians of ${runs} Lighthouse runs (mobile profile), production build, demo content; ` +
        `(…) is the difference from the floor, or the ratio to it:\n`,
    );
    console.log(
      [
        'page'.padEnd(22),
        'perf'.padStart(9),
        'a11y'.padStart(4),
        'b.p.'.padStart(4),
        'LCP'.padStart(7),
        'TBT ms'.padStart(13),
        'main thr. ms'.padStart(13),
        'script/style'.padStart(12),
        'CLS'.padStart(6),
        'first JS KB gz'.padStart(15),
      ].join('  '),
    );
    const failures: string[] = [];
    for (const page of pages) {
      const m = measured.get(page)!;
      console.log(row(page, m, floorMedians));
      if (!page.name.endsWith(' (before)')) failures.push(...misses(page, m, floorMedians));
    }
    if (viewerParts.length) console.log(`\n${formatViewerParts(viewerParts)}`);
    console.log(failures.length ? `\nTargets missed:\n  ${failures.join('\n  ')}` : '\nAll targets met.');
  } finally {
    for (const app of apps) await app.stop();
    await floor.stop();
    if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
  }
}

/** The signed-in pages of each app (a baseline's named "(before)"), polled in the same runs. */
async function pollViewerParts(apps: App[]): Promise<ViewerPartsResult[]> {
  const pages: { name: string; url: string; cookie: string }[] = [];
  for (const [index, app] of apps.entries()) {
    if (!app.cookie) continue;
    const cookie = app.cookie;
    for (const page of await viewerPages(app.base, cookie))
      pages.push({ ...page, name: index ? `${page.name} (before)` : page.name, cookie });
  }
  if (!pages.length) return [];
  console.log('Polling the signed-in pages for placeholders of the viewer’s parts ...');
  const found = await measureViewerParts(pages, runs);
  // Each page beside its baseline.
  return found.sort((a, b) => pageOrder(a.name) - pageOrder(b.name));
}

const pageOrder = (name: string) =>
  ['/', '/ideas/{id}', '/deals', '/messages'].indexOf(name.replace(' (before)', ''));

/** --viewer-parts-only: the apps, signed in, and their placeholders; no floor, no Lighthouse. */
async function viewerPartsOnly(baselineDir: string | undefined): Promise<void> {
  const apps: App[] = [];
  try {
    apps.push(await startApp(root, ''));
    if (baselineDir) apps.push(await startApp(baselineDir, ' (before)'));
    for (const app of apps) for (const page of app.pages) await get(page.url, page.cookie);
    console.log(`\n${formatViewerParts(await pollViewerParts(apps))}`);
  } finally {
    for (const app of apps) await app.stop();
    if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
