import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { BannerView } from '../journey.types.ts';

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
  // nofollow: a crawler following the counted redirect would count as a click (robots.txt keeps them out too).
  const target = banner.newWindow ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : { rel: 'nofollow' };
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
        <a href={banner.href} {...target} className="rounded-md bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-brand-light">
          {banner.buttonTitle}
        </a>
      </div>
    </aside>
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
