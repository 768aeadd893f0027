import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';
import { useSiteShell } from '../../../site-shell/use-site-shell.ts';
import type { ActivityDetailData } from '../journey.types.ts';
import { organisationSlug } from '../organisation-slug.ts';
import type { FormActionResult } from '../../../components/forms/form-result.ts';
import { useActivityTracking } from '../use-activity-tracking.ts';
import { cardLabels } from './card-labels.ts';
import { Breadcrumbs } from '../../../components/layout/breadcrumbs.tsx';
import { DetailGallery } from './detail-gallery.tsx';
import { CategoryWidget, ContactButtons, OtherActivities } from './detail-parts.tsx';
import { QuoteRequestForm, type QuoteValidation } from './quote-request-form.tsx';

/**
 * The description/current-events tabs (react-aria), hydrated when the visitor reaches for them or they
 * come near the view. An island: the server keeps their HTML, the description put in per page.
 */
const DetailTabs = lazyComponent(() => import('./detail-tabs.tsx').then((m) => m.DetailTabs), {
  onIntent: true,
  orNearView: true,
  htmlSlots: ['descriptionHtml'],
});

/** The quote modal of small screens (react-aria overlays) loads when the visitor reaches for its button. */
const QuoteModal = lazyComponent(() => import('./quote-modal.tsx').then((m) => m.QuoteModal));
const preloadQuoteModal = () => void QuoteModal.preload();

/** The activity detail screen (/uitjes/{slug}), screens.md 2, 3, 4, 5. */
export function ActivityDetailScreen({
  data,
  loadQuoteValidation,
  actionData,
}: {
  data: ActivityDetailData;
  loadQuoteValidation: () => Promise<QuoteValidation>;
  actionData: FormActionResult | undefined;
}) {
  const { t } = useTranslation();
  const quoteValidation = useMemo(() => ({ constraint: data.quoteConstraint, load: loadQuoteValidation }), [data.quoteConstraint, loadQuoteValidation]);
  const { brand } = useSiteShell();
  const { activity } = data;
  const { features } = brand;
  const track = useActivityTracking(activity);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const succeeded = actionData?.status === 'sent';
  useEffect(() => {
    if (succeeded) track('offer');
  }, [succeeded, track]);

  const showCurrent = features.organisationEvents && data.hasEvents;
  const location = activity.locationDescription || activity.cities.map((c) => c.name).join(', ') || activity.provinces.map((p) => p.name).join(', ');
  const labels = cardLabels(brand.kind);
  const facts: Array<[string, string]> = [
    ...(location ? [[t('activityDetail.location'), location] as [string, string]] : []),
    ...(labels.includes('persons')
      ? [[t('filters.persons'), t('activityDetail.persons', { min: activity.personsMin ?? 0, max: activity.personsMax ?? 0 })] as [string, string]]
      : []),
    ...(labels.includes('age')
      ? [[t('activityDetail.age'), activity.minimumAge ? t('filters.ageFrom', { count: activity.minimumAge }) : t('filters.allAges')] as [string, string]]
      : []),
    [t('activityDetail.setting'), t(`indoorOutdoor.${activity.indoorOutdoor}`)],
  ];

  const quoteHeading = (
    <h2 className="mb-3 text-xl font-bold" id="quote-title">
      {t('activityDetail.quoteTitle')}
    </h2>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: t('site.home'), to: '/' }, { label: t('overview.title'), to: '/uitjes' }, { label: activity.title }]} />
      <div className="mt-4 grid gap-8 desk:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <DetailGallery key={activity.id} media={activity.media} title={activity.title} />
          <header className="mt-6">
            <h1 className="text-3xl font-bold sm:text-4xl">{activity.title}</h1>
            {activity.organisation ? (
              <p className="mt-1 text-gray-700">
                {t('activityDetail.by')}{' '}
                <Link
                  to={`/overzicht/${organisationSlug(activity.organisation)}`}
                  className="font-semibold text-brand-strong underline-offset-2 hover:underline"
                >
                  {activity.organisation.name}
                </Link>
              </p>
            ) : null}
            {data.responseTime ? (
              <p
                className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-900"
                data-testid="response-badge"
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
                  <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 3.5v3.19l2.28 2.28-1.06 1.06L7.25 8.31V4.5h1.5Z" />
                </svg>
                {t(`activityDetail.responseTime.${data.responseTime.unit}`, { count: data.responseTime.count })}
              </p>
            ) : null}
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2" data-testid="activity-facts">
              {facts.map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt className="font-semibold">{label}:</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </header>
          {/* Mobile: the quote form opens as a modal once JavaScript runs; contact buttons right here. */}
          <div className="mt-5 flex flex-col gap-2 desk:hidden">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={quoteOpen}
              onClick={() => setQuoteOpen(true)}
              onPointerEnter={preloadQuoteModal}
              onFocus={preloadQuoteModal}
              className="hidden rounded-md bg-brand-secondary-strong px-5 py-3 font-semibold text-white [html[data-hydrated]_&]:block"
              data-testid="quote-open"
            >
              {t('activityDetail.quoteButton')}
            </button>
            <ContactButtons activity={activity} onTrack={track} />
          </div>
          <DetailTabs key={activity.id} descriptionHtml={data.descriptionHtml} events={showCurrent ? data.events : null} locale={brand.locale} />
          {activity.organisation ? <OtherActivities organisation={activity.organisation} activities={data.others} /> : null}
        </div>
        <aside className="flex flex-col gap-6">
          <div className="hidden desk:block">
            <ContactButtons activity={activity} onTrack={track} />
          </div>
          <section
            className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm desk:sticky desk:top-4 [html[data-hydrated]_&]:max-desk:hidden"
            aria-labelledby="quote-title"
            data-testid="quote-panel"
          >
            <QuoteRequestForm
              key={activity.slug}
              validation={quoteValidation}
              formId={`quote-${activity.slug}`}
              actionData={actionData}
              heading={quoteHeading}
            />
          </section>
          <CategoryWidget filters={activity.filters} />
        </aside>
      </div>
      {quoteOpen ? <QuoteModal slug={activity.slug} validation={quoteValidation} actionData={actionData} onClose={() => setQuoteOpen(false)} /> : null}
    </div>
  );
}
