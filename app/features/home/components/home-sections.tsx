import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { BandBackground } from '../../../components/ui/band-background.tsx';
import { formatNumber } from '../../../components/ui/format.ts';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import { EMPTY_OVERVIEW, overviewHref } from '../../journey/overview-query.schemas.ts';
import type { CategoryCard, NewActivity } from '../home.types.ts';

/**
 * Category overview (screens.md 2 Home): name, activity count (default 0) and image (hidden on small
 * screens). A card opens the overview with only its filters set (no location or search text).
 */
export function CategoryOverview({ cards, title }: { cards: CategoryCard[]; title: string }) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  if (cards.length === 0) return null;
  const grouped = cards.some((card) => card.filters.length > 0);
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="categories-title" data-testid="categories">
      <h2 id="categories-title" className="mb-6 text-3xl font-bold">
        {title}
      </h2>
      <ul className={`grid gap-6 ${grouped ? 'md:grid-cols-2' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3'}`}>
        {cards.map((card) => (
          <li key={card.key} className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="category-card">
            <Link to={overviewHref({ ...EMPTY_OVERVIEW, filterIds: card.filterIds })} className="group flex flex-1 flex-col">
              {card.image ? (
                <div className="hidden sm:block" data-testid="category-image">
                  <MediaImage
                    src={card.image.url}
                    alt=""
                    width={400}
                    height={250}
                    sizes={grouped ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 1024px) 33vw, 50vw'}
                    className="aspect-[8/5] h-auto w-full object-cover"
                    withMessage={false}
                  />
                </div>
              ) : null}
              <div className="flex items-baseline justify-between gap-2 p-4">
                <h3 className="text-xl font-bold group-hover:underline">{card.name}</h3>
                <span className="shrink-0 text-sm text-gray-700" data-testid="category-count">
                  {t('home.categories.count', { count: card.count, formatted: formatNumber(card.count, brand.locale) })}
                </span>
              </div>
            </Link>
            {card.filters.length > 0 ? (
              <ul className="flex flex-wrap gap-2 px-4 pb-4">
                {card.filters.map((filter) => (
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
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** New activities in two columns, each with a button labelled home.newActivity.button.title (company brands). */
export function NewActivities({ items }: { items: NewActivity[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="bg-brand-light py-12" aria-labelledby="new-activities-title" data-testid="new-activities">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="new-activities-title" className="mb-6 text-3xl font-bold">
          {t('home.newActivity.title')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((item) => {
            const image = item.media.find((m) => m.type === 'IMAGE');
            return (
              <li key={item.id} className="flex gap-4 rounded-lg bg-white p-3 shadow-sm">
                {image ? (
                  <MediaImage
                    src={image.url}
                    alt=""
                    width={160}
                    height={100}
                    className="hidden h-[100px] w-[160px] shrink-0 rounded object-cover sm:block"
                    withMessage={false}
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="font-bold leading-snug">{item.title}</h3>
                  <p className="text-sm text-gray-700">
                    {item.organisation?.name ?? item.companyName}
                    {' · '}
                    {t('home.newActivity.persons', { min: item.personsMin, max: item.personsMax })}
                  </p>
                  {item.description ? (
                    <p className="line-clamp-2 text-sm text-gray-700" data-testid="new-activity-description">
                      {item.description}
                    </p>
                  ) : null}
                  <Link
                    to={`/uitjes/${item.slug}`}
                    className="mt-auto self-start rounded-md bg-brand-strong px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-strong-hover"
                    aria-label={`${t('home.newActivity.button.title')}: ${item.title}`}
                  >
                    {t('home.newActivity.button.title')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Company-outing blog section: title, background image, the cards and a button to /blogs. */
export function BlogSection({ image, children }: { image: { url: string } | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden py-14" aria-labelledby="home-blogs-title" data-testid="home-blogs">
      {image ? (
        <BandBackground url={image.url} height={600} priority={false} overlayClassName="bg-brand-strong/85" />
      ) : (
        <div className="absolute inset-0 bg-brand-strong/85" aria-hidden="true" />
      )}
      <div className="relative mx-auto max-w-7xl px-4">
        <h2 id="home-blogs-title" className="mb-6 text-3xl font-bold text-white">
          {t('home.blogs.title')}
        </h2>
        <div className="grid gap-6 md:grid-cols-3">{children}</div>
        <Link to="/blogs" className="mt-8 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-brand-light">
          {t('home.blogs.button')}
        </Link>
      </div>
    </section>
  );
}
