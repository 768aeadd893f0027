import { Link } from 'react-router';
import type { Route } from './+types/home';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { Card, linkClassName, PortalPage, PortalPager, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
import { countReviewQueue } from '../../../features/activities/activity-review.server.ts';
import { listProviderActivities, PROVIDER_PAGE_SIZE } from '../../../features/activities/provider-activities.server.ts';
import { countEventsForReview } from '../../../features/events/provider-events.server.ts';
import { listProviderOrganisations } from '../../../features/organisations/provider-organisations.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { portalHead, portalOf, requireActor } from '../portal-guards.server.ts';

// The portal's start page (decision 103; decision 104's dashboard): who you are, your organisations and your
// activities with where each stands and its last 30 days; operators go on to the users.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('pagina') ?? '1', 10) || 1));
  const operator = actor.role === 'ADMIN';
  const [organisations, activities, waiting] = await Promise.all([
    listProviderOrganisations(ctx.db, actor),
    listProviderActivities(ctx.db, actor, page),
    // An operator starts from what waits for them (the review queue), not from an empty dashboard.
    operator
      ? Promise.all([countReviewQueue(ctx.db, actor), countEventsForReview(ctx.db, actor)]).then(([activities, events]) => ({ activities, events }))
      : null,
  ]);
  return {
    head: portalHead(portal, 'portal.home.title'),
    name: actor.firstName ?? actor.email,
    role: actor.role,
    organisations,
    waiting,
    activities: activities.items,
    total: activities.total,
    page,
    pages: Math.max(1, Math.ceil(activities.total / PROVIDER_PAGE_SIZE)),
  };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function PortalHome({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { name, role, organisations, waiting, activities, total, page, pages } = loaderData;
  const activityColumns: DataColumn<(typeof activities)[number]>[] = [
    {
      id: 'title',
      header: t('portal.home.columns.title'),
      meta: { rowHeader: true },
      cell: ({ row: { original: activity } }) => (
        <>
          <Link to={`${PORTAL_PATHS.activities}/${activity.id}`} className={linkClassName}>
            {activity.title}
          </Link>
          <span className="block text-xs font-normal text-gray-700">
            {activity.organisationName} · {activity.platformName}
          </span>
        </>
      ),
    },
    {
      id: 'state',
      header: t('portal.home.columns.state'),
      meta: { narrowName: false },
      cell: ({ row: { original: activity } }) => (
        <>
          <span className={`mr-1 inline-block rounded px-2 py-0.5 ${activity.online ? 'bg-green-100 text-green-900' : 'bg-slate-100'}`}>
            {t(activity.online ? 'portal.home.online' : 'portal.home.offline')}
          </span>
          <span className="inline-block rounded bg-slate-100 px-2 py-0.5">{t(`portal.activityEditor.states.${activity.state}`)}</span>
        </>
      ),
    },
    { id: 'views', header: t('portal.home.columns.views'), meta: { numeric: true }, cell: ({ row }) => row.original.views30 },
    { id: 'quotes', header: t('portal.home.columns.quotes'), meta: { numeric: true }, cell: ({ row }) => row.original.quoteRequests30 },
  ];
  return (
    <PortalPage wide title={t('portal.home.greeting', { name })} intro={t('portal.home.role', { role: t(`portal.roles.${role}`) })}>
      <div className="grid grid-cols-1 gap-6">
        {waiting ? (
          <Card title={t('portal.home.waitingTitle')}>
            <ul className="mb-3 list-disc pl-5" data-testid="waiting-counts">
              <li>{t('portal.home.waitingActivities', { count: waiting.activities })}</li>
              <li>{t('portal.home.waitingEvents', { count: waiting.events })}</li>
            </ul>
            <p className="flex flex-wrap gap-4">
              <Link to={PORTAL_PATHS.review} className={linkClassName}>
                {t('portal.home.toReview')}
              </Link>
              <Link to={PORTAL_PATHS.reviewEvents} className={linkClassName}>
                {t('portal.home.toReviewEvents')}
              </Link>
              <Link to={PORTAL_PATHS.backOffice} className={linkClassName}>
                {t('portal.home.toBackOffice')}
              </Link>
            </p>
          </Card>
        ) : null}
        {role === 'ADMIN' ? (
          <Card title={t('portal.users.title')}>
            <p>{t('portal.home.adminIntro')}</p>
            <p className="mt-4">
              <Link to={PORTAL_PATHS.users} className={linkClassName}>
                {t('portal.home.toUsers')}
              </Link>
            </p>
          </Card>
        ) : null}
        <Card title={t('portal.home.organisationsTitle')}>
          {organisations.length === 0 ? (
            <p data-testid="organisation-count">{t('portal.home.noOrganisations')}</p>
          ) : (
            <>
              <p data-testid="organisation-count" className="mb-3">
                {t('portal.home.organisations', { count: organisations.length })}
              </p>
              <ul className="divide-y divide-slate-200" data-testid="organisations">
                {organisations.map((organisation) => (
                  <li key={organisation.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <Link to={PORTAL_PATHS.organisation(organisation.id)} className={linkClassName}>
                      {organisation.name}
                    </Link>
                    <span className="text-sm text-gray-700">
                      {[organisation.city, organisation.platformName].filter(Boolean).join(' · ')} ·{' '}
                      {t('portal.home.activityCount', { count: organisation.activityCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-4">
            <Link to={PORTAL_PATHS.account} className={linkClassName}>
              {t('portal.home.toAccount')}
            </Link>
          </p>
        </Card>
        {organisations.length > 0 ? (
          <Card labelledBy="home-activities">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id="home-activities" className="text-lg font-bold">
                {t('portal.home.activitiesTitle', { count: total })}
              </h2>
              <Link to={`${PORTAL_PATHS.activities}/nieuw`} className={primaryButtonClassName}>
                {t('portal.activityEditor.newActivity')}
              </Link>
            </div>
            <DataTable
              rows={activities}
              columns={activityColumns}
              caption={t('portal.home.activitiesCaption')}
              rowKey={(activity) => activity.id}
              testId="activities"
            />
            <PortalPager page={page} pages={pages} linkTo={(n) => `?pagina=${n}`} />
          </Card>
        ) : null}
      </div>
    </PortalPage>
  );
}
