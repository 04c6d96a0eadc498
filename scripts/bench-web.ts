// npm run bench:web [-- --runs 3]: Lighthouse (mobile profile) on /, /ideas and an idea's page of
// the production server with demo content, and the first-load JavaScript of each page (gzip).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { freePort } from '@/lib/platform/net';
import { ensureBuild } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
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

/** DESIGN.md section 12. */
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 95, ideasJsGzip: 130 * 1024 };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  consoleErrors: string[];
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
async function get(url: string | URL): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url);
    } catch (error) {
      if (attempt >= 3) throw new Error(`GET ${String(url)} failed`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The scripts the page's HTML loads, each gzipped as the server sends it. */
async function firstLoadJs(url: string): Promise<{ files: number; gzip: number }> {
  const html = await (await get(url)).text();
  // `noModule` scripts (legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (m) => !/\snomodule/i.test(m[0]),
  );
  const sources = [...new Set(tags.map((m) => m[1]!))];
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await get(new URL(src.replaceAll('&amp;', '&'), url))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, gzip };
}

function lighthouse(url: string): Run {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse failed on ${url}: ${result.stderr.toString().slice(-2000)}`);
  const report = JSON.parse(result.stdout.toString()) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: { description?: string }[] } }>;
  };
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    consoleErrors: (report.audits['errors-in-console']?.details?.items ?? []).map(
      (i) => i.description ?? '?',
    ),
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): try that run again. */
function lighthouseWithRetries(url: string): Run {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  run failed, again: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
      );
    }
  }
}

async function main() {
  ensureBuild();
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
  console.log(`Seeding demo content into ${dataDir} ...`);
  const seed = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/seed-demo.ts'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (seed.status !== 0) throw new Error('the demo seed failed');
  const server: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, server);
    const list = (await (await fetch(`${base}/api/ideas?requireNDA=No&limit=1`)).json()) as {
      ideas: { _id: string }[];
    };
    const id = list.ideas[0]?._id;
    if (!id) throw new Error('no idea to measure');
    const pages = [
      { name: '/', url: `${base}/` },
      { name: '/ideas', url: `${base}/ideas` },
      { name: '/ideas/{id}', url: `${base}/ideas/${id}` },
    ];
    // A deployed site has been visited before: the first render fills the cache.
    for (const page of pages) await get(page.url);
    const rows: string[] = [];
    const failures: string[] = [];
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`Lighthouse ${page.name} run ${i + 1}/${runs} ...\n`);
        results.push(lighthouseWithRetries(page.url));
      }
      const js = await firstLoadJs(page.url);
      const m = {
        performance: median(results.map((r) => r.performance)),
        accessibility: median(results.map((r) => r.accessibility)),
        bestPractices: median(results.map((r) => r.bestPractices)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
      };
      rows.push(
        [
          page.name.padEnd(12),
          String(m.performance).padStart(4),
          String(m.accessibility).padStart(5),
          String(m.bestPractices).padStart(5),
          `${(m.lcp / 1000).toFixed(2)} s`.padStart(8),
          `${Math.round(m.tbt)} ms`.padStart(8),
          m.cls.toFixed(3).padStart(6),
          `${(js.gzip / 1024).toFixed(1)} KB (${js.files} files)`.padStart(20),
        ].join('  '),
      );
      const errors = [...new Set(results.flatMap((r) => r.consoleErrors))];
      if (errors.length) console.log(`  console errors on ${page.name}: ${errors.join(' | ')}`);
      if (m.performance < BUDGET.performance)
        failures.push(`${page.name} performance ${m.performance} < ${BUDGET.performance}`);
      if (m.accessibility < BUDGET.accessibility)
        failures.push(`${page.name} accessibility ${m.accessibility} < ${BUDGET.accessibility}`);
      if (m.bestPractices < BUDGET.bestPractices)
        failures.push(`${page.name} best practices ${m.bestPractices} < ${BUDGET.bestPractices}`);
      if (page.name === '/ideas' && js.gzip > BUDGET.ideasJsGzip)
        failures.push(`/ideas first-load JS ${(js.gzip / 1024).toFixed(1)} KB > 130 KB gzip`);
    }
    console.log(`\nMedians of ${runs} Lighthouse runs (mobile profile), production build, demo content:\n`);
    console.log('page          perf  a11y  b.p.       LCP       TBT     CLS   first-load JS (gzip)');
    for (const row of rows) console.log(row);
    console.log(failures.length ? `\nOver budget:\n  ${failures.join('\n  ')}` : '\nAll budgets met.');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
