import type { Route } from './+types/organisations';
import { searchActivities } from '../features/activities/activities.server.ts';
import { OrganisationOverview } from '../features/journey/components/organisation-screens.tsx';
import { collectPages, groupByOrganisation } from '../features/journey/journey.server.ts';
import { pageMeta } from '../features/platform/page-meta.ts';
import { requestContext } from '../request-context.server.ts';

// Organisation overview (screens.md 2, 7): all activities in pages of 100, grouped by organisation.

export async function loader({ context }: Route.LoaderArgs) {
  const { db, platform, log } = context.get(requestContext);
  const items = await collectPages((page) =>
    searchActivities(db, platform.id, { page, limit: 100, orderBy: { field: 'title', direction: 'ASC' } }, { counts: false }).then((r) => ({ pageCount: r.pageCount, items: r.activities })),
  ).catch((error: unknown) => {
    log.error({ err: error }, 'organisations load failed');
    return [];
  });
  return { groups: groupByOrganisation(items) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { key: 'pages.organisations.title' }, { canonicalPath: '/overzicht' });
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OrganisationOverview groups={loaderData.groups} />;
}
