import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/api/setup.ts'],
    env: { TEST_DB_DRIVER: driver, LOG_LEVEL: 'error' },
    globalSetup: [
      'tests/api/build-global-setup.ts',
      driver === 'postgres' ? 'tests/api/postgres-global-setup.ts' : 'tests/api/pglite-global-setup.ts',
    ],
  },
});

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Tests run server modules outside React's server environment; the marker has nothing to guard here.
    alias: { 'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) },
  },
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
