import { Link } from 'react-router';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { Card, linkClassName, PortalPage, PortalPager, primaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { type DataColumn, DataTable } from '../../../portal/ui/data-table.tsx';
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
  const columns: DataColumn<EventListItem>[] = [
    {
      id: 'title',
      header: t('portal.events.columns.title'),
      meta: { rowHeader: true },
      cell: ({ row: { original: event } }) => (
        <>
          <Link to={PORTAL_PATHS.event(event.id)} className={linkClassName}>
            {event.title}
          </Link>
          <span className="block text-xs font-normal text-gray-700">
            {event.organisationName} · {event.platformName}
          </span>
        </>
      ),
    },
    { id: 'date', header: t('portal.events.columns.date'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => row.original.start },
    {
      id: 'state',
      header: t('portal.events.columns.state'),
      meta: { narrowName: false },
      cell: ({ row }) => <StateBadges online={row.original.online} state={row.original.state} />,
    },
  ];
  return (
    <PortalPage wide title={t('portal.events.title')} intro={t('portal.events.intro')}>
      <p className="mb-6">
        <Link to={PORTAL_PATHS.newEvent} className={primaryButtonClassName}>
          {t('portal.events.new')}
        </Link>
      </p>
      <Card title={t('portal.events.count', { count: total })}>
        {events.length === 0 ? (
          <p>{t('portal.events.empty')}</p>
        ) : (
          <DataTable rows={events} columns={columns} caption={t('portal.events.caption')} rowKey={(event) => event.id} testId="events" />
        )}
        <PortalPager page={page} pages={pages} linkTo={(n) => `?pagina=${n}`} />
      </Card>
    </PortalPage>
  );
}
