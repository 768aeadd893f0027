import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client.server.ts';
import { LIST_TOTAL_CAP } from './list-query.ts';

/**
 * How many rows a list's query finds, counted up to LIST_TOTAL_CAP + 1 (list-query.ts says why): the
 * query's rows are read only until one more than the cap is found, so a list of millions costs what a
 * list of a thousand does. `rows` is the list's own FROM and WHERE (select any one column), not sorted.
 */
export async function cappedTotal(db: Database, rows: PgSelect): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${rows.limit(LIST_TOTAL_CAP + 1)}) AS capped`);
  return Number(row?.n ?? 0);
}
