import type { Route } from './+types/export';
import { statisticsCsv, statisticsCsvFileName } from '../../../../features/statistics/provider-statistics-csv.server.ts';
import { readStatisticsQuery } from '../../../../features/statistics/provider-statistics.schemas.ts';
import { providerStatistics } from '../../../../features/statistics/provider-statistics.server.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { NotFoundForActor } from '../../../../portal/permissions.server.ts';
import { portalOf, requireActor } from '../../portal-guards.server.ts';

// The statistics screen's table as a CSV file (decision 104): the same query, the same service and scope.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const read = readStatisticsQuery(new URL(request.url).searchParams);
  if (!read.ok) {
    const message = Object.values(read.errors).map((key) => translate(portal.locale, key));
    return new Response(`${message.join('\n')}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  try {
    const statistics = await providerStatistics(ctx.db, actor, read.query);
    return new Response(statisticsCsv(statistics, portal.locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${statisticsCsvFileName(statistics)}"`,
      },
    });
  } catch (error) {
    if (error instanceof NotFoundForActor) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    throw error;
  }
}
