import { Link } from 'react-router';
import type { Route } from './+types/list';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { listOrganisationsForAdmin, ORGANISATION_SORTS, type OrganisationAdminRow } from '../../../../features/organisations/organisation-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { linkClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// Every organisation of the chosen platform (decision 104), to find one and open its editor (the provider's
// organisation page, where an operator may act for any organisation).

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const query = readListQuery(new URL(request.url), ORGANISATION_SORTS, { sort: 'name' });
  const list = await asActor(() => listOrganisationsForAdmin(ctx.db, actor, platform.id, query));
  return { head: portalHead(portal, 'portal.backOffice.sections.organisations'), ...list, query, platform };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeOrganisations({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { items, total, query, platform } = loaderData;
  const columns: DataColumn<OrganisationAdminRow>[] = [
    {
      id: 'name',
      header: t('portal.backOffice.organisations.name'),
      meta: { sortKey: 'name' },
      cell: ({ row }) => (
        <Link to={PORTAL_PATHS.organisation(row.original.id)} className={linkClassName}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'city', header: t('portal.backOffice.organisations.city'), meta: { sortKey: 'city' }, cell: ({ row }) => row.original.city ?? '' },
    { id: 'email', header: t('portal.backOffice.organisations.email'), cell: ({ row }) => row.original.email ?? '' },
    {
      id: 'activities',
      header: t('portal.backOffice.organisations.activities'),
      meta: { sortKey: 'activities', numeric: true },
      cell: ({ row }) => row.original.activityCount,
    },
    { id: 'users', header: t('portal.backOffice.organisations.users'), meta: { numeric: true }, cell: ({ row }) => row.original.userCount },
  ];
  return (
    <div>
      <PageHeading
        title={
          <>
            {t('portal.backOffice.sections.organisations')} · {platform.name}
          </>
        }
      />
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.organisations.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.organisations.search')}
        rowKey={(row) => row.id}
        testId="organisations-table"
      />
    </div>
  );
}
