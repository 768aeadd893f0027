import os from 'node:os';
import path from 'node:path';

/** Where global-setup leaves the PGlite snapshots for this run (one per user and checkout). */
const dir = path.join(os.tmpdir(), `uitjes-test-${process.getuid?.() ?? 0}-${Buffer.from(process.cwd()).toString('hex').slice(-16)}`);

export const SNAPSHOT_DIR = dir;
export const SNAPSHOT_PATHS = {
  empty: path.join(dir, 'empty.tar.gz'),
  seeded: path.join(dir, 'seeded.tar.gz'),
} as const;

/** Template databases on the PostgreSQL server for this run. */
export const TEMPLATE_DATABASES = { empty: 'uitjes_tpl_empty', seeded: 'uitjes_tpl_seeded' } as const;

/** Small but complete demo data for tests: every platform, every kind of content. */
export const TEST_SEED = { seed: 42, activities: 400 } as const;
