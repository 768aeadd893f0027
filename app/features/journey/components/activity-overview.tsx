import { Fragment, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import type { CardActivity, OverviewData, OverviewResults } from '../journey.types.ts';
import { hasActiveFilters, overviewHref } from '../overview-query.schemas.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { OVERVIEW_SLICE_EVENT, setTagManagerSlice } from '../tracking.ts';
import { useOverviewState } from '../use-overview-state.ts';
import { ActiveFilters } from './active-filters.tsx';
import { ActivityCard } from './activity-card.tsx';
import { FilterSidebar } from './filter-sidebar.tsx';
import { MobileFilterPanel } from './mobile-filter-panel.tsx';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';

// Blocks without behaviour (check-list, banner, about): their server HTML works as it is, so their code
// loads right after the page's own instead of being part of its initial JavaScript (bench:budget-js).
const BenefitChecklist = lazyComponent(() => import('./overview-blocks.tsx').then((m) => m.BenefitChecklist), { eager: true });
const BannerCard = lazyComponent(() => import('./overview-blocks.tsx').then((m) => m.BannerCard), { eager: true });
const AboutBlock = lazyComponent(() => import('./overview-blocks.tsx').then((m) => m.AboutBlock), { eager: true });
// Shown only when nothing is found: its code and texts load only then (not eager: no cost on other pages).
const NoResults = lazyComponent(() => import('./no-results-help.tsx').then((m) => m.NoResultsHelp));
const Closest = lazyComponent(() => import('./no-results-help.tsx').then((m) => m.ClosestNote));

/** screens.md 2: banner after the card at index 2, the check-list again after index 7. */
export const BANNER_AFTER_INDEX = 2;
export const CHECKLIST_AFTER_INDEX = 7;

/** The activity overview (/uitjes): header, filters, chips, cards, banner, check-lists, pagination, about. */
export function ActivityOverview({ data, title, subtitle }: { data: OverviewData; title?: string; subtitle?: string | null }) {
  const { t } = useTranslation();
  const { state, apply, loading } = useOverviewState(data.state);
  // A failed load keeps what the visitor saw (screens.md 7, 8: the overview stays unchanged).
  const [kept, setKept] = useState<OverviewResults | null>(data.results);
  if (data.results && data.results !== kept) setKept(data.results);
  const results = data.results ?? kept;

  const rememberFilters = () => {
    const byId = new Map(data.groups.flatMap((g) => g.filters.map((f) => [f.id, { name: f.name, filterGroup: { id: g.id, name: g.name } }] as const)));
    setTagManagerSlice({
      event: OVERVIEW_SLICE_EVENT,
      filters: {
        searchQuery: data.state.q || null,
        minimumPersons: data.state.persons,
        minimumAge: data.state.age,
        genericFilters: data.state.filterIds.flatMap((id) => byId.get(id) ?? []),
        locationFilter: data.location && data.location.type !== 'REGION' ? { type: data.location.type, name: data.location.name } : null,
      },
    });
  };
  const onOpen = (_activity: CardActivity) => rememberFilters();

  return (
    <>
      <PageHeader title={title ?? t('overview.title')} image={data.headerImage}>
        <p className="mt-2 max-w-2xl text-lg">{subtitle ?? t('overview.subtitle')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-6 desk:py-10">
        {/* Without JavaScript the mobile panel cannot open: small screens get the sidebar's GET form instead.
            Before both parts it styles: a style element in the body may only match what follows its parent. */}
        <noscript>
          <style>{'[data-testid="filter-sidebar"]{display:block}[data-testid="mobile-filter-bar"] button{display:none}'}</style>
        </noscript>
        <MobileFilterPanel state={state} groups={data.groups} location={data.location} total={results?.total ?? null} onApply={apply} />
        <div className="flex flex-col gap-8 desk:flex-row">
          <aside className="hidden shrink-0 desk:block desk:w-72" data-testid="filter-sidebar">
            <FilterSidebar state={state} groups={data.groups} location={data.location} onChange={apply} />
          </aside>
          <div className="min-w-0 flex-1" aria-busy={loading} data-testid="overview-results">
            {hasActiveFilters(data.state) && results ? (
              <ActiveFilters state={data.state} groups={data.groups} location={data.location} total={results.total} />
            ) : null}
            <h2 className="sr-only">{t('overview.resultsLabel')}</h2>
            <BenefitChecklist />
            {results && results.activities.length > 0 && data.help?.closest ? <Closest state={data.state} help={data.help} /> : null}
            {results && results.activities.length > 0 ? (
              <ul
                className={`mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60 transition-opacity' : ''}`}
                aria-label={t('overview.resultsLabel')}
              >
                {results.activities.map((activity, index) => (
                  <Fragment key={activity.id}>
                    <li className="flex">
                      {/* The first card's image is the LCP on small screens (larger than the header band there)
                          and on any page without a header image. */}
                      <ActivityCard activity={activity} onOpen={onOpen} priority={index === 0} />
                    </li>
                    {index === BANNER_AFTER_INDEX && data.banner ? (
                      <li className="col-span-full">
                        <BannerCard banner={data.banner} />
                      </li>
                    ) : null}
                    {index === CHECKLIST_AFTER_INDEX ? (
                      <li className="col-span-full">
                        <BenefitChecklist />
                      </li>
                    ) : null}
                  </Fragment>
                ))}
              </ul>
            ) : (
              <NoResults state={data.state} help={data.results ? (data.help ?? null) : null} />
            )}
            {results ? (
              <Pagination page={data.state.page} pageCount={results.pageCount} hrefOf={(page) => overviewHref({ ...data.state, page })} testId="pagination" />
            ) : null}
          </div>
        </div>
        <AboutBlock />
      </div>
    </>
  );
}
