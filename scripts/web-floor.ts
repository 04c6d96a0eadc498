// The framework's floor for `npm run bench:web`: a bare App Router app (a layout and a page with 20
// links and a paragraph each) built in a temporary directory with the project's own `next`, `react`
// and `react-dom`, served by `next start`. Our pages are measured against it in the same run, so a
// faster or slower host moves both alike.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/platform/net';

const LINKS = 20;

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'web-floor', private: true }, null, 2),
  // The symlinked node_modules lives outside this directory: Turbopack and the file tracer need a
  // root above both.
  'next.config.mjs': `export default { poweredByHeader: false, outputFileTracingRoot: '/', turbopack: { root: '/' } };\n`,
  'app/layout.js': `// No favicon request: a 404 in the console would cost the floor its best-practices score.
export const metadata = { title: 'Floor', description: 'A bare App Router page.', icons: { icon: 'data:,' } };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `import Link from 'next/link';
const items = Array.from({ length: ${LINKS} }, (_, i) => i + 1);
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <ul>
        {items.map((n) => (
          <li key={n}>
            <Link href={'/items/' + n}>Item {n}</Link>
            <p>Paragraph {n}: a sentence or two of plain text under each link, as a list of ideas has.</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
`,
  'app/items/[n]/page.js': `export function generateStaticParams() {
  return Array.from({ length: ${LINKS} }, (_, i) => ({ n: String(i + 1) }));
}
export default async function Item({ params }) {
  const { n } = await params;
  return <main><h1>Item {n}</h1></main>;
}
`,
};

export interface Floor {
  url: string;
  stop: () => Promise<void>;
}

/** Builds the bare app with the installed next/react (no network) and starts it on a free port. */
export async function startFloor(root: string): Promise<Floor> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideas-web-floor-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } as NodeJS.ProcessEnv;
  delete env.NEXT_DIST_DIR;
  delete env.NEXT_PRIVATE_OUTPUT_TRACE_ROOT;
  console.log(`Building the floor app in ${dir} ...`);
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the floor app did not build:\n${build.stdout}\n${build.stderr}`);
  }
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    [next, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the floor app did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
