import { LRUCache } from 'lru-cache';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { COUNT_WINDOW_MS, notCountedBecause, visitorKey } from '../../../app/features/statistics/counting-rules.ts';
import { isPublicActivity } from '../../../app/features/statistics/statistics.server.ts';
import { clientIp, createFirstInWindow } from '../../middleware/rate-limit.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiErrorSchema } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { errorJson } from './form-messages.ts';
import { databaseIdParam } from '../../../app/config/database-id.schemas.ts';

const statisticRoute = createRoute({
  method: 'post',
  path: '/public/activities/{activityId}/statistics/{kind}',
  operationId: 'postActivityStatistic',
  tags: ['Statistics'],
  summary: "Count a view, phone reveal or website click in today's activity statistics",
  description:
    'Offer requests are counted by the quote request itself. Each kind counts once per visitor (address and browser) and activity within an hour; known bots, prefetches and prerenders are answered alike and not counted. Answers 204 without a body.',
  request: {
    params: z.object({
      activityId: databaseIdParam('activityId').openapi({ param: { name: 'activityId', in: 'path' }, example: 12 }),
      kind: z.enum(['view', 'phone', 'web']).openapi({ param: { name: 'kind', in: 'path' } }),
    }),
  },
  responses: {
    204: { description: 'Counted' },
    400: { description: 'Unknown kind or id', content: { 'application/json': { schema: ApiErrorSchema } } },
    404: { description: 'No public activity with this id on this platform', content: { 'application/json': { schema: ApiErrorSchema } } },
    429: { description: 'Too many requests from this address', content: { 'application/json': { schema: ApiErrorSchema } } },
  },
});

export const STATISTICS_PATH = '/public/activities/:activityId/statistics/:kind';

/** How long a ping's activity found public is not asked again (the page cache's own minute). */
const PUBLIC_ACTIVITY_MEMO_MS = 60_000;

export function registerStatisticsRoutes(api: OpenAPIHono<AppEnv>, deps: ApiDependencies): void {
  // Shared by every server process through Redis when there is one, like the rate limits.
  const firstInWindow = createFirstInWindow({ name: 'counted', windowMs: COUNT_WINDOW_MS, redis: deps.redis });
  // The activities found public, remembered for a minute: every view of a page pings, and asking the
  // database each time was a query per view (500 a second at a busy hour, docs/decisions/113). An activity
  // taken off-line is counted for at most that minute more, as its cached page may be shown that long.
  // What is not public is asked again each time (a 404 stays immediate).
  const publicActivities = new LRUCache<string, true>({ max: 50_000, ttl: PUBLIC_ACTIVITY_MEMO_MS });
  api.openapi(statisticRoute, async (c) => {
    const { activityId, kind } = c.req.valid('param');
    const memoKey = `${c.var.platform.id}:${activityId}`;
    if (!publicActivities.has(memoKey)) {
      if (!(await isPublicActivity(deps.db, c.var.platform.id, activityId))) {
        return errorJson(c, 404, 'ACTIVITY_NOT_FOUND', `No activity ${activityId} on this site.`);
      }
      publicActivities.set(memoKey, true);
    }
    const userAgent = c.req.header('user-agent');
    const skipped = notCountedBecause({ userAgent, secPurpose: c.req.header('sec-purpose'), purpose: c.req.header('purpose') });
    if (skipped || !(await firstInWindow(visitorKey(clientIp(c, deps.env.TRUST_PROXY), userAgent ?? '', activityId, kind)))) {
      return c.body(null, 204);
    }
    // Counted in memory and written with the others within STATISTICS_FLUSH_MS (docs/decisions/113).
    deps.statistics.count(activityId, kind);
    return c.body(null, 204);
  });
}
