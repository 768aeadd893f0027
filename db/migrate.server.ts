import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, queryRows } from './client.server.ts';

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
/** Arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 73_120_001;

/**
 * Applies the committed drizzle-kit migrations in one transaction under an advisory lock, so two
 * servers starting at once against one PostgreSQL apply each migration exactly once. Uses drizzle's
 * own bookkeeping table, so `drizzle-kit migrate` sees the same state.
 */
export async function migrateDatabase(db: Database): Promise<{ applied: number }> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    const done = await queryRows<{ hash: string }>(tx, sql`SELECT hash FROM drizzle.__drizzle_migrations`);
    const appliedHashes = new Set(done.map((row) => row.hash));
    let applied = 0;
    for (const migration of migrations) {
      if (appliedHashes.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`);
      applied += 1;
    }
    return { applied };
  });
}
