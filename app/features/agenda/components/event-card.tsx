import { useTranslation } from '../../../i18n/use-translation.tsx';
import { deepPrimaryText } from '../../../components/forms/brand-styles.ts';
import { imageSources } from '../../../components/ui/image-sources.ts';
import { websiteHref } from '../agenda-layout.ts';
import type { AgendaEvent } from '../agenda.types.ts';

/** Events with at least this many images show a 4-image grid instead of one picture. */
export const IMAGE_GRID_FROM = 4;

/**
 * An agenda item: image (or a 4-image grid), title, period as dd/MM/yyyy, place, organiser, text, website.
 * `priority`: its images are the LCP (the first item): loaded at once with high priority, not lazily.
 */
export function EventCard({ event, priority = false }: { event: AgendaEvent; priority?: boolean }) {
  const { t } = useTranslation();
  const grid = event.images.length >= IMAGE_GRID_FROM;
  const [first] = event.images;
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-brand-border bg-white shadow-sm sm:flex-row" data-testid="event-card">
      <div className="sm:w-64 sm:shrink-0">
        {grid ? (
          <div className="grid aspect-video grid-cols-2 grid-rows-2 gap-0.5 sm:aspect-auto sm:h-full" data-testid="event-image-grid">
            {event.images.slice(0, IMAGE_GRID_FROM).map((image, index) => (
              <img
                key={`${image.url}-${index}`}
                {...imageSources(image.url, 200, '(min-width: 640px) 128px, 50vw')}
                alt={image.alt}
                width={200}
                height={125}
                {...loading}
                className="h-full w-full object-cover"
              />
            ))}
          </div>
        ) : first ? (
          <img
            {...imageSources(first.url, 400, '(min-width: 640px) 256px, 100vw')}
            alt={first.alt}
            width={400}
            height={250}
            {...loading}
            className="aspect-video h-full w-full object-cover"
            data-testid="event-image"
          />
        ) : (
          <div className="aspect-video h-full w-full bg-brand-light" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className={`text-sm font-semibold ${deepPrimaryText}`} data-testid="event-date">
          <span className="sr-only">{t('agenda.card.date')}: </span>
          {event.period}
        </p>
        <h2 className="text-xl font-bold leading-snug">{event.title}</h2>
        {event.city || event.organisation ? <p className="text-sm text-gray-700">{[event.city, event.organisation].filter(Boolean).join(' · ')}</p> : null}
        {event.description ? <p className="line-clamp-3 text-gray-800">{event.description}</p> : null}
        {event.website ? (
          <a
            href={websiteHref(event.website)}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-auto self-start font-semibold underline underline-offset-2 ${deepPrimaryText}`}
          >
            {t('agenda.card.website')}
            <span className="sr-only">
              {' '}
              {event.title} ({t('agenda.card.newWindow')})
            </span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
