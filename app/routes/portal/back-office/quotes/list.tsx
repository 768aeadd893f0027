import { Link } from 'react-router';
import type { Route } from './+types/list';
import {
  type LeadWaitingRow,
  listLeadsWaiting,
  listQuoteRequestsForAdmin,
  QUOTE_REQUEST_SORTS,
  type QuoteRequestAdminRow,
} from '../../../../features/quote/quote-admin.server.ts';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { Card, linkClassName, usePortalShell, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { PeopleListHeader, PersonText, sectionPath } from '../messages/parts.tsx';
import { LeadStatusBadge, leadDateTime } from '../../provider/leads/parts.tsx';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// Every quote request of the chosen platform (decision 104; a request is its activity's platform's), newest
// first, searched by name or e-mail, and the same list as CSV. A row opens the lead as its provider
// sees it (operators may open any lead). Above it, the leads waiting: no answer after three business days
// (docs/decisions/117).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), QUOTE_REQUEST_SORTS, { sort: 'createdAt', direction: 'desc' });
  const [list, waiting] = await asActor(() =>
    Promise.all([listQuoteRequestsForAdmin(ctx.db, actor, platform.id, query), listLeadsWaiting(ctx.db, actor, platform.id)]),
  );
  return { head: portalHead(portal, 'portal.backOffice.quotes.title'), ...list, waiting, query, platform };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeQuotes({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const { items, total, waiting, query, platform } = loaderData;
  const label = (key: string) => t(`portal.backOffice.quotes.columns.${key}`);
  const columns: DataColumn<QuoteRequestAdminRow>[] = [
    {
      id: 'createdAt',
      header: label('createdAt'),
      meta: { sortKey: 'createdAt' },
      cell: ({ row }) => (
        <Link to={`${PORTAL_PATHS.leads}/${row.original.id}`} className={linkClassName}>
          {leadDateTime(row.original.createdAt, locale)}
        </Link>
      ),
    },
    {
      id: 'activity',
      header: label('activity'),
      meta: { sortKey: 'activity' },
      cell: ({ row }) => (
        <>
          {row.original.activityTitle}
          {row.original.organisationName ? <span className="block text-gray-700">{row.original.organisationName}</span> : null}
        </>
      ),
    },
    { id: 'name', header: label('name'), meta: { sortKey: 'name' }, cell: ({ row }) => <PersonText value={row.original.name} /> },
    { id: 'email', header: label('email'), meta: { sortKey: 'email' }, cell: ({ row }) => <PersonText value={row.original.email} /> },
    { id: 'persons', header: label('persons'), meta: { numeric: true }, cell: ({ row }) => row.original.numberOfPersons ?? '' },
    { id: 'status', header: label('status'), meta: { sortKey: 'status' }, cell: ({ row }) => <LeadStatusBadge status={row.original.status} /> },
  ];
  return (
    <div>
      <PeopleListHeader
        title={t('portal.backOffice.quotes.title')}
        intro={t('portal.backOffice.quotes.intro', { platform: platform.name })}
        exportPath={`${sectionPath('quotes')}/export.csv`}
        rows={total}
        testId="quotes-export"
      />
      <LeadsWaiting waiting={waiting} platformName={platform.name} />
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.quotes.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.quotes.search')}
        rowKey={(row) => row.id}
        testId="quotes-table"
      />
    </div>
  );
}

/** The leads no one answered within three business days, the longest waiting first. */
function LeadsWaiting({ waiting, platformName }: { waiting: { items: LeadWaitingRow[]; total: number }; platformName: string }) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const label = (key: string) => t(`portal.backOffice.quotes.waiting.columns.${key}`);
  const columns: DataColumn<LeadWaitingRow>[] = [
    {
      id: 'createdAt',
      header: label('createdAt'),
      cell: ({ row }) => (
        <Link to={`${PORTAL_PATHS.leads}/${row.original.id}`} className={linkClassName}>
          {leadDateTime(row.original.createdAt, locale)}
        </Link>
      ),
    },
    {
      id: 'activity',
      header: label('activity'),
      cell: ({ row }) => (
        <>
          {row.original.activityTitle}
          {row.original.organisationName ? <span className="block text-gray-700">{row.original.organisationName}</span> : null}
        </>
      ),
    },
    { id: 'name', header: label('name'), cell: ({ row }) => <PersonText value={row.original.name} /> },
    {
      id: 'reminder',
      header: label('reminder'),
      cell: ({ row }) => t(`portal.backOffice.quotes.waiting.${row.original.reminded ? 'reminded' : 'notReminded'}`),
    },
  ];
  return (
    <div className="mb-6" data-testid="leads-waiting">
      <Card title={`${t('portal.backOffice.quotes.waiting.title')} (${waiting.total})`} hint={t('portal.backOffice.quotes.waiting.hint')}>
        {waiting.items.length === 0 ? (
          <p>{t('portal.backOffice.quotes.waiting.none')}</p>
        ) : (
          <>
            <DataTable
              rows={waiting.items}
              columns={columns}
              caption={t('portal.backOffice.quotes.waiting.caption', { platform: platformName })}
              rowKey={(row) => row.id}
              testId="leads-waiting-table"
            />
            {waiting.total > waiting.items.length ? (
              <p className="mt-2 text-sm text-gray-700">{t('portal.backOffice.quotes.waiting.more', { shown: waiting.items.length, count: waiting.total })}</p>
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
