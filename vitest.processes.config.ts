import { defineConfig } from 'vitest/config';

// Tests that start real server processes from the production build (`*.processes.test.ts`): run by
// `npm run test:processes` after the build, apart from the unit run (vitest.config.ts leaves them out).
export default defineConfig({
  test: {
    include: ['**/*.processes.test.ts'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'data/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
