import type { Route } from './+types/organisations';
import { searchActivities } from '../features/search/search.server.ts';
import { OrganisationOverview } from '../features/journey/components/organisation-screens.tsx';
import { collectPages, groupByOrganisation } from '../features/journey/journey.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { organisationsDescription } from '../page-head/page-descriptions.ts';
import { pageHeadOf } from '../page-head/page-head.server.ts';
import { requestContext } from '../request-context.server.ts';

// Organisation overview (screens.md 2, 7): all activities in pages of 100, grouped by organisation.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  const items = await collectPages((page) =>
    searchActivities(db, platform.id, { page, limit: 100, orderBy: { field: 'title', direction: 'ASC' } }, { counts: false }).then((r) => ({
      pageCount: r.pageCount,
      items: r.activities,
    })),
  ).catch((error: unknown) => {
    log.error({ err: error }, 'organisations load failed');
    return [];
  });
  const head = await pageHeadOf(
    ctx,
    { key: 'pages.organisations.title' },
    { description: organisationsDescription(ctx.brand.locale, platform.name), canonicalPath: '/overzicht' },
  );
  return { groups: groupByOrganisation(items), head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('overview', 'detail');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OrganisationOverview groups={loaderData.groups} />;
}
