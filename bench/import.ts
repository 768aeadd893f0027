/**
 * Import speed (docs/decisions/114): `npm run bench:import [-- options]`, prints figures; not a test.
 *
 *   npm run bench:import                          # 600 activities on the source, platform 1 (nl)
 *   npm run bench:import -- --activities 2000 --platform 3
 *
 * Seeds a source installation (embedded database, the seed CLI) and serves it from the build
 * (server/main.ts, page cache on as in production), then runs `import:site`'s import in this process
 * into an empty embedded database with the rate limit off: source and target on this machine, so the
 * figure is the import's own speed plus the source's answers, not the network's. Then a second run over
 * the finished import (it reads the lists, compares, writes nothing). Prints activities per second,
 * requests per second and the CPU seconds of the source server and of the importer: the one near the
 * wall time is what limits the run. Absolute numbers depend on the machine and its load (2 shared cores
 * here).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { importSite } from '../server/import/site-import.ts';
import { createImageStores } from '../server/storage/image-stores.ts';
import {
  keepTemporaryDirectories,
  machineLine,
  makeTempDir,
  processCpuSeconds,
  seedWithCli,
  snapshotBuild,
  startServer,
  table,
  treeLine,
} from './lib/harness.ts';
import { speedLine } from './lib/machine-speed.ts';

const HOSTS: Record<string, string> = { 1: 'nl.localhost', 2: 'de.localhost', 3: 'kids.localhost', 4: 'be.localhost' };

const { values } = parseArgs({
  options: {
    activities: { type: 'string', default: '600' },
    platform: { type: 'string', default: '1' },
    port: { type: 'string', default: '3461' },
    keep: { type: 'boolean', default: false },
  },
});
keepTemporaryDirectories(values.keep);
const platformId = Number(values.platform);
const host = HOSTS[values.platform];
if (!host) throw new Error(`--platform must be 1, 2, 3 or 4, got ${values.platform}`);

console.log(`# Import speed  ${machineLine()}`);
console.log(treeLine());
console.log(await speedLine());

const sourceDir = makeTempDir('import-source');
console.log(`seeding ${values.activities} activities into the source ...`);
const seedSeconds = seedWithCli(sourceDir, Number(values.activities));
console.log(`seeded in ${seedSeconds.toFixed(1)} s`);
const source = await startServer({ port: Number(values.port), dataDir: sourceDir, cwd: snapshotBuild(), stdout: 'ignore' });

const targetDir = makeTempDir('import-target');
const target = await openDatabase({ dataDir: path.join(targetDir, 'pglite') });
await migrateDatabase(target.db);
const images = createImageStores({ DATA_DIR: targetDir } as Parameters<typeof createImageStores>[0]).originals;

const rows: string[][] = [['run', 'activities', 'seconds', 'activities/s', 'requests', 'requests/s', 'source CPU s', 'importer CPU s']];
try {
  for (const run of ['first (empty target)', 'second (nothing changed)']) {
    const sourceCpu = processCpuSeconds(source.pid) ?? 0;
    const ownCpu = process.cpuUsage();
    const started = performance.now();
    const report = await importSite({ db: target.db, images, from: `http://${host}:${source.port}`, platformId, rate: 0, extraPaths: [] });
    const seconds = (performance.now() - started) / 1000;
    if (!report.complete) throw new Error(`the ${run} import did not complete: ${JSON.stringify(report.rows.slice(0, 5))}`);
    const activities = report.counts.activity;
    const handled = activities ? activities.imported + activities.updated + activities.unchanged : 0;
    const cpu = process.cpuUsage(ownCpu);
    rows.push([
      run,
      String(handled),
      seconds.toFixed(1),
      (handled / seconds).toFixed(1),
      String(report.requests ?? 0),
      ((report.requests ?? 0) / seconds).toFixed(1),
      ((processCpuSeconds(source.pid) ?? 0) - sourceCpu).toFixed(1),
      ((cpu.user + cpu.system) / 1e6).toFixed(1),
    ]);
  }
  const [counts] = await queryRows<{ activities: number; images: number }>(
    target.db,
    sql`SELECT (SELECT count(*)::int FROM activities WHERE platform_id = ${platformId}) AS activities,
               (SELECT count(*)::int FROM media WHERE type = 'IMAGE') AS images`,
  );
  console.log(table(rows));
  console.log(`target: ${counts!.activities} activities, ${counts!.images} image rows on platform ${platformId} (${host}); rate limit off`);
} finally {
  await target.close();
  await source.stop();
}
