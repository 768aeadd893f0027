import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatDate } from '../../../components/ui/format.ts';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { ActivityDetail } from '../../activities/activities.schemas.ts';
import { websiteHref } from '../gallery-index.ts';
import type { EventView, OtherActivity } from '../journey.types.ts';
import { organisationSlug } from '../organisation-slug.ts';
import { overviewHref, EMPTY_OVERVIEW } from '../overview-query.schemas.ts';

/** Phone button with a reveal toggle and the website button (screens.md 2; decisions.md 6). */
export function ContactButtons({ activity, onTrack }: { activity: ActivityDetail; onTrack: (kind: 'phone' | 'web') => void }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const phone = activity.contactPhone?.trim();
  const website = activity.showWebsite && activity.website?.trim() ? websiteHref(activity.website) : null;
  if (!phone && !website) return null;
  const button =
    'flex w-full items-center justify-center gap-2 rounded-md border-2 border-brand-strong px-4 py-2.5 font-semibold text-brand-strong hover:bg-brand-light';
  return (
    <div className="flex flex-col gap-2" data-testid="contact-buttons">
      {phone ? (
        revealed ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={button} data-testid="phone-number">
            ☎ {t('activityDetail.phoneNumber', { phone })}
          </a>
        ) : (
          <button
            type="button"
            className={button}
            aria-expanded={false}
            onClick={() => {
              setRevealed(true);
              onTrack('phone');
            }}
            data-testid="phone-reveal"
          >
            ☎ {t('activityDetail.phoneReveal')}
          </button>
        )
      ) : null}
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
          onClick={() => onTrack('web')}
          onAuxClick={() => onTrack('web')}
          data-testid="website-button"
        >
          ↗ {t('activityDetail.website')}
        </a>
      ) : null}
    </div>
  );
}

/** The organisation's other activities: the first 4, and a toggle for all (screens.md 2). */
export const OTHER_ACTIVITIES_SHOWN = 4;

export function OtherActivities({ organisation, activities }: { organisation: { id: number; name: string }; activities: OtherActivity[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (activities.length === 0) return null;
  const shown = all ? activities : activities.slice(0, OTHER_ACTIVITIES_SHOWN);
  return (
    <section className="mt-10" aria-labelledby="other-activities-title" data-testid="other-activities">
      <h2 id="other-activities-title" className="mb-4 text-2xl font-bold">
        <Link to={`/overzicht/${organisationSlug(organisation)}`} className="hover:underline">
          {t('activityDetail.others.title', { name: organisation.name })}
        </Link>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {shown.map((activity) => {
          const image = activity.media.find((m) => m.type === 'IMAGE');
          return (
            <li key={activity.id}>
              <Link to={`/uitjes/${activity.slug}`} className="flex gap-3 rounded-lg border border-gray-200 bg-white p-2 hover:border-brand-strong">
                {image ? (
                  <MediaImage src={image.url} alt="" width={120} height={75} className="h-[75px] w-[120px] shrink-0 rounded object-cover" withMessage={false} />
                ) : null}
                <span className="self-center font-semibold">{activity.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {activities.length > OTHER_ACTIVITIES_SHOWN ? (
        <button
          type="button"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
          className="mt-4 font-semibold text-brand-strong underline underline-offset-2"
          data-testid="others-toggle"
        >
          {all ? t('activityDetail.others.showLess') : t('activityDetail.others.showAll', { count: activities.length })}
        </button>
      ) : null}
    </section>
  );
}

/** Category widget (large screens): the activity's filters, each opening the overview with it preset. */
export function CategoryWidget({ filters }: { filters: ActivityDetail['filters'] }) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <section className="hidden rounded-lg border border-gray-200 bg-white p-5 lg:block" aria-labelledby="category-widget-title" data-testid="category-widget">
      <h2 id="category-widget-title" className="mb-3 text-lg font-bold">
        {t('activityDetail.categories')}
      </h2>
      {/* Like the home category cards' filter list, written out twice on purpose: a module shared by home
          and detail alone becomes a chunk of its own, one more request on both pages (decision 098 note). */}
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.id}>
            <Link
              to={overviewHref({ ...EMPTY_OVERVIEW, filterIds: [filter.id] })}
              className="inline-block rounded-full bg-brand-light px-3 py-1 text-sm hover:underline"
            >
              {filter.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An organisation's coming events (detail tab 'current' and the organisation page). */
export function EventList({ events, emptyText, locale }: { events: EventView[]; emptyText: string; locale: string }) {
  const { t } = useTranslation();
  if (events.length === 0) {
    return (
      <p className="rounded-md bg-gray-50 p-4 text-gray-700" data-testid="events-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="events">
      {events.map((event) => (
        <li key={event.id} className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3">
          {event.image ? (
            <MediaImage src={event.image.url} alt="" width={120} height={75} className="h-[75px] w-[120px] shrink-0 rounded object-cover" withMessage={false} />
          ) : null}
          <div>
            <h3 className="font-bold">{event.title}</h3>
            <p className="text-sm text-gray-700">
              <span className="sr-only">{t('currentEvents.date')}: </span>
              {formatDate(event.startDate, locale)}
              {event.endDate ? ` – ${formatDate(event.endDate, locale)}` : ''}
              {event.cityName ? ` · ${event.cityName}` : ''}
            </p>
            {event.website ? (
              <a href={websiteHref(event.website)} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-strong underline">
                {t('currentEvents.website')}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
