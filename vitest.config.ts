import { defineConfig } from 'vitest/config';

// Unit and integration tests beside the code; Playwright specs (tests/e2e) are not Vitest's.
// Integration suites (`*.integration.test.ts`) touch the database and run on PGlite by default and on
// a real PostgreSQL server when TEST_DATABASE_URL is set (see tests/support/test-database.ts).
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // `*.processes.test.ts` start server processes from the build: `npm run test:processes` runs them.
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'data/**', '**/*.processes.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/lazy-loads.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each test file gets fresh modules, so no cache or counter at module level carries one file's data
    // into the next. Said here because Vitest otherwise prints a hint after every run to turn it off: a
    // whole run with isolate: false passed here too, but was not measurably faster (on a busy 2-vCPU
    // machine: 954 s against 494 s isolated, under different loads).
    isolate: true,
    maxWorkers: 2,
  },
});
