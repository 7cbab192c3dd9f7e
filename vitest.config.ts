import { defineConfig } from 'vitest/config';

// Integration suites (*.int.test.ts) run once on embedded PGlite and, when TEST_DATABASE_URL is
// set, once more on that PostgreSQL server.
const integration = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `db-${kind}`,
    include: ['src/**/*.int.test.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The suites of one worker share its loaded modules: each file importing the whole server
    // afresh took a third of the run (docs/decisions/046). Every suite makes its own app and
    // database, and a spy is put back after its test, so nothing of one file reaches the next.
    isolate: false,
    restoreMocks: true,
    // One migrated database, which each suite's database copies (test/database-templates.global.ts).
    globalSetup: ['src/server/test/database-templates.global.ts'],
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.int.test.ts'] },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
