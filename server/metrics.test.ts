import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.server.ts';
import { createMetrics } from './metrics.ts';

// Only the outbox gauge reads the database, and these tests read other metrics.
const unreadDatabase = {} as Database;
const SHOWN = ['http_request_duration_seconds', 'page_cache_lookups_total'];

describe('fast hits in the metrics (page-cache/fast-hit.ts)', () => {
  it('show in a scrape, as text and as JSON, as observe and inc per hit would have shown them', async () => {
    // Powers of two: the sums are exact in either order. 0.25 is a bucket's bound (counted in it), 8 above all.
    const seconds = [2 ** -10, 2 ** -8, 2 ** -7, 2 ** -6, 0.25, 8];
    const perHit = createMetrics(unreadDatabase);
    const tallied = createMetrics(unreadDatabase);
    for (const metrics of [perHit, tallied]) {
      // A route the full path has answered too, and a miss.
      metrics.requestDuration.observe({ method: 'GET', route: '/uitjes', status: '2xx' }, 2 ** -5);
      metrics.pageCacheLookups.inc({ result: 'miss' });
    }
    for (const route of ['/uitjes', '/uitjes/:param']) {
      const record = tallied.fastHitRecorder(route);
      for (const value of seconds) {
        perHit.requestDuration.observe({ method: 'GET', route, status: '2xx' }, value);
        perHit.pageCacheLookups.inc({ result: 'hit' });
        record(value);
      }
    }
    for (const name of SHOWN) {
      const text = await tallied.registry.getSingleMetricAsString(name);
      expect(text).toBe(await perHit.registry.getSingleMetricAsString(name));
      expect(text).toContain(name === SHOWN[0] ? 'route="/uitjes/:param",status="2xx"} 6' : 'result="hit"} 12');
    }
    const json = async (metrics: typeof perHit) => (await metrics.registry.getMetricsAsJSON()).filter((metric) => SHOWN.includes(metric.name));
    expect(await json(tallied)).toEqual(await json(perHit));
    // Read again: nothing counted twice.
    expect(await tallied.registry.getSingleMetricAsString(SHOWN[1]!)).toBe(await perHit.registry.getSingleMetricAsString(SHOWN[1]!));
    expect(await tallied.registry.getSingleMetricAsString(SHOWN[0]!)).toBe(await perHit.registry.getSingleMetricAsString(SHOWN[0]!));
  });

  it('starts again from nothing when the metrics are reset', async () => {
    const metrics = createMetrics(unreadDatabase);
    metrics.fastHitRecorder('/uitjes')(0.001);
    metrics.registry.resetMetrics();
    expect(await metrics.registry.getSingleMetricAsString('http_request_duration_seconds')).not.toContain('route="/uitjes"');
    expect(await metrics.registry.getSingleMetricAsString('page_cache_lookups_total')).not.toContain('result="hit"');
  });
});
