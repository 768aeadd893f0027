// CI helper: when a PostgreSQL answers on 127.0.0.1:5432, create a fresh database and print its URL;
// print nothing when none answers (the caller says so and the suites run on PGlite only).
import pg from 'pg';

const base = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch {
  process.exit(0);
}
const name = `uitjes_ci_${Date.now().toString(36)}_${process.pid}`;
await client.query(`CREATE DATABASE ${name}`);
await client.end();
const url = new URL(base);
url.pathname = `/${name}`;
console.log(url.toString());
