import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { resetConfig } from '@/lib/core/config';
import { setDatabase } from '@/lib/db';
import { openPglite, openPostgres, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

import { testDriver } from './driver';

export { testDriver };

/** Opens, migrates and installs a fresh database; returns its teardown. */
export async function openTestDatabase(): Promise<() => Promise<void>> {
  // Uploaded files and generated secrets go to a throwaway directory, never ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideas-api-test-'));
  process.env.DATA_DIR = dataDir;
  resetConfig();
  let handle: DatabaseHandle;
  if (testDriver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    handle = openPostgres(url, { schema, max: 5 });
  } else {
    handle = openPglite(undefined, { startFrom: inject('pgliteTemplate') });
  }
  const teardown = async () => {
    setDatabase(undefined);
    if (handle.schema) await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${handle.schema}" CASCADE`));
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await teardown();
    throw error;
  }
  setDatabase(handle);
  return teardown;
}
