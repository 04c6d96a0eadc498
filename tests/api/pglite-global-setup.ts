import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, snapshotEmbeddedDatabase } from '@/lib/db';
import { migrateDatabase } from '@/lib/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's tarball that every test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database (initdb) and migrating it takes seconds of CPU; unpacking a
 * migrated copy takes a fraction of that. The copy is made once per run, by the same migrations.
 */
export default async function setup({ provide }: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideas-api-template-'));
  const dataDir = path.join(dir, 'pgdata');
  const handle = openPglite(dataDir);
  try {
    await migrateDatabase(handle);
    const { tarball } = await snapshotEmbeddedDatabase(dataDir);
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, tarball);
    provide('pgliteTemplate', file);
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
