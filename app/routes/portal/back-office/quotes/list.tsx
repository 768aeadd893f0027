import { Link } from 'react-router';
import type { Route } from './+types/list';
import { listQuoteRequestsForAdmin, QUOTE_REQUEST_SORTS, type QuoteRequestAdminRow } from '../../../../features/quote/quote-admin.server.ts';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { linkClassName, usePortalShell, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { PeopleListHeader, PersonText, sectionPath } from '../messages/parts.tsx';
import { LeadStatusBadge, leadDateTime } from '../../provider/leads/parts.tsx';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// Every quote request of the chosen platform (decision 104; a request is its activity's platform's), newest
// first, searched by name or e-mail, and the same list as CSV. A row opens the lead as its provider
// sees it (operators may open any lead).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), QUOTE_REQUEST_SORTS, { sort: 'createdAt', direction: 'desc' });
  const list = await asActor(() => listQuoteRequestsForAdmin(ctx.db, actor, platform.id, query));
  return { head: portalHead(portal, 'portal.backOffice.quotes.title'), ...list, query, platform };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeQuotes({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const { items, total, query, platform } = loaderData;
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
