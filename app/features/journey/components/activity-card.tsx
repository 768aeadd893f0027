import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../components/hooks/use-media-query.ts';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import type { CardActivity } from '../journey.types.ts';
import { organisationSlug } from '../organisation-slug.ts';
import { plainDescription, truncateText } from '../../../components/ui/plain-text.ts';
import { CARD_TITLE_MAX, CARD_TITLE_MAX_MEDIUM, CARD_TITLE_MEDIUM_QUERY, cardLabels } from './card-labels.ts';
import { MediaSlider } from './media-slider.tsx';

export interface ActivityCardProps {
  activity: CardActivity;
  /** Called when the visitor opens the activity (tracking of the overview's filters). */
  onOpen?: (activity: CardActivity) => void;
  /** The first card of a page: its first image is the LCP on small screens (not lazy, high priority). */
  priority?: boolean;
}

/** screens.md 2 Activity card: slider, title, organisation, description with Meer/Minder, labels, button. */
export function ActivityCard({ activity, onOpen, priority = false }: ActivityCardProps) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const medium = useMediaQuery(CARD_TITLE_MEDIUM_QUERY);
  const title = truncateText(activity.title, medium ? CARD_TITLE_MAX_MEDIUM : CARD_TITLE_MAX);
  const description = plainDescription(activity.description);
  const href = `/uitjes/${activity.slug}`;
  const open = () => onOpen?.(activity);

  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="activity-card">
      <MediaSlider media={activity.media} title={activity.title} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold leading-snug">
          <Link to={href} onClick={open} className="hover:text-brand-strong hover:underline" title={activity.title}>
            {title}
          </Link>
        </h3>
        {activity.organisation ? (
          <p className="text-sm">
            <Link to={`/overzicht/${organisationSlug(activity.organisation)}`} className="text-gray-700 underline-offset-2 hover:underline">
              {activity.organisation.name}
            </Link>
          </p>
        ) : activity.companyName ? (
          <p className="text-sm text-gray-700">{activity.companyName}</p>
        ) : null}
        <ul className="flex flex-wrap gap-2" aria-label={t('activityCard.labels')}>
          {cardLabels(brand.kind).map((label) => {
            const text = labelText(label, activity, t);
            return text ? (
              <li key={label} className="rounded-full bg-brand-light px-3 py-1 text-xs font-semibold text-gray-800">
                {text}
              </li>
            ) : null;
          })}
        </ul>
        {description ? (
          <>
            <p id={descriptionId} className={`text-sm text-gray-700 ${expanded ? '' : 'line-clamp-3'}`} data-testid="card-description" data-expanded={expanded}>
              {description}
            </p>
            <button
              type="button"
              className="self-start text-sm font-semibold text-brand-strong underline underline-offset-2"
              aria-expanded={expanded}
              aria-controls={descriptionId}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t('activityCard.less') : t('activityCard.more')}
            </button>
          </>
        ) : null}
        <div className="mt-auto pt-2">
          <Link
            to={href}
            onClick={open}
            className="inline-block rounded-md bg-brand-secondary-strong px-4 py-2 text-sm font-semibold text-white hover:bg-brand-secondary-strong-hover"
            aria-label={t('activityCard.buttonFor', { title: activity.title })}
          >
            {t('activityCard.button')}
          </Link>
        </div>
      </div>
    </article>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function labelText(label: 'persons' | 'age' | 'indoorOutdoor', activity: CardActivity, t: Translate): string | null {
  switch (label) {
    case 'persons':
      return t('activityCard.persons', { min: activity.personsMin ?? 0, max: activity.personsMax ?? 0 });
    case 'age':
      return activity.minimumAge ? t('filters.ageFrom', { count: activity.minimumAge }) : t('filters.allAges');
    case 'indoorOutdoor':
      return t(`indoorOutdoor.${activity.indoorOutdoor}`);
  }
}
