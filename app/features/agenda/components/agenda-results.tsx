import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigation } from 'react-router';
import { agendaSlots } from '../agenda-layout.ts';
import { type AgendaFilters, agendaSearch } from '../agenda-params.ts';
import type { AgendaBanner, AgendaEvent } from '../agenda.types.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { AgendaAdLabel, AgendaBannerCard } from './agenda-promotions.tsx';
import { EventCard } from './event-card.tsx';

/** The agenda list: events with ad labels and the banner between them, the empty text, pagination. */
export function AgendaResults({
  events,
  total,
  pageCount,
  banner,
  filters,
}: {
  events: AgendaEvent[];
  total: number;
  pageCount: number;
  banner: AgendaBanner | null;
  filters: AgendaFilters;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/agenda';
  return (
    <section
      id="agenda-results"
      aria-labelledby="agenda-results-title"
      aria-busy={loading}
      className={`min-w-0 flex-1 transition-opacity ${loading ? 'opacity-60' : ''}`}
    >
      <h2 id="agenda-results-title" className="sr-only">
        {t('agenda.results.title')}
      </h2>
      <p role="status" className="mb-4 text-gray-800" data-testid="agenda-count">
        {events.length > 0 ? t('agenda.results.count', { count: total }) : ''}
      </p>
      {events.length === 0 ? (
        <p className="rounded-lg bg-brand-light p-6 text-lg font-semibold" data-testid="agenda-empty">
          {t('agenda.results.empty')}
        </p>
      ) : (
        <ol className="space-y-4" data-testid="agenda-list">
          {agendaSlots(events, banner !== null).map((slot) => (
            <Fragment key={slot.kind === 'event' ? `event-${slot.event.id}` : slot.kind === 'ad' ? `ad-${slot.after}` : 'banner'}>
              {slot.kind === 'event' ? (
                <li>
                  {/* The first item's picture is the page's largest in the first view (LCP). */}
                  <EventCard event={slot.event} priority={slot.event.id === events[0]?.id} />
                </li>
              ) : slot.kind === 'ad' ? (
                <li>
                  <AgendaAdLabel />
                </li>
              ) : banner ? (
                <li>
                  <AgendaBannerCard banner={banner} />
                </li>
              ) : null}
            </Fragment>
          ))}
        </ol>
      )}
      <Pagination page={filters.page} pageCount={pageCount} hrefOf={(page) => `/agenda${agendaSearch({ ...filters, page })}`} testId="agenda-pagination" />
    </section>
  );
}
