import { Link } from 'react-router';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { Card, linkClassName, PortalPage, PortalPager, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { NarrowColumnName, stacked } from '../../../portal/ui/stacked-table.tsx';
import type { EventReviewState } from '../provider-events.types.ts';

export interface EventListItem {
  id: number;
  title: string;
  organisationName: string;
  platformName: string;
  /** The start, formatted in the portal's language. */
  start: string;
  online: boolean;
  state: EventReviewState;
}

/** The states that wait for the provider (a draft, a rejection) stand out. */
const STATE_STYLE: Record<EventReviewState, string> = {
  draft: 'bg-amber-100 text-amber-950',
  submitted: 'bg-sky-100 text-sky-950',
  rejected: 'bg-red-100 text-red-900',
  approved: 'bg-slate-100 text-slate-900',
  'changes-draft': 'bg-amber-100 text-amber-950',
  'changes-submitted': 'bg-sky-100 text-sky-950',
  'changes-rejected': 'bg-red-100 text-red-900',
};

export function StateBadges({ online, state }: { online: boolean; state: EventReviewState }) {
  const t = usePortalText();
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`inline-block rounded px-2 py-0.5 ${online ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-900'}`}>
        {t(online ? 'portal.events.online' : 'portal.events.offline')}
      </span>
      <span className={`inline-block rounded px-2 py-0.5 ${STATE_STYLE[state]}`} data-testid="event-state">
        {t(`portal.events.states.${state}`)}
      </span>
    </span>
  );
}

/** The provider's events, the most recently changed first, paged on the server. */
export function EventsList({ events, total, page, pages }: { events: EventListItem[]; total: number; page: number; pages: number }) {
  const t = usePortalText();
  return (
    <PortalPage wide title={t('portal.events.title')} intro={t('portal.events.intro')}>
      <p className="mb-6">
        <Link to={PORTAL_PATHS.newEvent} className={primaryButtonClassName}>
          {t('portal.events.new')}
        </Link>
      </p>
      <Card labelledBy="events-count">
        <h2 id="events-count" className="mb-3 text-lg font-bold">
          {t('portal.events.count', { count: total })}
        </h2>
        {events.length === 0 ? (
          <p>{t('portal.events.empty')}</p>
        ) : (
          <div>
            <table className={`w-full text-left text-sm ${stacked.table}`} data-testid="events">
              <caption className="sr-only">{t('portal.events.caption')}</caption>
              <thead className={stacked.head}>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    {t('portal.events.columns.title')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('portal.events.columns.date')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('portal.events.columns.state')}
                  </th>
                </tr>
              </thead>
              <tbody className={stacked.body}>
                {events.map((event) => (
                  <tr key={event.id} className={`border-b border-slate-200 align-top ${stacked.row}`}>
                    <th scope="row" className={`py-2 pr-3 font-semibold ${stacked.rowHeader}`}>
                      <Link to={PORTAL_PATHS.event(event.id)} className={linkClassName}>
                        {event.title}
                      </Link>
                      <span className="block text-xs font-normal text-gray-700">
                        {event.organisationName} · {event.platformName}
                      </span>
                    </th>
                    <td className={`py-2 pr-3 whitespace-nowrap ${stacked.cell}`}>
                      <NarrowColumnName>{t('portal.events.columns.date')}</NarrowColumnName>
                      {event.start}
                    </td>
                    <td className={`py-2 ${stacked.cell}`}>
                      <StateBadges online={event.online} state={event.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PortalPager page={page} pages={pages} linkTo={(n) => `?pagina=${n}`} />
      </Card>
    </PortalPage>
  );
}
