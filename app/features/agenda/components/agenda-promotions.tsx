import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { actionButtonClassName, deepPrimaryText } from '../../../components/forms/brand-styles.ts';
import { imageSources } from '../../../components/ui/image-sources.ts';
import type { AgendaBanner } from '../agenda.types.ts';

/** The ad label between agenda items: invites organisers to put their own event in the agenda. */
export function AgendaAdLabel() {
  const { t } = useTranslation();
  return (
    <aside
      className="flex flex-col gap-2 rounded-lg border border-dashed border-brand-border bg-brand-light p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="agenda-ad-label"
    >
      <p>
        <span className="mr-2 rounded bg-white px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-gray-800">{t('agenda.ad.label')}</span>
        {t('agenda.ad.text')}
      </p>
      <Link to="/adverteren?evenement=open#evenement" className={`shrink-0 font-semibold underline underline-offset-2 ${deepPrimaryText}`}>
        {t('agenda.ad.link')}
      </Link>
    </aside>
  );
}

/** The banner after the fourth agenda item (a random active banner of the platform). */
export function AgendaBannerCard({ banner }: { banner: AgendaBanner }) {
  // The counted redirect (decision 110) is a document request, never the router's: it answers a redirect,
  // often to another site. The banner's link target decides whether it opens a new window; nofollow keeps
  // crawlers from counting as clicks (robots.txt keeps them out too).
  const target = banner.newWindow ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : { rel: 'nofollow' };
  return (
    <aside className="overflow-hidden rounded-lg bg-brand-light sm:flex" data-testid="agenda-banner">
      {banner.image ? (
        <img
          {...imageSources(banner.image.url, 1000, '(min-width: 640px) 50vw, 100vw')}
          alt={banner.image.alt}
          width={1000}
          height={400}
          loading="lazy"
          className="aspect-[5/2] w-full object-cover sm:w-1/2"
        />
      ) : null}
      <div className="flex flex-col justify-center gap-4 p-6">
        <p className="text-xl font-bold">{banner.title}</p>
        <a href={banner.href} {...target} className={`${actionButtonClassName} self-start`}>
          {banner.buttonTitle}
        </a>
      </div>
    </aside>
  );
}
