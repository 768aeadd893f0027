import { data } from 'react-router';
import type { Route } from './+types/statistics';
import { StatisticsScreen } from '../../../../features/statistics/components/statistics-screen.tsx';
import { readStatisticsQuery } from '../../../../features/statistics/provider-statistics.schemas.ts';
import { listStatisticsActivities, providerStatistics } from '../../../../features/statistics/provider-statistics.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { asActor, portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// A provider's figures per day (decision 104): a GET form (activity, period), totals beside the period
// before, a chart drawn in the browser and the same numbers as a table (and CSV, export.ts).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const params = new URL(request.url).searchParams;
  const read = readStatisticsQuery(params);
  const values = { periode: params.get('periode') ?? '30', activiteit: params.get('activiteit') ?? '', zoek: (params.get('zoek') ?? '').slice(0, 200) };
  const search = read.ok ? read.query.search : '';
  const [statistics, choices] = await Promise.all([
    read.ok ? asActor(() => providerStatistics(ctx.db, actor, read.query)) : null,
    listStatisticsActivities(ctx.db, actor, search),
  ]);
  // The chosen activity stays in the list when a search (or the list's bound) would leave it out.
  const chosen = statistics?.activity;
  if (chosen && !choices.items.some((item) => item.id === chosen.id)) choices.items.unshift(chosen);
  const payload = {
    head: portalHead(portal, 'portal.statistics.title'),
    statistics,
    choices,
    values,
    errors: read.ok ? null : read.errors,
    locale: portal.locale,
  };
  return read.ok ? payload : data(payload, { status: 400 });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Statistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsScreen {...loaderData} />;
}
