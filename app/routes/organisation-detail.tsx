import { data, redirect } from 'react-router';
import type { Route } from './+types/organisation-detail';
import { listOrganisationActivities } from '../features/activities/activities.server.ts';
import { listOrganisationEvents } from '../features/events/events.server.ts';
import { OrganisationDetail } from '../features/journey/components/organisation-screens.tsx';
import { collectPages, eventView } from '../features/journey/journey.server.ts';
import { organisationIdFromSlug, organisationSlug } from '../features/journey/organisation-slug.ts';
import { getPublicOrganisation } from '../features/organisations/organisations.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { organisationDescription } from '../page-head/page-descriptions.ts';
import { pageHeadOf } from '../page-head/page-head.server.ts';
import { requestContext } from '../request-context.server.ts';

// One organisation (screens.md 2): the id is the number after the last dash of the slug; unknown -> 404.
// Any other text before the id answers with a permanent redirect to the organisation's own slug, so one
// organisation has one address (search engines, shared links).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  const id = organisationIdFromSlug(params.slug);
  const organisation = id === null ? null : await getPublicOrganisation(db, platform.id, id);
  if (!organisation) throw data(null, { status: 404 });
  const slug = organisationSlug(organisation);
  if (params.slug !== slug) throw redirect(`/overzicht/${slug}`, 301);
  const [activities, events] = await Promise.all([
    collectPages((page) =>
      listOrganisationActivities(db, platform.id, organisation.id, { page, limit: 100 }).then((r) => ({ pageCount: r.pageCount, items: r.activities })),
    ).catch((error: unknown) => {
      log.error({ err: error }, 'organisation activities load failed');
      return [];
    }),
    // Every brand lists the organisation's coming events (screens.md 2 does not limit them to kids).
    listOrganisationEvents(db, platform.id, organisation.id, { page: 1, limit: 5 })
      .then((list) => list.events.map(eventView))
      .catch((error: unknown) => {
        log.error({ err: error }, 'organisation events load failed');
        return [];
      }),
  ]);
  const head = await pageHeadOf(
    ctx,
    { text: organisation.name },
    {
      description: organisationDescription(
        ctx.brand.locale,
        platform.name,
        organisation.name,
        activities.map((activity) => activity.title),
      ),
      canonicalPath: `/overzicht/${slug}`,
    },
  );
  return { organisation: { id: organisation.id, name: organisation.name }, activities, events, head };
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('overview', 'detail');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OrganisationDetail organisation={loaderData.organisation} activities={loaderData.activities} events={loaderData.events} />;
}
