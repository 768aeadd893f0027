import os from 'node:os';
import path from 'node:path';

/** Where global-setup leaves the PGlite snapshots for this run (one per user and checkout). */
const dir = path.join(os.tmpdir(), `uitjes-test-${process.getuid?.() ?? 0}-${Buffer.from(process.cwd()).toString('hex').slice(-16)}`);

export const SNAPSHOT_DIR = dir;
export const SNAPSHOT_PATHS = {
  empty: path.join(dir, 'empty.tar.gz'),
  seeded: path.join(dir, 'seeded.tar.gz'),
} as const;

/** Template databases on the PostgreSQL server, named after TEST_DATABASE_URL's database so runs don't clash. */
function templatePrefix(): string {
  const url = process.env.TEST_DATABASE_URL;
  const database = url
    ? new URL(url).pathname
        .slice(1)
        .replace(/[^a-z0-9_]/gi, '_')
        .toLowerCase()
    : 'uitjes';
  return `${database || 'uitjes'}_tpl`;
}

export const TEMPLATE_DATABASES = {
  get empty() {
    return `${templatePrefix()}_empty`;
  },
  get seeded() {
    return `${templatePrefix()}_seeded`;
  },
};

/** Small but complete demo data for tests: every platform, every kind of content. */
export const TEST_SEED = { seed: 42, activities: 400 } as const;
