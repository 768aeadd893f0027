import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import type { ActivityListItem } from '../../activities/activities.schemas.ts';
import type { EventView, OrganisationGroup } from '../journey.types.ts';
import { ActivityCard } from './activity-card.tsx';
import { EventList } from './detail-parts.tsx';

/** /overzicht: every organisation linking to its page, with its activities (screens.md 2 Organisations). */
export function OrganisationOverview({ groups }: { groups: OrganisationGroup[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('organisations.title')}>
        <p className="mt-2 text-lg">{t('organisations.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {groups.length === 0 ? (
          <p className="text-gray-700">{t('organisations.empty')}</p>
        ) : (
          <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3" data-testid="organisations">
            {groups.map((group) => (
              <li key={group.id} className="mb-6 break-inside-avoid" data-testid="organisation">
                <h2 className="text-lg font-bold">
                  <Link to={`/overzicht/${group.slug}`} className="text-brand-strong underline-offset-2 hover:underline">
                    {group.name}
                  </Link>
                </h2>
                <ul className="mt-1 space-y-0.5">
                  {group.activities.map((activity) => (
                    <li key={activity.id}>
                      <Link to={`/uitjes/${activity.slug}`} className="text-gray-800 hover:underline">
                        {activity.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** /overzicht/{name-id}: that organisation's activities and its coming events. */
export function OrganisationDetail({
  organisation,
  activities,
  events,
}: {
  organisation: { id: number; name: string };
  activities: ActivityListItem[];
  events: EventView[];
}) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  return (
    <>
      <PageHeader title={organisation.name}>
        <p className="mt-2 text-lg">{t('organisations.detailIntro', { name: organisation.name })}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 className="sr-only">{t('overview.resultsLabel')}</h2>
        {activities.length === 0 ? (
          <p className="text-gray-700">{t('organisations.noActivities')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('overview.resultsLabel')}>
            {activities.map((activity, index) => (
              <li key={activity.id} className="flex">
                <ActivityCard activity={activity} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <section className="mt-12" aria-labelledby="organisation-events-title">
          <h2 id="organisation-events-title" className="mb-4 text-2xl font-bold">
            {t('currentEvents.title')}
          </h2>
          <EventList events={events} emptyText={t('currentEvents.organisationEmpty')} locale={brand.locale} />
        </section>
      </div>
    </>
  );
}
