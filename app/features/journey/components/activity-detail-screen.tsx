import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link } from 'react-router';
import type { ZodType } from 'zod';
import { useSiteShell } from '../../platform/use-site-shell.ts';
import { journeyFeatures } from '../brand-features.ts';
import type { ActivityDetailData } from '../journey.types.ts';
import { organisationSlug } from '../organisation-slug.ts';
import type { QuoteActionData } from '../quote-action.ts';
import { useActivityTracking } from '../use-activity-tracking.ts';
import { cardLabels, plainDescription } from './card-labels.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { DetailGallery } from './detail-gallery.tsx';
import { CategoryWidget, ContactButtons, EventList, OtherActivities } from './detail-parts.tsx';
import { QuoteRequestForm } from './quote-request-form.tsx';

/** Paragraphs of a description (HTML is reduced to text; blank lines separate paragraphs). */
function paragraphs(text: string | null): string[] {
  const withBreaks = (text ?? '').replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n\n');
  return withBreaks
    .split(/\n\s*\n/)
    .map((p) => plainDescription(p))
    .filter(Boolean);
}

/** The activity detail screen (/uitjes/{slug}), screens.md 2, 3, 4, 5. */
export function ActivityDetailScreen({ data, quoteSchema, actionData }: { data: ActivityDetailData; quoteSchema: ZodType; actionData: QuoteActionData | undefined }) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const { activity } = data;
  const features = journeyFeatures(brand.kind);
  const track = useActivityTracking(activity);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const succeeded = actionData?.status === 'success';
  useEffect(() => {
    if (succeeded) track('offer');
  }, [succeeded, track]);

  const showCurrent = features.currentEvents && data.hasEvents;
  const location = activity.locationDescription || activity.cities.map((c) => c.name).join(', ') || activity.provinces.map((p) => p.name).join(', ');
  const labels = cardLabels(brand.kind);
  const facts: Array<[string, string]> = [
    ...(location ? [[t('activityDetail.location'), location] as [string, string]] : []),
    ...(labels.includes('persons') ? [[t('filters.persons'), t('activityDetail.persons', { min: activity.personsMin ?? 0, max: activity.personsMax ?? 0 })] as [string, string]] : []),
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
                <Link to={`/overzicht/${organisationSlug(activity.organisation)}`} className="font-semibold text-brand-strong underline-offset-2 hover:underline">
                  {activity.organisation.name}
                </Link>
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
            <Button
              onPress={() => setQuoteOpen(true)}
              className="hidden rounded-md bg-brand-secondary-strong px-5 py-3 font-semibold text-white [html[data-hydrated]_&]:block"
              data-testid="quote-open"
            >
              {t('activityDetail.quoteButton')}
            </Button>
            <ContactButtons activity={activity} onTrack={track} />
          </div>
          <Tabs className="mt-8" key={activity.id}>
            <TabList aria-label={t('activityDetail.tabs.label')} className="flex gap-1 border-b border-gray-300">
              <Tab id="description" className="cursor-pointer rounded-t-md px-4 py-2 font-semibold outline-none data-[selected]:border-b-4 data-[selected]:border-brand-strong data-[selected]:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand">
                {t('activityDetail.tabs.description')}
              </Tab>
              {showCurrent ? (
                <Tab id="current" className="cursor-pointer rounded-t-md px-4 py-2 font-semibold outline-none data-[selected]:border-b-4 data-[selected]:border-brand-strong focus-visible:ring-2 focus-visible:ring-brand">
                  {t('activityDetail.tabs.current')}
                </Tab>
              ) : null}
            </TabList>
            <TabPanel id="description" className="prose max-w-none pt-4 outline-none" data-testid="tab-description">
              {paragraphs(activity.description).map((p, i) => (
                <p key={i} className="mb-3 leading-relaxed">
                  {p}
                </p>
              ))}
            </TabPanel>
            {showCurrent ? (
              <TabPanel id="current" className="pt-4 outline-none" data-testid="tab-current">
                <EventList events={data.events} emptyText={t('currentEvents.noResults')} />
              </TabPanel>
            ) : null}
          </Tabs>
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
            <QuoteRequestForm key={activity.slug} schema={quoteSchema} formId={`quote-${activity.slug}`} actionData={actionData} heading={quoteHeading} />
          </section>
          <CategoryWidget filters={activity.filters} />
        </aside>
      </div>
      <ModalOverlay isOpen={quoteOpen} onOpenChange={setQuoteOpen} isDismissable className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center">
        <Modal className="max-h-[95vh] w-full max-w-lg overflow-y-auto rounded-t-lg bg-white sm:rounded-lg">
          <Dialog className="p-5 outline-none" data-testid="quote-modal" aria-labelledby="quote-modal-title">
            <div className="mb-3 flex items-start justify-between gap-2">
              <Heading slot="title" id="quote-modal-title" className="text-xl font-bold">
                {t('activityDetail.quoteTitle')}
              </Heading>
              <Button onPress={() => setQuoteOpen(false)} className="rounded-md border border-gray-300 px-3 py-1" aria-label={t('activityDetail.gallery.close')}>
                ×
              </Button>
            </div>
            <QuoteRequestForm key={activity.slug} schema={quoteSchema} formId={`quote-modal-${activity.slug}`} actionData={actionData} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
