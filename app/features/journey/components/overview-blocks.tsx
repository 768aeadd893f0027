import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { BannerView } from '../journey.types.ts';
import { pageItems } from '../pagination.ts';
import { type OverviewState, overviewHref } from '../overview-query.schemas.ts';

/** The benefit check-list: quality, contact, unique (screens.md 2). */
export function BenefitChecklist() {
  const { t } = useTranslation();
  const items = ['quality', 'contact', 'unique'] as const;
  return (
    <ul className="grid gap-2 rounded-lg bg-brand-light p-4 sm:grid-cols-3" data-testid="benefit-checklist" aria-label={t('overview.benefits.label')}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm">
          <span aria-hidden="true" className="font-bold text-brand-secondary-strong">
            ✓
          </span>
          <span>
            <strong className="block">{t(`overview.benefits.${item}.title`)}</strong>
            {t(`overview.benefits.${item}.text`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A random banner (screens.md 2: after the card at index 2). */
export function BannerCard({ banner }: { banner: BannerView }) {
  const external = banner.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <aside className="flex flex-col overflow-hidden rounded-lg bg-brand-strong text-white sm:flex-row" data-testid="banner" aria-label={banner.title}>
      {banner.image ? (
        <MediaImage
          src={banner.image.url}
          alt=""
          width={1000}
          height={400}
          sizes="(min-width: 640px) 50vw, 100vw"
          className="h-40 w-full object-cover sm:h-auto sm:w-1/2"
          withMessage={false}
        />
      ) : null}
      <div className="flex flex-1 flex-col items-start justify-center gap-3 p-6">
        <p className="text-xl font-bold">{banner.title}</p>
        <a href={banner.link} {...external} className="rounded-md bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-brand-light">
          {banner.buttonTitle}
        </a>
      </div>
    </aside>
  );
}

/** Page numbers with first, last, gaps, previous and next; plain links, so it works without JavaScript. */
export function PaginationNav({ state, pageCount }: { state: OverviewState; pageCount: number }) {
  const { t } = useTranslation();
  const items = pageItems(state.page, pageCount);
  if (items.length === 0) return null;
  const href = (page: number) => overviewHref({ ...state, page });
  const base = 'flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination.label')} className="mt-8" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {state.page > 1 ? (
          <li>
            <Link to={href(state.page - 1)} className={`${base} border-gray-300 bg-white hover:border-brand-strong`} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-gray-600">
              ...
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={href(item.page)}
                aria-current={item.page === state.page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                className={`${base} ${item.page === state.page ? 'border-brand-strong bg-brand-strong text-white' : 'border-gray-300 bg-white hover:border-brand-strong'}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {state.page < pageCount ? (
          <li>
            <Link to={href(state.page + 1)} className={`${base} border-gray-300 bg-white hover:border-brand-strong`} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** About block with a button to /helpdesk (screens.md 2). */
export function AboutBlock() {
  const { t } = useTranslation();
  return (
    <section className="mt-12 rounded-lg border border-brand-border bg-white p-6 sm:p-8" aria-labelledby="about-block-title">
      <h2 id="about-block-title" className="mb-2 text-2xl font-bold">
        {t('overview.about.title')}
      </h2>
      <p className="mb-4 max-w-3xl text-gray-700">{t('overview.about.text')}</p>
      <Link to="/helpdesk" className="inline-block rounded-md bg-brand-strong px-5 py-2.5 font-semibold text-white hover:bg-brand-strong-hover">
        {t('overview.about.button')}
      </Link>
    </section>
  );
}
