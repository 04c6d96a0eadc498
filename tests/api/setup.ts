import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from './harness';

// Every API test file gets a database of its own: an in-memory PGlite, or a throwaway schema on
// the PostgreSQL server named by TEST_DATABASE_URL. Handlers under test use it through lib/db.
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  close = await openTestDatabase();
});

afterAll(async () => {
  await close?.();
});
