import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every query is written against; PGlite and a PostgreSQL server both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database for the portal's requests (server/app.ts gives it to them): on a server, a pool of
   * its own whose sessions plan each statement for its values (postgresSessionOptions, `portal`). The
   * portal's lists are unnamed statements whose best plan depends on their values (a search's words, a
   * platform, a page's offset); planned without them, a search's `@@` was estimated at a default
   * selectivity and counted by a parallel scan. The embedded database has one connection: `db` itself.
   */
  portalDb: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, for snapshots in tests; absent on a server database. */
  pglite?: PGlite;
  /**
   * LISTEN on a notification channel (page cache invalidation, search changes); answers a function that
   * stops listening. `onResume` runs when the listener is back after losing its connection: what was sent
   * meanwhile is lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; absent: embedded PGlite in `dataDir`. */
  url?: string | undefined;
  /** Folder for the embedded database files; absent together with `url`: in memory. */
  dataDir?: string | undefined;
  /** A data-directory dump to start the embedded database from (tests). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Connections of the portal's pool at most (portalDb); opened as the portal needs them. */
  portalPoolSize?: number;
}

/**
 * Session settings for every server connection (decision 020):
 * - no JIT compilation: the catalogue's cold searches have cost estimates above `jit_above_cost`, and
 *   compiling them took longer than it saved;
 * - `work_mem` 32 MB: a broad search's bitmap of candidate rows stays exact (at the default 4 MB it
 *   turns lossy and every row of its pages is checked again) and its candidate set is not written to a
 *   temporary file. It is a cap per sort or hash step, taken only as far as a statement needs it;
 * - `visitors` (the main pool): a named prepared statement (queryRows' `prepared`) runs its generic plan
 *   from its first execution: only statements whose best plan does not depend on their values are named,
 *   and under the default (`plan_cache_mode` auto) PostgreSQL planned some of them anew at every
 *   execution anyway, because the generic plan's estimate was above the custom ones' (the activity
 *   detail's bind took 1.3 ms of its 1.5 ms at 100k activities). The setting holds for unnamed statements
 *   too: each is planned once, without its values (a parameter is a placeholder: `LIMIT $1` is taken for
 *   a tenth of the rows, `@@ $1` for a default share);
 * - `portal` (portalDb): PostgreSQL's default, so its unnamed statements are planned for their values
 *   (decision 113, fourth round). Planning costs the same: an unnamed statement is planned at each
 *   execution either way, only with or without its values. And no parallel workers: planned for its
 *   values, a search expected to match thousands was given two workers to find its 11 requests, and
 *   starting them took 70 of the statement's 75 ms (1-5 ms without). A portal page reads a page of rows;
 *   the large reads (exports) stream in windows; two cores serve the requests side by side. And no
 *   Memoize: a page's join to its users or activities under a LIMIT was planned with a Memoize node
 *   sized for the rows the join would give without the limit (the audit log: 162,000), and setting up
 *   its hash table took 11 of the statement's 12 ms for 25 rows looked up (0.15-0.3 ms without;
 *   decision 113, fifth round).
 * Options given in the URL (`?options=...`) come last, so an operator's setting wins.
 */
export function postgresSessionOptions(url: string, pool: 'visitors' | 'portal' = 'visitors'): string {
  let fromUrl: string | null = null;
  try {
    fromUrl = new URL(url).searchParams.get('options');
  } catch {
    // Not a URL (a key=value string): pg parses it; only our settings are added.
  }
  const planning = pool === 'visitors' ? ' -c plan_cache_mode=force_generic_plan' : ' -c max_parallel_workers_per_gather=0 -c enable_memoize=off';
  return [`-c jit=off -c work_mem=32MB${planning}`, fromUrl].filter(Boolean).join(' ');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: postgresSessionOptions(options.url) });
    const portalPool = new pg.Pool({ connectionString: options.url, max: options.portalPoolSize ?? 5, options: postgresSessionOptions(options.url, 'portal') });
    // An idle client losing its server (restart) must not crash the process.
    pool.on('error', () => {});
    portalPool.on('error', () => {});
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      portalDb: drizzlePg({ client: portalPool, schema }) as unknown as Database,
      kind: 'postgres',
      listen: (channel, onPayload, onResume) => listenOnServer(options.url!, channel, onPayload, onResume),
      close: async () => {
        await Promise.all([pool.end(), portalPool.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    portalDb: db,
    kind: 'pglite',
    pglite,
    async listen(channel, onPayload) {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: () => pglite.close(),
  };
}

/**
 * A dedicated connection that LISTENs and reconnects after losing the server (a restart), so
 * notifications resume by themselves. Notifications sent while disconnected are lost; callers that
 * cache must keep entries short-lived enough for that.
 */
async function listenOnServer(url: string, channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let connectedBefore = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', () => scheduleReconnect());
    next.on('end', () => scheduleReconnect());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (connectedBefore) onResume?.();
      connectedBefore = true;
    } catch {
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

const dialect = new PgDialect();
/** Statement names by text: a name stands for one text on every connection, so it is derived from the text. */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 5000;

function statementName(label: string, text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `${label}-${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

export interface QueryRowsOptions {
  /**
   * Runs the statement as a named prepared statement (a server database; the embedded one ignores the
   * name): each connection parses and plans its text once and runs that generic plan from then on
   * (postgresSessionOptions: plan_cache_mode force_generic_plan; on the portal's pool, PostgreSQL's own
   * choice after five executions). Parse and plan were a third to half of
   * a page's database time (1-2.5 ms of a list read's 3-4 ms at 100k activities). Only for statements
   * whose best plan does not depend on the values, such as rows read by id: a search whose plan depends
   * on how many rows its words match must be planned for its values.
   */
  prepared?: string;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, the generic type just cannot say so. */
export async function queryRows<T>(db: Pick<Database, 'execute'> & { _?: Database['_'] }, query: SQL, options: QueryRowsOptions = {}): Promise<T[]> {
  if (!options.prepared || !db._) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(options.prepared, built.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
