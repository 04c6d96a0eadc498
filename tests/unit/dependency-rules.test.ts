import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run check:deps` holds the real tree to the layers (.dependency-cruiser.cjs). These cases
// show the same rules refusing what they are there to refuse, on a small tree made for the test.

const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, '.dependency-cruiser.cjs');
const work = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs dependency-cruiser with the project's rules on `files` (path → source); returns its report. */
function cruise(name: string, files: Record<string, string>): { status: number | null; report: string } {
  const dir = path.join(work, name);
  for (const [file, source] of Object.entries({
    'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
    'models/index.ts': 'export {};\n',
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'lib',
      'models',
      '--config',
      config,
      '--output-type',
      'err',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  return { status: result.status, report: `${result.stdout}${result.stderr}` };
}

describe('the dependency rules', () => {
  it('pass a tree whose imports go downwards', () => {
    const { status, report } = cruise('clean', {
      'lib/core/errors.ts': 'export class DomainError extends Error {}\n',
      'lib/events/index.ts': "import '@/lib/core/errors';\nexport const announce = () => {};\n",
      'lib/ideas/index.ts': "import '@/lib/events';\nimport '@/lib/core/errors';\n",
      'lib/cache/index.ts': "import '@/lib/ideas';\nimport '@/lib/events';\n",
    });
    expect(report).toContain('no dependency violations');
    expect(status).toBe(0);
  });

  it('refuse a deliberate circle between two domains', () => {
    const { status, report } = cruise('circle', {
      'lib/ideas/index.ts': "import '@/lib/users';\nexport const a = 1;\n",
      'lib/users/index.ts': "import '@/lib/ideas';\nexport const b = 1;\n",
    });
    expect(report).toMatch(/error no-circular: lib\/(ideas|users)\/index\.ts/);
    expect(status).not.toBe(0);
  });

  it('refuse a domain that calls the cache, and a kernel or model that imports a domain', () => {
    const { status, report } = cruise('layers', {
      'lib/core/ids.ts': "import '@/lib/ideas/rules';\n",
      'lib/ideas/rules.ts': 'export const rule = 1;\n',
      'lib/ideas/mutations.ts': "import '@/lib/cache';\n",
      'lib/cache/index.ts': 'export const forget = () => {};\n',
      'models/ideas.ts': "import '@/lib/ideas/rules';\n",
      'lib/validation/idea.ts': "import '@/models/ideas';\n",
    });
    expect(report).toContain('error core-is-the-kernel: lib/core/ids.ts → lib/ideas/rules.ts');
    expect(report).toContain('error domains-not-to-adapters: lib/ideas/mutations.ts → lib/cache/index.ts');
    expect(report).toContain('error data-below-rules: models/ideas.ts → lib/ideas/rules.ts');
    expect(report).toContain('error schemas-below-domains: lib/validation/idea.ts → models/ideas.ts');
    expect(status).not.toBe(0);
  });

  it('refuse a deep import into another domain, a platform service that knows a domain, and a browser entry that needs the server', () => {
    const { status, report } = cruise('entries', {
      'lib/db/index.ts': 'export const db = 1;\n',
      'lib/identity/index.ts': "export { findUser } from './users/queries';\n",
      'lib/identity/users/queries.ts': 'export const findUser = 1;\n',
      'lib/identity/shared.ts': "export { SIGNED_OUT } from './messages';\n",
      'lib/identity/messages.ts': "import '@/lib/db';\nexport const SIGNED_OUT = 'Signed out';\n",
      'lib/ideas/index.ts': "import '@/lib/identity/users/queries';\nimport '@/lib/identity';\n",
      'lib/platform/jobs/index.ts': "import '@/lib/ideas';\n",
    });
    expect(report).toContain('error identity-through-its-entries: lib/ideas/index.ts → lib/identity/users/queries.ts');
    expect(report).not.toContain('lib/ideas/index.ts → lib/identity/index.ts');
    expect(report).toContain('error platform-knows-no-product: lib/platform/jobs/index.ts → lib/ideas/index.ts');
    expect(report).toMatch(/error shared-entries-run-in-the-browser: lib\/identity\/shared\.ts → .*lib\/db\/index\.ts/);
    expect(status).not.toBe(0);
  });
});
