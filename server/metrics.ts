import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { searchIndexStats } from '../app/features/search/search-index.server.ts';
import { OWN_FIRST_SEGMENTS } from '../app/config/site-paths.ts';
import { type Database, queryRows } from '../db/client.server.ts';

/** Route label with bounded cardinality: the site's own first segment kept (app/config/site-paths.ts), the rest as parameters. */
export function routeLabel(path: string, routePattern?: string): string {
  if (routePattern && routePattern !== '*' && routePattern !== '/*') return routePattern;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const [first, ...rest] = segments;
  const head = OWN_FIRST_SEGMENTS.has(first!) ? first! : ':page';
  return `/${[head, ...rest.map(() => ':param')].join('/')}`;
}

const DURATION_NAME = 'http_request_duration_seconds';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Fast hits of one route: how many, their total seconds, and how many fell in each bucket (the last: above all). */
interface RouteTally {
  count: number;
  sum: number;
  buckets: Float64Array;
}

/** One value of prom-client's histogram export (`getForPromString`): a bucket, the sum or the count of a label set. */
interface ExportedValue {
  labels: { le?: number | string };
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar?: unknown;
}

/** prom-client's own export of a histogram (an undeclared method that `metrics()` and `getMetricsAsJSON()` read). */
const promClientExport = (Histogram.prototype as unknown as { getForPromString(this: Histogram): Promise<{ values: ExportedValue[] }> }).getForPromString;

/**
 * `http_request_duration_seconds` with the cached pages answered before Hono (page-cache/fast-hit.ts)
 * folded in when it is read. Each fast hit adds to its route's tally in plain numbers: prom-client's
 * `observe` checks the labels and builds a key string from them on every call, and with the hit
 * counter's `inc` that cost about a seventh of a cached page's throughput (docs/decisions/080-log.md,
 * 26 Nov 2026). What a scrape shows is what `observe` per hit would have shown (server/metrics.test.ts
 * compares the two).
 */
class RequestDurationHistogram extends Histogram<'method' | 'route' | 'status'> {
  readonly fastHits = new Map<string, RouteTally>();

  /** The tally of one route's fast hits, made on first use. */
  fastHitTally(route: string): RouteTally {
    let tally = this.fastHits.get(route);
    if (!tally) this.fastHits.set(route, (tally = { count: 0, sum: 0, buckets: new Float64Array(DURATION_BUCKETS.length + 1) }));
    return tally;
  }

  async getForPromString(): Promise<{ values: ExportedValue[] }> {
    const exported = await promClientExport.call(this);
    for (const [route, tally] of this.fastHits) foldTally(exported.values, DURATION_NAME, { method: 'GET', route, status: '2xx' }, tally);
    return exported;
  }

  override reset(): void {
    super.reset();
    // prom-client's constructor calls reset() too, before this class's fields exist.
    (this.fastHits as Map<string, RouteTally> | undefined)?.clear();
  }
}

function foldTally(values: ExportedValue[], name: string, labels: Record<string, string>, tally: RouteTally): void {
  const sameLabels = (value: ExportedValue) =>
    value.sharedLabels.method === labels.method && value.sharedLabels.route === labels.route && value.sharedLabels.status === labels.status;
  const own = values.filter(sameLabels);
  const add = (metricName: string, le: number | string | undefined, value: number) => {
    const found = own.find((v) => v.metricName === metricName && v.labels.le === le);
    if (found) found.value += value;
    else {
      // As prom-client writes its own: a bucket's exemplar null, the sum's and count's undefined.
      values.push({ labels: le === undefined ? {} : { le }, sharedLabels: { ...labels }, value, metricName, exemplar: le === undefined ? undefined : null });
    }
  };
  let cumulative = 0;
  DURATION_BUCKETS.forEach((bound, i) => {
    cumulative += tally.buckets[i]!;
    add(`${name}_bucket`, bound, cumulative);
  });
  add(`${name}_bucket`, '+Inf', tally.count);
  add(`${name}_sum`, undefined, tally.sum);
  add(`${name}_count`, undefined, tally.count);
}

/**
 * `page_cache_lookups_total` with the fast hits (counted in plain numbers, see `fastHitRecorder`) added
 * whenever it is read; a reset drops the ones not yet added, as it drops the rest.
 */
class PageCacheLookups extends Counter<'result'> {
  fastHitsToCount = 0;

  collect(): void {
    if (this.fastHitsToCount === 0) return;
    this.inc({ result: 'hit' }, this.fastHitsToCount);
    this.fastHitsToCount = 0;
  }

  override reset(): void {
    super.reset();
    this.fastHitsToCount = 0;
  }
}

/** Prometheus metrics of one server process: request durations, outbox depth, page cache ratio. */
export function createMetrics(db: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new RequestDurationHistogram({
    name: DURATION_NAME,
    help: 'HTTP request duration by method, route and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCacheLookups = new PageCacheLookups({
    name: 'page_cache_lookups_total',
    help: 'Page cache lookups by result (hit, stale, miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  /**
   * The recorder of one route's fast hits (page-cache/fast-hit.ts: a GET answered 2xx from the memory
   * cache): counted as a page cache hit and observed in the request durations, as the full path does.
   */
  const fastHitRecorder = (route: string): ((seconds: number) => void) => {
    const tally = requestDuration.fastHitTally(route);
    return (seconds) => {
      pageCacheLookups.fastHitsToCount += 1;
      tally.count += 1;
      tally.sum += seconds;
      let bucket = 0;
      while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket += 1;
      tally.buckets[bucket]! += 1;
    };
  };
  new Gauge({
    name: 'page_cache_hit_ratio',
    help: 'Share of page cache lookups served from the cache (hit or stale) since start',
    registers: [registry],
    async collect() {
      const values = (await pageCacheLookups.get()).values;
      const total = values.reduce((sum, v) => sum + v.value, 0);
      const served = values.filter((v) => v.labels.result !== 'miss').reduce((sum, v) => sum + v.value, 0);
      this.set(total === 0 ? 0 : served / total);
    },
  });
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mails waiting in the outbox for delivery',
    registers: [registry],
    async collect() {
      try {
        const rows = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM mail_outbox WHERE status = 'pending'`);
        this.set(rows[0]?.count ?? 0);
      } catch {
        // Database away: keep the last value rather than failing the whole scrape.
      }
    },
  });
  searchIndexMetrics(registry, db);
  const databaseUp = new Gauge({ name: 'database_up', help: '1 when the database answers', registers: [registry] });
  databaseUp.set(1);
  return { registry, requestDuration, pageCacheLookups, fastHitRecorder, databaseUp };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The in-process search indexes of the handle (docs/decisions/105, "Writes cost what they change"), read
 * at each scrape: per platform rows, bytes and seconds behind a known change; since start the full builds
 * by reason, the failed builds, the changes applied in place and the searches PostgreSQL answered instead.
 */
function searchIndexMetrics(registry: Registry, db: Database): void {
  const perPlatform = (name: string, help: string, value: (p: ReturnType<typeof searchIndexStats>['platforms'][number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['platform'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const platform of searchIndexStats(db).platforms) this.set({ platform: String(platform.platformId) }, value(platform));
      },
    });
  perPlatform('search_index_rows', 'Public activities held by the in-process search index', (p) => p.rows);
  perPlatform('search_index_bytes', 'Memory held by the in-process search index (estimated)', (p) => p.bytes);
  perPlatform('search_index_seconds_behind', 'Seconds since a committed search change the index does not hold yet (0: current)', (p) => p.secondsBehind);
  /** A counter whose value is read from the index's own tally at each scrape. */
  const tally = (name: string, help: string, values: () => Record<string, number> | number, label?: string) =>
    new Counter({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [registry],
      collect() {
        this.reset();
        const read = values();
        if (typeof read === 'number') this.inc(read);
        else for (const [key, value] of Object.entries(read)) this.inc({ [label!]: key }, value);
      },
    });
  tally('search_index_full_builds_total', 'Full builds of a search index by reason', () => searchIndexStats(db).counters.fullBuilds, 'reason');
  tally('search_index_failed_builds_total', 'Search index builds that failed (each logged)', () => searchIndexStats(db).counters.failedBuilds);
  tally(
    'search_index_incremental_applies_total',
    'Committed search changes applied to an index in place',
    () => searchIndexStats(db).counters.incrementalApplies,
  );
  tally('search_index_applied_activities_total', 'Activities re-read by the changes applied in place', () => searchIndexStats(db).counters.appliedActivities);
  tally(
    'search_fallback_searches_total',
    'Searches PostgreSQL answered although the index is on, by reason',
    () => searchIndexStats(db).counters.fallbacks,
    'reason',
  );
}
