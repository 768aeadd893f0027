// CI helper: drops the database made by scripts/ci-database.ts and the template databases the test
// run derived from it, so repeated CI runs on one machine leave nothing behind.
import pg from 'pg';

const url = process.argv[2];
if (!url) process.exit(0);
const name = new URL(url).pathname.slice(1);
if (!/^uitjes_ci_[a-z0-9_]+$/.test(name)) {
  console.error(`refusing to drop ${name}: not a CI database`);
  process.exit(1);
}
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
await client.connect();
for (const database of [`${name}_tpl_empty`, `${name}_tpl_seeded`, name]) {
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
await client.end();
console.log(`dropped CI database ${name} and its templates`);
