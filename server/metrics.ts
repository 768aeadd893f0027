import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { type Database, queryRows } from '../db/client.server.ts';

const KNOWN_FIRST_SEGMENTS = new Set([
  'uitjes',
  'blog',
  'blogs',
  'helpdesk',
  'nieuwsbrief',
  'adverteren',
  'overzicht',
  'over-ons',
  'agenda',
  'not-found',
  'static',
  'images',
  'demo',
  'brand',
  'api',
  'sitemap.xml',
  'robots.txt',
]);

/** Route label with bounded cardinality: known first segment kept, the rest as parameters. */
export function routeLabel(path: string, routePattern?: string): string {
  if (routePattern && routePattern !== '*' && routePattern !== '/*') return routePattern;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const [first, ...rest] = segments;
  const head = KNOWN_FIRST_SEGMENTS.has(first!) ? first! : ':page';
  return `/${[head, ...rest.map(() => ':param')].join('/')}`;
}

/** Prometheus metrics of one server process: request durations, outbox depth, page cache ratio. */
export function createMetrics(db: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCacheLookups = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Page cache lookups by result (hit, stale, miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
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
  const databaseUp = new Gauge({ name: 'database_up', help: '1 when the database answers', registers: [registry] });
  databaseUp.set(1);
  return { registry, requestDuration, pageCacheLookups, databaseUp };
}

export type Metrics = ReturnType<typeof createMetrics>;
