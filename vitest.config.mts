import { defineConfig } from 'vitest/config';

const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/api/setup.ts'],
    env: { TEST_DB_DRIVER: driver, LOG_LEVEL: 'error' },
    ...(driver === 'postgres' ? { globalSetup: ['tests/api/postgres-global-setup.ts'] } : {}),
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      apiProject('api-pglite', 'pglite'),
      // The same API suite against a PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
