import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from './harness';
import {
  authExportFile,
  authExportUser,
  firebaseUid,
  firestoreProfile,
  makeHashConfig,
  originalIdea,
  relaxedLines,
} from './import-fixtures';

const run = promisify(execFile);
const IDEAS = 10_000;
const CREATORS = 100;

// The CLI opens the configured database itself: here a throwaway embedded one in its own data
// directory (the PostgreSQL run of the suite has no database of its own to give it).
describe.skipIf(testDriver !== 'pglite')('npm run import:original', () => {
  let dir = '';
  const config = makeHashConfig();

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ideas-import-cli-'));
    const creators = Array.from({ length: CREATORS }, (_, i) => ({
      uid: firebaseUid(),
      email: `creator-${i}@original.test`,
      displayName: `Creator ${i}`,
    }));
    // Only a few carry passwords: each Firebase hash costs a scrypt run to make here.
    const auth = creators.map((c, i) =>
      authExportUser(i < 3 ? { ...c, password: `password-${i}` } : c, config),
    );
    writeFileSync(path.join(dir, 'auth.json'), authExportFile(auth));
    writeFileSync(path.join(dir, 'hash.json'), JSON.stringify(config));
    writeFileSync(
      path.join(dir, 'users.json'),
      JSON.stringify(
        Object.fromEntries(creators.map((c) => [c.uid, firestoreProfile(c.uid, c.email, c.displayName)])),
      ),
    );
    const ideas = Array.from({ length: IDEAS }, (_, n) => originalIdea(creators[n % CREATORS]!.uid, n));
    ideas[41] = { ...ideas[41]!, desiredPrice: 0 };
    writeFileSync(path.join(dir, 'ideas.json'), relaxedLines(ideas));
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) =>
    run(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/import-original.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'error' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  const files = () => [
    '--ideas',
    path.join(dir, 'ideas.json'),
    '--users',
    path.join(dir, 'users.json'),
    '--auth',
    path.join(dir, 'auth.json'),
    '--hash-config',
    path.join(dir, 'hash.json'),
  ];

  it(
    `imports ${IDEAS.toLocaleString('en-US')} ideas with a report of what it skipped, and a second run is a no-op`,
    { timeout: 180_000 },
    async () => {
      const dry = await cli(...files(), '--dry-run');
      expect(dry.stdout).toContain('Dry run: nothing was written.');
      expect(dry.stdout).toContain(
        `ideas: ${IDEAS - 1} would be imported, 0 would be updated, 0 unchanged, 1 skipped`,
      );

      const started = Date.now();
      const first = await cli(...files());
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `import of ${IDEAS} ideas (CLI, PGlite, migrations included): ${seconds.toFixed(1)} s\n${first.stdout}`,
      );
      expect(first.stdout).toContain(`users: ${CREATORS} imported, 0 updated, 0 unchanged, 0 skipped`);
      expect(first.stdout).toContain(`ideas: ${IDEAS - 1} imported, 0 updated, 0 unchanged, 1 skipped`);
      expect(first.stdout).toMatch(
        /ideas\.json line 42 \([0-9a-f]{24}\): desiredPrice: Price must be greater than zero/,
      );

      const second = await cli(...files());
      expect(second.stdout).toContain(`users: 0 imported, 0 updated, ${CREATORS} unchanged, 0 skipped`);
      expect(second.stdout).toContain(`ideas: 0 imported, 0 updated, ${IDEAS - 1} unchanged, 1 skipped`);
    },
  );

  it('says how to call it, and names a file it cannot read', async () => {
    await expect(cli()).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringContaining('usage: npm run import:original'),
    });
    await expect(cli('--ideas', path.join(dir, 'missing.json'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Import failed: ENOENT'),
    });
  });
});
