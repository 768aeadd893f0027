// Runs the data-layer and API suites (`*.integration.test.ts`) against a real PostgreSQL server when
// TEST_DATABASE_URL is set; the unit run before it already ran them on embedded PGlite.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suites is skipped (they ran on PGlite).');
  process.exit(0);
}
const where = new URL(process.env.TEST_DATABASE_URL);
console.log(`Integration suites against PostgreSQL at ${where.host}${where.pathname}`);
const result = spawnSync('vitest', ['run', 'integration'], { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
